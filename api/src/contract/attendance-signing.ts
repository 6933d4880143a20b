/**
 * Electronic attendance signing ('Émargement'): during a half-day the training's teacher shows a QR code
 * that changes every 30 seconds; validated trainees scan it and sign with a finger; the teacher signs the
 * half-day too, which closes it. A distance training ('En visio') gives its trainees a link valid during
 * the half-day only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, IdParamsSchema, Literals, MessageSchema, Nullable } from './common';
import { endpoints } from './endpoint';
import { HalfDaySchema } from './absences';
import { MARK_REASON_MAX_LENGTH } from './constants/limits';

/** Seconds during which a QR code is shown before the next one (the previous one is still accepted). */
export const SIGNING_ROTATION_SECONDS = 30;
/** The largest signature image the API keeps (bytes of PNG). */
export const SIGNATURE_MAX_BYTES = 150_000;

/** `q.<training>.<date>.<m|a>.<window>.<mac>` (QR code) or `v.<training>.<date>.<m|a>.<mac>` (visio link). */
export const SIGNING_TOKEN_PATTERN = '^(q\\.[0-9]{1,10}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}\\.[ma]\\.[0-9]{1,12}|v\\.[0-9]{1,10}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}\\.[ma])\\.[A-Za-z0-9_-]{22}$';

export const SigningTokenParamsSchema = Type.Object(
  { token: Type.String({ pattern: SIGNING_TOKEN_PATTERN, maxLength: 80, description: 'Jeton d’émargement' }) },
  { additionalProperties: false },
);

export const SIGNING_MESSAGES = {
  invalidToken: 'Ce code d’émargement n’est pas valide.',
  expiredToken: 'Ce code d’émargement a expiré : scannez le nouveau code affiché par votre formateur.',
  notDuringHalfDay: 'La demi-journée n’est pas en cours : on ne signe que pendant la demi-journée.',
  noHalfDay: 'Aucune demi-journée de cette formation n’est en cours.',
  wrongStatus: 'Le statut de la formation ne permet pas l’émargement.',
  notValidated: 'Vous n’êtes pas stagiaire validé·e de cette formation.',
  traineeNotValidated: 'Ce stagiaire n’est pas validé pour cette formation.',
  notTeacher: 'Seuls les intervenants et responsables pédagogiques de la formation signent en tant que formateur.',
  closed: 'Cette demi-journée est close : les signatures ne sont plus modifiables.',
  alreadySigned: 'Cette demi-journée est déjà signée.',
  badImage: 'La signature doit être une image PNG de moins de 150 Ko.',
  emptyImage: 'Veuillez signer dans le cadre avant de valider.',
  markRemoved: 'La présence marquée par l’équipe a été retirée.',
  markSigned: 'Ce stagiaire a signé cette demi-journée : sa signature fait foi.',
  markAbsent: 'Ce stagiaire est marqué absent sur cette demi-journée : retirez d’abord l’absence.',
  markNotStarted: 'Cette demi-journée n’a pas encore commencé.',
  markExists: 'Cette demi-journée est déjà marquée pour ce stagiaire.',
  markReasonRequired: 'Veuillez indiquer le motif.',
  markNotFound: 'Présence marquée introuvable.',
} as const;

/** A PNG data URL (`data:image/png;base64,…`), as a signature pad gives it. */
export const SignatureImageSchema = Type.String({
  pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$',
  maxLength: 210_000,
  description: 'Image PNG de la signature (data URL)',
});

export const SignaturePayloadSchema = Type.Object({ signature: SignatureImageSchema }, { additionalProperties: false });
export type SignaturePayload = Static<typeof SignaturePayloadSchema>;

/** The teacher's device handed round: a trainee picks their name and signs. */
export const DeviceSignaturePayloadSchema = Type.Object(
  { profile_id: Type.Integer({ minimum: 1, maximum: 2147483647 }), signature: SignatureImageSchema },
  { additionalProperties: false },
);
export type DeviceSignaturePayload = Static<typeof DeviceSignaturePayloadSchema>;

export const SigningHalfDaySchema = Type.Object({
  /** Paris calendar date, YYYY-MM-DD. */
  date: Type.String(),
  half_day: HalfDaySchema,
  starts_at: DateTimeSchema,
  ends_at: DateTimeSchema,
});
export type SigningHalfDay = Static<typeof SigningHalfDaySchema>;

export const SIGNATURE_METHODS = ['qr', 'lien', 'appareil'] as const;

