/**
 * The half-days of a training, on the institute's clock: every day from the first to the last, less the
 * morning of a first day starting at or after 12:00 and the afternoon of a last day ending at or before
 * 14:00 (Paris time). One rule for the Présences tab (the detail answer lists them), the absences the
 * API accepts and the printed attendance sheet and certificates.
 */
import type { HalfDay } from '../contract/absences';
import { AFTERNOON_CUTOFF_HOUR, MORNING_CUTOFF_HOUR } from '../contract/constants/limits';
import { addDays, parisDay } from './paris-time';
import { parisWallClock } from '../contract/constants/institute';

export interface HalfDaySlot {
  /** Paris calendar date, "2026-01-12". */
  date: string;
  halfDay: HalfDay;
}

/** Bounded so that a wrong end date (years later) cannot make thousands of half-days. */
const MAX_DAYS = 366;

const minutesOfDay = (instant: Date) => {
  const w = parisWallClock(instant);
  return w.hour * 60 + w.minute;
};

/** Morning and afternoon of each day of the training, in order, less the cut-offs above. */
export function halfDaySlots(start: Date | string, end: Date | string): HalfDaySlot[] {
  const startAt = new Date(start);
  const endAt = new Date(end);
  if (Number.isNaN(startAt.getTime()) || Number.isNaN(endAt.getTime())) throw new Error(`Dates invalides : ${String(start)}, ${String(end)}`);
  const first = parisDay(startAt);
  const last = parisDay(endAt);
  const startsAfterMorning = minutesOfDay(startAt) >= MORNING_CUTOFF_HOUR * 60;
  const endsBeforeAfternoon = minutesOfDay(endAt) <= AFTERNOON_CUTOFF_HOUR * 60;
  const slots: HalfDaySlot[] = [];
  for (let date = first, n = 0; date <= last && n < MAX_DAYS; date = addDays(date, 1), n += 1) {
    if (!(date === first && startsAfterMorning)) slots.push({ date, halfDay: 'morning' });
    if (!(date === last && endsBeforeAfternoon)) slots.push({ date, halfDay: 'afternoon' });
  }
  return slots;
}

/** The same half-days grouped by day (a day keeps at least one of them). */
export function halfDaysByDay(start: Date | string, end: Date | string): { date: string; half_days: HalfDay[] }[] {
  const days: { date: string; half_days: HalfDay[] }[] = [];
  for (const slot of halfDaySlots(start, end)) {
    const day = days.at(-1);
    if (day?.date === slot.date) day.half_days.push(slot.halfDay);
    else days.push({ date: slot.date, half_days: [slot.halfDay] });
  }
  return days;
}
