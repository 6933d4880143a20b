/** Convocations, attendance certificates and sheets: downloads (PDF) and emails. */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses, IdParamsSchema, MessageSchema } from './common';
import { endpoints } from './endpoint';

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
  registration_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 1000 })),
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

/* ---------- Endpoints ---------- */

/** The answer of a download: the PDF itself. */
const PdfSchema = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'Document PDF' });
const pdfResponses = { 200: PdfSchema, ...ErrorResponses(400, 401, 403, 404, 422) };

/** The bulk emails: to the selected trainees, or to every validated one. */
const sendMany = {
  params: TrainingIdOnlyParamsSchema,
  body: Type.Optional(SendDocumentsBodySchema),
  responses: { 200: SendDocumentsResultSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
};
/** One trainee's email (traineeId: their registration). */
const sendOne = {
  params: TrainingTraineeDocumentParamsSchema,
  responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
};

export const trainingDocumentEndpoints = endpoints({
  /** One trainee's convocation (PDF). */
  'GET /trainings/:id/convocation/:registrationId': { params: TrainingConvocationParamsSchema, file: true, responses: pdfResponses },
  /** One trainee's attendance certificate (PDF; training to close, attendance done). */
  'GET /certificate/:trainingId/:registrationId': { params: TrainingRegistrationParamsSchema, file: true, responses: pdfResponses },
  /** Every validated trainee's convocation in one PDF. */
  'GET /trainings/:id/convocations': { params: IdParamsSchema, file: true, responses: pdfResponses },
  /** Every validated trainee's attendance certificate in one PDF. */
  'GET /certificate/:trainingId': { params: TrainingIdOnlyParamsSchema, file: true, responses: pdfResponses },
  /** The attendance sheet: a row per validated trainee, a box per half-day (PDF). */
  'GET /generate-attendance-sheet/:trainingId': { params: TrainingIdOnlyParamsSchema, file: true, responses: pdfResponses },
  /** Emails the convocation (PDF attached). */
  'POST /send-convocations/:trainingId': sendMany,
  /** Emails the attendance certificate (PDF attached). */
  'POST /send-certificates-email/:trainingId': sendMany,
  /** Emails one trainee their convocation. */
  'POST /send-convocation/:trainingId/:traineeId': sendOne,
  /** Emails one trainee their attendance certificate. */
  'POST /send-certificate-email/:trainingId/:traineeId': sendOne,
});

/** The API's French answers about convocations, certificates and their emails. */
export const DOCUMENT_MESSAGES = {
  certificateUnavailable: "L'attestation de présence n'est pas éditable",
  notValidated: 'Seul un stagiaire validé reçoit une convocation ou une attestation.',
  cancelled: 'La formation est annulée : aucun document ne peut être émis.',
  registrationNotFound: 'Inscription introuvable.',
  noTrainee: 'Aucun stagiaire validé pour cette formation.',
  noSelection: "Aucun stagiaire sélectionné pour l'envoi.",
  sentMany: 'Bravo, les emails ont bien été envoyés',
  sentOne: "Bravo, l'email a bien été envoyé",
  forbidden: "Vous n'avez pas accès à ce document.",
} as const;
