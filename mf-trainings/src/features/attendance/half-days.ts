/**
 * The half-days of a training (spec 001 §2 'Présences', §9): every day from the first to the last, in the
 * institute's time zone; no morning on the first day when it starts at or after 12:00, no afternoon on
 * the last day when it ends at or before 14:00 (the server applies the same rule to the absences).
 */
import type { HalfDay } from '@irt/api/contract';
import { parisDayjs } from '@irt/shared-ui/paris-time';

const MORNING_CUTOFF_MINUTES = 12 * 60;
const AFTERNOON_CUTOFF_MINUTES = 14 * 60;

export interface TrainingDay {
  /** YYYY-MM-DD. */
  date: string;
  halfDays: HalfDay[];
}

function localParts(iso: string): { date: string; minutes: number } {
  const paris = parisDayjs(iso);
  return { date: paris.format('YYYY-MM-DD'), minutes: paris.hour() * 60 + paris.minute() };
}

function nextDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function trainingDays(startDate: string, endDate: string): TrainingDay[] {
  const start = localParts(startDate);
  const end = localParts(endDate);
  const days: TrainingDay[] = [];
  // Bounded: a wrong end date years later cannot make thousands of tables.
  for (let date = start.date, n = 0; date <= end.date && n < 366; date = nextDay(date), n += 1) {
    const halfDays: HalfDay[] = [];
    if (!(date === start.date && start.minutes >= MORNING_CUTOFF_MINUTES)) halfDays.push('morning');
    if (!(date === end.date && end.minutes <= AFTERNOON_CUTOFF_MINUTES)) halfDays.push('afternoon');
    if (halfDays.length > 0) days.push({ date, halfDays });
  }
  return days;
}

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
