/**
 * When each half-day of a training can be signed (Paris time): the morning until 13:00, the afternoon
 * from 13:00, a day with one half-day left (the 12:00 and 14:00 cut-offs) the whole day; always within
 * the training's own start and end.
 */
import type { HalfDay } from '../../contract/absences';
import { HALF_DAY_SPLIT_HOUR } from '../../contract/constants/limits';
import { halfDaySlots } from '../../lib/half-days';
import { addDays, parisDateTime } from '../../lib/paris-time';

export interface HalfDayWindow {
  date: string;
  halfDay: HalfDay;
  startsAt: Date;
  endsAt: Date;
}

export function halfDayWindows(start: Date, end: Date): HalfDayWindow[] {
  const slots = halfDaySlots(start, end);
  return slots.map((slot) => {
    const both = slots.filter((s) => s.date === slot.date).length === 2;
    const dayStart = parisDateTime(slot.date, 0);
    const split = parisDateTime(slot.date, HALF_DAY_SPLIT_HOUR);
    const dayEnd = parisDateTime(addDays(slot.date, 1), 0);
    const from = slot.halfDay === 'afternoon' && both ? split : dayStart;
    const to = slot.halfDay === 'morning' && both ? split : dayEnd;
    return {
      date: slot.date,
      halfDay: slot.halfDay,
      startsAt: new Date(Math.max(from.getTime(), start.getTime())),
      endsAt: new Date(Math.min(to.getTime(), end.getTime())),
    };
  });
}

export const isDuring = (w: HalfDayWindow, now: Date) => now >= w.startsAt && now < w.endsAt;

/** The half-day being held at `now`, if any. */
export function currentHalfDay(start: Date, end: Date, now: Date): HalfDayWindow | undefined {
  return halfDayWindows(start, end).find((w) => isDuring(w, now));
}

/** The window of a named half-day of the training, if it is one. */
export function windowOf(start: Date, end: Date, date: string, halfDay: HalfDay): HalfDayWindow | undefined {
  return halfDayWindows(start, end).find((w) => w.date === date && w.halfDay === halfDay);
}
