/**
 * A trainee's or a trainer's page (/stagiaires/{id}, /formateurs/{id}): the person's trainings, their
 * expenses per training, and the closing of their account. The full profile itself is `GET /profiles/{id}`
 * (accounts.ts).
 */
import { ofName } from './constants/french';
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, IdParamsSchema, Literals, MessageSchema, NamedItemSchema, Nullable, PagedSchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';
export { PERSON_TRAININGS_PER_PAGE } from './constants/limits';

/** French texts of the account closing, shared by the server and the page. */
export const ACCOUNT_CLOSING_MESSAGES = {
  /** The answer of a closing ('answer message'). */
  closed: (name: string) => `Le compte ${ofName(name)} a été désactivé.`,
  alreadyClosed: 'Ce compte est déjà désactivé.',
  notOwn: 'Vous ne pouvez pas désactiver votre propre compte.',
  notThisRole: 'Vous ne pouvez pas désactiver le compte de ce membre de l’équipe.',
  reopened: (name: string) => `Le compte ${ofName(name)} a été réactivé : la personne peut de nouveau se connecter.`,
  notClosed: 'Ce compte n’est pas désactivé.',
  anonymised: 'Ce compte a été anonymisé : il ne peut plus être réactivé.',
} as const;

/** GET /api/profiles/{id}/trainings query: a page. */
export const PersonTrainingsQuerySchema = Type.Object({ ...pageQueryProperties }, { additionalProperties: false });
export type PersonTrainingsQuery = Static<typeof PersonTrainingsQuerySchema>;

/** What the person is in a training. */
export const PERSON_TRAINING_PARTS = ['stagiaire', 'intervenant', 'responsable-pedagogique'] as const;
export type PersonTrainingPart = (typeof PERSON_TRAINING_PARTS)[number];

/** One training of a person, most recent first: as a trainee (with their registration status) or in its team. */
export const PersonTrainingSchema = Type.Object(
  {
    /** The training (/formations/{id}). */
    id: Type.Integer(),
    title: Type.String(),
    start_date: DateTimeSchema,
    end_date: DateTimeSchema,
    status: NamedItemSchema,
    /** 'stagiaire' (registered), 'intervenant' (teaches) or 'responsable-pedagogique' (supervises). */
    part: Literals(PERSON_TRAINING_PARTS),
    /** The registration's status for a trainee, null for a team member. */
    registration_status: Nullable(NamedItemSchema),
  },
  { additionalProperties: false },
);
export type PersonTraining = Static<typeof PersonTrainingSchema>;

/** One expense claim of a person (read-only: the money pages edit it). */
export const PersonExpenseSchema = Type.Object(
  {
    id: Type.Integer(),
    status: NamedItemSchema,
    /** The amount due: the forced total when above 0, else the computed total ("12.50"). */
    amount: Type.String(),
    receipts_count: Type.Integer(),
    created_at: DateTimeSchema,
  },
  { additionalProperties: false },
);
export type PersonExpense = Static<typeof PersonExpenseSchema>;

/** A person's expenses grouped by training, most recent training first. */
export const PersonExpensesByTrainingSchema = Type.Object(
  {
    training_id: Type.Integer(),
    training_title: Type.String(),
    start_date: DateTimeSchema,
    expenses: Type.Array(PersonExpenseSchema),
  },
  { additionalProperties: false },
);
export type PersonExpensesByTraining = Static<typeof PersonExpensesByTrainingSchema>;

/* ---------- Endpoints ---------- */

export const personDetailEndpoints = endpoints({
  /** The trainings of a person, a page at a time (an intervenant: those whose team they are in). */
  'GET /profiles/:id/trainings': {
    params: IdParamsSchema,
    query: PersonTrainingsQuerySchema,
    responses: { 200: PagedSchema(PersonTrainingSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The expenses of a person, grouped by training (administrateur and gestionnaire). */
  'GET /profiles/:id/expenses': {
    params: IdParamsSchema,
    responses: { 200: Type.Array(PersonExpensesByTrainingSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Closes an account: it can no longer log in and its open sessions end (never one's own). */
  'POST /profiles/:id/deactivate': {
    params: IdParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
  /** Reopens a closed account (administrateur): it logs in again with fresh sessions, its retention clock restarts. */
  'POST /profiles/:id/reactivate': {
    params: IdParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
});
