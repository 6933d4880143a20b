/** Convocations, attendance certificates and sheets: downloads (PDF) and emails (spec 001 §2, §7, §8, §9). */
import { Type, type Static } from '@sinclair/typebox';

/** GET /api/certificate/{trainingId}/{registrationId}. */
export const TrainingRegistrationParamsSchema = Type.Object({
  trainingId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  registrationId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });
export type TrainingRegistrationParams = Static<typeof TrainingRegistrationParamsSchema>;

/**
 * GET /api/trainings/{id}/convocation/{registrationId}: under /trainings the training is `id`, as in every
 * /trainings/{id}/… URL (one parameter name per position of the router).
 */
export const TrainingConvocationParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  registrationId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });
export type TrainingConvocationParams = Static<typeof TrainingConvocationParamsSchema>;

/** Documents of a whole training, and the bulk emails. */
export const TrainingIdOnlyParamsSchema = Type.Object({ trainingId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });
export type TrainingIdOnlyParams = Static<typeof TrainingIdOnlyParamsSchema>;

/** Single emails: traineeId is the trainee's registration id. */
export const TrainingTraineeDocumentParamsSchema = Type.Object({
  trainingId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  traineeId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });
export type TrainingTraineeDocumentParams = Static<typeof TrainingTraineeDocumentParamsSchema>;

/** Bulk emails: `registration_ids` are the selected trainees (absent: every validated trainee). */
export const SendDocumentsBodySchema = Type.Object({
  registration_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })),
}, { additionalProperties: false });
export type SendDocumentsBody = Static<typeof SendDocumentsBodySchema>;

/**
 * Answer of the bulk emails: 'Bravo, les emails ont bien été envoyés', the addresses of validated
 * trainees whose email failed, and how many selected registrations were not validated (not named).
 */
export const SendDocumentsResultSchema = Type.Object({
  message: Type.String(),
  /** How many trainees the email was sent to. */
  sent_count: Type.Integer({ minimum: 0 }),
  failed_emails: Type.Array(Type.String()),
  not_validated_count: Type.Integer({ minimum: 0 }),
});
export type SendDocumentsResult = Static<typeof SendDocumentsResultSchema>;
