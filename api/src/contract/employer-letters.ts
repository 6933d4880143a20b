/**
 * The letters a trainee on a training leave hands their employer: the notice (request for leave or
 * information of the employer, before the notice deadline) and, after the training, the attendance
 * certificate built from the signed half-days. Both are PDFs of one validated registration with a leave.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses, IdParamsSchema, MessageSchema, Nullable } from './common';
import { endpoints } from './endpoint';
import { LeaveKindSchema } from './enrolment';

/** /api/employer-letters/{registrationId}/…: the registration the letters are for. */
export const EmployerLetterParamsSchema = Type.Object({
  registrationId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });
export type EmployerLetterParams = Static<typeof EmployerLetterParamsSchema>;

/** A registration's leave as the letters state it. */
export const EmployerLeaveSchema = Type.Object({
  registration_id: Type.Integer(),
  kind: LeaveKindSchema,
  /** The leave's French name. */
  label: Type.String(),
  /** Days of notice the employer must have (30, or 15 for a short absence of a councillor). */
  notice_days: Type.Integer({ minimum: 0 }),
  /** The last day the employer may receive the notice (Paris date): the first day less the notice days. */
  notice_deadline: Type.String({ format: 'date' }),
  /** The article of the Code du travail setting the notice. */
  notice_article: Type.String(),
  /** The article under which the certificate is handed to the employer. */
  certificate_article: Type.String(),
  /** The training has ended: the attendance certificate for the employer can be downloaded. */
  certificate_available: Type.Boolean(),
});
export type EmployerLeave = Static<typeof EmployerLeaveSchema>;

/** GET /api/employer-letters/{registrationId}: the leave of the registration, or null when it has none. */
export const EmployerLetterSummarySchema = Type.Object({
  leave: Nullable(EmployerLeaveSchema),
});
export type EmployerLetterSummary = Static<typeof EmployerLetterSummarySchema>;

/** One trainee of a training with a leave (the staff's list of employer letters). */
export const TrainingEmployerLetterSchema = Type.Object({
  ...EmployerLeaveSchema.properties,
  /** The trainee's name. */
  name: Type.String(),
});
export type TrainingEmployerLetter = Static<typeof TrainingEmployerLetterSchema>;

const PdfSchema = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'Document PDF' });
const pdfResponses = { 200: PdfSchema, ...ErrorResponses(400, 401, 403, 404, 422) };

export const employerLetterEndpoints = endpoints({
  /** The leave of a validated registration (null without one), for the trainee's 'Congé de formation' block. */
  'GET /employer-letters/:registrationId': {
    params: EmployerLetterParamsSchema,
    responses: { 200: EmployerLetterSummarySchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The notice to the employer (request for leave or information), PDF. */
  'GET /employer-letters/:registrationId/notice': { params: EmployerLetterParamsSchema, file: true, responses: pdfResponses },
  /** Emails the notice to the trainee (PDF attached). */
  'POST /employer-letters/:registrationId/notice/email': {
    params: EmployerLetterParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The attendance certificate for the employer (present half-days and hours), PDF; once the training has ended. */
  'GET /employer-letters/:registrationId/certificate': { params: EmployerLetterParamsSchema, file: true, responses: pdfResponses },
  /** The validated trainees of a training who come on a leave, with their letters' facts (staff). */
  'GET /trainings/:id/employer-letters': {
    params: IdParamsSchema,
    responses: { 200: Type.Array(TrainingEmployerLetterSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
});

/** The API's French answers about the letters to the employer. */
export const EMPLOYER_LETTER_MESSAGES = {
  registrationNotFound: 'Inscription introuvable.',
  forbidden: "Vous n'avez pas accès à ce document.",
  notValidated: 'Les courriers pour l’employeur sont établis pour une inscription validée.',
  noLeave: 'Cette inscription n’est pas faite au titre d’un congé de formation.',
  cancelled: 'La formation est annulée : aucun courrier ne peut être émis.',
  certificateNotYet: 'L’attestation pour l’employeur sera disponible à la fin de la formation.',
  sent: 'Le courrier pour votre employeur vous a été envoyé par courriel.',
} as const;
