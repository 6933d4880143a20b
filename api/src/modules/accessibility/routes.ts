/**
 * POST /api/accessibility-feedback: the form of the accessibility statement. Anyone may send it (no
 * login), a few times an hour from one client address; the message is emailed to every active
 * administrateur through the outbox, with the sender as reply-to. Nothing else keeps it
 * (docs/decisions.md, 'Accessibilité').
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESSIBILITY_FEEDBACK_LIMITS, ACCESSIBILITY_MESSAGES } from '../../contract/accessibility';
import { INSTITUTE_TIME_ZONE } from '../../contract/constants/institute';
import { normalizeEmail } from '../../lib/auth-passwords';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, validationError } from '../../lib/errors';
import { RATE_LIMITS } from '../../plugins/security';
import { accessibilityFeedbackEmail } from './emails';
import { activeAdministrateurs } from './queries';

/** The form's largest body (5,000 characters of message, up to 4 bytes each, and the other fields) with room to spare. */
const FEEDBACK_BODY_LIMIT = 32 * 1024;

const receivedAtFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: INSTITUTE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const accessibilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('POST /accessibility-feedback', {
      roles: 'public',
      tags: ['Accessibilité'],
      summary: "Retour d'un visiteur sur l'accessibilité du portail, envoyé par email aux administrateurs",
      config: { rateLimit: RATE_LIMITS.accessibilityFeedback },
    }),
    bodyLimit: FEEDBACK_BODY_LIMIT,
    handler: async (request) => {
      const { body } = request;
      const message = body.message.trim();
      if (message.length < ACCESSIBILITY_FEEDBACK_LIMITS.messageMin) {
        throw validationError(ACCESSIBILITY_MESSAGES.messageTooShort, { message: [ACCESSIBILITY_MESSAGES.messageTooShort] });
      }
      const feedback = { ...body, email: normalizeEmail(body.email), message };
      const receivedAt = receivedAtFormat.format(new Date());
      await app.db.transaction(async (tx) => {
        const recipients = await activeAdministrateurs(tx);
        if (recipients.length === 0) throw new HttpError(422, ACCESSIBILITY_MESSAGES.noRecipient);
        for (const recipient of recipients) {
          await app.mail.send(accessibilityFeedbackEmail(recipient, feedback, receivedAt), { db: tx });
        }
      });
      return { message: ACCESSIBILITY_MESSAGES.sent };
    },
  });
};

export default accessibilityRoutes;
