/**
 * POST /api/accessibility-feedback: a visitor's report of an accessibility problem, from the form of the
 * accessibility statement. Public (no login); the message is emailed to the administrateurs.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses, MessageSchema } from './common';
import { ACCESSIBILITY_FEEDBACK_LIMITS } from './constants/limits';
import { endpoints } from './endpoint';
export { ACCESSIBILITY_FEEDBACK_LIMITS } from './constants/limits';

export const AccessibilityFeedbackSchema = Type.Object(
  {
    /** The visitor's name (optional). */
    name: Type.Optional(Type.String({ maxLength: ACCESSIBILITY_FEEDBACK_LIMITS.nameMax })),
    /** Where the institute answers (the emails' reply-to). */
    email: Type.String({ format: 'email', maxLength: ACCESSIBILITY_FEEDBACK_LIMITS.emailMax }),
    /** The page the problem was met on (optional: a path or an address of the portal). */
    page: Type.Optional(Type.String({ maxLength: ACCESSIBILITY_FEEDBACK_LIMITS.pageMax })),
    message: Type.String({ minLength: ACCESSIBILITY_FEEDBACK_LIMITS.messageMin, maxLength: ACCESSIBILITY_FEEDBACK_LIMITS.messageMax }),
  },
  { additionalProperties: false },
);
export type AccessibilityFeedback = Static<typeof AccessibilityFeedbackSchema>;

/* ---------- Endpoints ---------- */

export const accessibilityEndpoints = endpoints({
  /** Sends a visitor's accessibility feedback to every active administrateur (nothing else is stored). */
  'POST /accessibility-feedback': {
    body: AccessibilityFeedbackSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 413, 415, 422, 429) },
  },
});

/** The API's French answers of the accessibility feedback. */
export const ACCESSIBILITY_MESSAGES = {
  sent: "Merci, votre message a bien été transmis à l'institut.",
  messageTooShort: `Le message doit contenir au moins ${ACCESSIBILITY_FEEDBACK_LIMITS.messageMin} caractères.`,
  noRecipient: "Votre message n'a pas pu être transmis : aucun administrateur n'est joignable. Écrivez à l'adresse de contact des informations légales.",
} as const;
