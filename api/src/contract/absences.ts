/** Absences of trainees, entered per half-day in the 'Présences' tab. */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses, IdParamsSchema, Literals, MessageSchema } from './common';
import { endpoints } from './endpoint';
export { MORNING_CUTOFF_HOUR, AFTERNOON_CUTOFF_HOUR } from './constants/limits';

export const HALF_DAYS = ['morning', 'afternoon'] as const;

/** Once the attendance is marked done, neither absences nor the staff's marks change. */
export const ATTENDANCE_DONE_MESSAGE = 'Les présences de cette formation sont marquées comme saisies : elles ne sont plus modifiables.';
/** An absence or a staff mark on a date and half-day the training does not cover. */
export const NOT_A_HALF_DAY_MESSAGE = 'Cette demi-journée ne fait pas partie de la formation.';
export const HalfDaySchema = Literals(HALF_DAYS);
export type HalfDay = Static<typeof HalfDaySchema>;

export const AbsenceSchema = Type.Object({
  id: Type.Integer(),
  profile_id: Type.Integer(),
  training_id: Type.Integer(),
  /** YYYY-MM-DD. */
  absence_date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  half_day: HalfDaySchema,
});
export type Absence = Static<typeof AbsenceSchema>;

/** POST /api/absences: `absence_date` is a date (YYYY-MM-DD) or a date-time whose date is kept. */
export const AbsencePayloadSchema = Type.Object({
  profile_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  training_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  absence_date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}', maxLength: 40 }),
  half_day: HalfDaySchema,
}, { additionalProperties: false });
export type AbsencePayload = Static<typeof AbsencePayloadSchema>;

/* ---------- Endpoints ---------- */

export const absenceEndpoints = endpoints({
  /** The absences of a training's trainees, per half-day (the id is the training's). */
  'GET /absences/by-training/:id': {
    params: IdParamsSchema,
    responses: { 200: Type.Array(AbsenceSchema), ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Records a trainee's absence for a half-day (200 when it was recorded already, 201 when new). */
  'POST /absences': {
    body: AbsencePayloadSchema,
    responses: { 200: AbsenceSchema, 201: AbsenceSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  'DELETE /absences/:id': {
    params: IdParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
});

/** The API's French answers about absences. */
export const ABSENCE_MESSAGES = {
  notEnded: "La formation n'est pas terminée.",
  wrongStatus: 'Le statut de la formation ne permet pas de saisir les absences.',
  done: ATTENDANCE_DONE_MESSAGE,
  notAttending: 'Ce stagiaire ne participe pas à la formation.',
  notAHalfDay: NOT_A_HALF_DAY_MESSAGE,
  invalid: 'Les données envoyées ne sont pas valides.',
  notFound: 'Absence introuvable.',
  deleted: 'Absence supprimée.',
} as const;
