/**
 * Labels of the half-days of the Présences tab. Which half-days a training has (every day from the first
 * to the last in Paris time, no morning on a first day starting at or after 12:00, no afternoon on a last
 * day ending at or before 14:00) is the server's answer, `training.attendance_half_days`: the rule it
 * checks every absence against.
 */
import type { HalfDay } from '@irt/api/contract';
import { HALF_DAY_SPLIT_HOUR, parisWallClock } from '@irt/api/constants';

const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'short', day: '2-digit', month: '2-digit' });

/** "lundi 12 janvier 2026". */
export function dayLabel(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** "lun. 12/01" (the day-jump buttons). */
export function shortDayLabel(date: string): string {
  return shortFormat.format(new Date(`${date}T12:00:00Z`));
}

export const HALF_DAY_LABELS: Record<HalfDay, string> = { morning: 'Matin', afternoon: 'Après-midi' };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Whether a half-day has begun at `now`, in Paris: a morning from midnight, an afternoon from
 * HALF_DAY_SPLIT_HOUR (where the signing of the morning ends), never before the training's own start. The
 * server checks the same.
 */
export function halfDayStarted(training: { start_date: string }, date: string, halfDay: HalfDay, now: Date): boolean {
  const w = parisWallClock(now);
  const nowWall = `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
  const begins = `${date}T${halfDay === 'afternoon' ? `${pad(HALF_DAY_SPLIT_HOUR)}:00:00` : '00:00:00'}`;
  return nowWall >= begins && now.getTime() >= new Date(training.start_date).getTime();
}