/** A recorded signature, as the staff screens list it (never the image). */
export const SignatureRecordSchema = Type.Object({
  profile_id: Type.Integer(),
  signer: Type.Union([Type.Literal('stagiaire'), Type.Literal('formateur')]),
  date: Type.String(),
  half_day: HalfDaySchema,
  signed_at: DateTimeSchema,
  method: Literals(SIGNATURE_METHODS),
});
export type SignatureRecord = Static<typeof SignatureRecordSchema>;

/** The teacher's 'Émargement' screen: the half-day in progress, its QR token, who has signed. */
export const SigningSheetSchema = Type.Object({
  training: Type.Object({ id: Type.Integer(), title: Type.String(), start_date: DateTimeSchema, is_visio: Type.Boolean() }),
  half_day: Nullable(SigningHalfDaySchema),
  closed: Type.Boolean(),
  /**
   * The QR code's token (null when no half-day is open). Not named `token`: a `token` field of any
   * answer is the session token the client keeps.
   */
  qr_token: Nullable(Type.String()),
  qr_expires_at: Nullable(DateTimeSchema),
  /** Distance training: the token of the link valid during the half-day. */
  link_token: Nullable(Type.String()),
  trainees: Type.Array(Type.Object({ profile_id: Type.Integer(), name: Type.String(), signed_at: Nullable(DateTimeSchema) })),
  trainer: Type.Object({ can_sign: Type.Boolean(), signed_at: Nullable(DateTimeSchema), name: Nullable(Type.String()) }),
});
export type SigningSheet = Static<typeof SigningSheetSchema>;

/** What a trainee sees after scanning: the training, the half-day, whether they signed. */
export const SigningTicketSchema = Type.Object({
  training: Type.Object({ id: Type.Integer(), title: Type.String() }),
  half_day: SigningHalfDaySchema,
  signed_at: Nullable(DateTimeSchema),
});
export type SigningTicket = Static<typeof SigningTicketSchema>;

export const SignatureReceiptSchema = Type.Object({ message: Type.String(), signed_at: DateTimeSchema });
export type SignatureReceipt = Static<typeof SignatureReceiptSchema>;

/** A half-day marked present by the staff, with its reason (instead of a signature). */
export const AttendanceMarkSchema = Type.Object({
  id: Type.Integer(),
  profile_id: Type.Integer(),
  date: Type.String(),
  half_day: HalfDaySchema,
  reason: Type.String(),
  marked_by: Nullable(Type.String()),
  marked_at: DateTimeSchema,
});
export type AttendanceMark = Static<typeof AttendanceMarkSchema>;

export const AttendanceMarkPayloadSchema = Type.Object(
  {
    profile_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
    half_day: HalfDaySchema,
    reason: Type.String({ maxLength: MARK_REASON_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type AttendanceMarkPayload = Static<typeof AttendanceMarkPayloadSchema>;

export const attendanceSigningEndpoints = endpoints({
  /** The 'Émargement' screen of a training's teacher (the QR token is issued here, without a write). */
  'GET /trainings/:id/signing': {
    params: IdParamsSchema,
    responses: { 200: SigningSheetSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The signatures of a training (Présences tab). */
  'GET /trainings/:id/signatures': {
    params: IdParamsSchema,
    responses: { 200: Type.Array(SignatureRecordSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
  /** A trainee signs on the teacher's device. */
  'POST /trainings/:id/signatures/trainee': {
    params: IdParamsSchema,
    body: DeviceSignaturePayloadSchema,
    responses: { 201: SignatureReceiptSchema, ...ErrorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
  },
  /** The teacher signs the half-day, which closes it. */
  'POST /trainings/:id/signatures/trainer': {
    params: IdParamsSchema,
    body: SignaturePayloadSchema,
    responses: { 201: SignatureReceiptSchema, ...ErrorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
  },
  /** A trainee's view of a scanned code or a visio link. */
  'GET /signing/:token': {
    params: SigningTokenParamsSchema,
    responses: { 200: SigningTicketSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
  /** A trainee signs with their own phone. */
  'POST /signing/:token': {
    params: SigningTokenParamsSchema,
    body: SignaturePayloadSchema,
    responses: { 201: SignatureReceiptSchema, ...ErrorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
  },
  /** The half-days marked present by the staff (Présences tab). */
  'GET /trainings/:id/attendance-marks': {
    params: IdParamsSchema,
    responses: { 200: Type.Array(AttendanceMarkSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Marks a trainee present on a half-day they did not sign, with the reason. */
  'POST /trainings/:id/attendance-marks': {
    params: IdParamsSchema,
    body: AttendanceMarkPayloadSchema,
    responses: { 201: AttendanceMarkSchema, ...ErrorResponses(400, 401, 403, 404, 409, 422) },
  },
  /** Removes a presence marked by the staff. */
  'DELETE /attendance-marks/:id': {
    params: IdParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
});
