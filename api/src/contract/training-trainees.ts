/** Registrations of one training as staff manage them. */
import { Type, type Static } from '@sinclair/typebox';
import {
  DateTimeSchema,
  ErrorResponses,
  IdParamsSchema,
  MessageSchema,
  NamedItemSchema,
  Nullable,
  NullableInput,
  PagedSchema,
  pageQueryProperties,
} from './common';
import { endpoints } from './endpoint';
import { LeaveCheckSchema } from './enrolment';
import { RegistrationStatusSchema, RegistrationStatusSlugSchema } from './lookups';
export { TRAINEES_PER_PAGE } from './constants/limits';

/** GET /api/trainings/{id}/trainees query: a status filter ('Voir tout' = no status). */
export const TrainingTraineesQuerySchema = Type.Object({
  status: Type.Optional(RegistrationStatusSlugSchema),
  ...pageQueryProperties,
}, { additionalProperties: false });
export type TrainingTraineesQuery = Static<typeof TrainingTraineesQuerySchema>;

/** A valid mandate of the trainee, and whether it was declared for this training. */
export const TraineeMandateSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  council: Nullable(Type.String()),
  council_section: Nullable(Type.String()),
  used_in_training: Type.Boolean(),
});
export type TraineeMandate = Static<typeof TraineeMandateSchema>;

/** One registration of the trainees table, with the facts of the 'Gérer le statut' panel. */
export const TrainingTraineeSchema = Type.Object(
  {
    /** The registration's id (documents per trainee take it). */
    id: Type.Integer(),
    profile_id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    /** False for a closed account ('Inactif'). */
    is_active: Type.Boolean(),
    phone: Nullable(Type.String()),
    zip_code: Nullable(Type.String()),
    /** URL of the profile picture, or null. */
    profile_picture: Nullable(Type.String()),
    /** Current union. */
    union: Nullable(NamedItemSchema),
    mandates: Type.Array(TraineeMandateSchema),
    company_name: Nullable(Type.String()),
    company_size: Nullable(NamedItemSchema),
    registration_status: RegistrationStatusSchema,
    refusal_reason: Nullable(Type.String()),
    council: Nullable(Type.String()),
    council_section: Nullable(Type.String()),
    seniority: Nullable(Type.String()),
    /** Number of trainings since the start of the CPH mandate. */
    training_duration: Nullable(Type.String()),
    reimbursed: Type.Boolean(),
    needs_accommodation: Type.Boolean(),
    convocation_sent_at: Nullable(DateTimeSchema),
    certificate_sent_at: Nullable(DateTimeSchema),
    registered_at: DateTimeSchema,
    /** Creation date of the trainee's profile. */
    profile_created_at: DateTimeSchema,
    /**
     * The training leave the registration uses, checked against its caps (the days of the trainee's other
     * validated registrations in each span) and its notice (`notice_passed`: registered after the deadline);
     * null without leave.
     */
    leave: Nullable(LeaveCheckSchema),
  },
  { title: 'Stagiaire de la formation' },
);
export type TrainingTrainee = Static<typeof TrainingTraineeSchema>;

/** POST /api/trainings/{id}/update-status. */
export const UpdateRegistrationStatusSchema = Type.Object({
  profile_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  status: RegistrationStatusSlugSchema,
  /** Required when status is 'refuse'; written into the refusal email. */
  refusal_reason: Type.Optional(NullableInput(Type.String({ maxLength: 2000 }))),
}, { additionalProperties: false });
export type UpdateRegistrationStatus = Static<typeof UpdateRegistrationStatusSchema>;

export const TrainingTraineeParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  traineeId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });
export type TrainingTraineeParams = Static<typeof TrainingTraineeParamsSchema>;

/** PATCH /api/trainings/{id}/trainees/{traineeId}/reimbursed (traineeId: the trainee's profile id). */
export const TraineeReimbursedSchema = Type.Object({
  reimbursed: Type.Boolean(),
  needs_accommodation: Type.Boolean(),
}, { additionalProperties: false });
export type TraineeReimbursed = Static<typeof TraineeReimbursedSchema>;

export const trainingTraineeEndpoints = endpoints({
  /** The trainees of a training, 30 a page (a responsable pédagogique does not receive the pre-registered). */
  'GET /trainings/:id/trainees': {
    params: IdParamsSchema,
    query: TrainingTraineesQuerySchema,
    responses: { 200: PagedSchema(TrainingTraineeSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Changes a trainee's registration status (a refusal's reason goes into the email). */
  'POST /trainings/:id/update-status': {
    params: IdParamsSchema,
    body: UpdateRegistrationStatusSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** A trainee's reimbursement and accommodation flags (traineeId: their profile). */
  'PATCH /trainings/:id/trainees/:traineeId/reimbursed': {
    params: TrainingTraineeParamsSchema,
    body: TraineeReimbursedSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The trainees of a training as a .xlsx workbook (stagiaires_{id}.xlsx). */
  'GET /trainings/:id/export-attendees': {
    params: IdParamsSchema,
    file: true,
    responses: {
      200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'Classeur .xlsx' }),
      ...ErrorResponses(400, 401, 403, 404),
    },
  },
});

/** The API's French answers about the registrations staff manage. */
export const TRAINEE_MESSAGES = {
  statusSaved: 'Bravo, le statut a bien été modifié',
  saved: "Bravo, l'item a bien été modifié",
  registrationNotFound: 'Inscription introuvable.',
  trainingEnded: 'La formation est terminée : le statut des stagiaires ne peut plus être modifié.',
  trainingCancelled: 'La formation est annulée : le statut des stagiaires ne peut plus être modifié.',
  full: 'La formation est complète : toutes les places sont déjà attribuées, ce stagiaire ne peut pas être validé.',
  reasonRequired: 'Veuillez indiquer le motif du refus.',
  noPreRegistration: 'Vous ne pouvez pas remettre un stagiaire en préinscription.',
  invalid: 'Les données envoyées ne sont pas valides.',
} as const;
