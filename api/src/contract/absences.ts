/** Absences of trainees, entered per half-day in the 'Présences' tab (spec 001 §2, §4, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { Literals } from './common';
export { MORNING_CUTOFF_HOUR, AFTERNOON_CUTOFF_HOUR } from './constants/limits';

export const HALF_DAYS = ['morning', 'afternoon'] as const;
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
