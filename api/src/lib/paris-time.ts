/**
 * Wall-clock times of the institute (Europe/Paris), whatever the server's own time zone: '09:00' means
 * 09:00 in Paris, summer (UTC+2) or winter (UTC+1). The zone and its wall clock are the contract's
 * (`contract/constants/institute.ts`), which the screens read too.
 */
import { INSTITUTE_TIME_ZONE, parisDateOf, parisOffsetMs, parisWallClock } from '../contract/constants/institute';

export { INSTITUTE_TIME_ZONE };

/** The instant when Paris clocks read this date ('YYYY-MM-DD') and time. */
export function parisDateTime(day: string, hour: number, minute = 0): Date {
  const [year, month, date] = day.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // The offset of the wall-clock time itself: checked again at the instant found, for the DST days.
  let instant = asUtc - parisOffsetMs(asUtc);
  const corrected = asUtc - parisOffsetMs(instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The Paris calendar date ('YYYY-MM-DD') of an instant. */
export function parisDay(date: Date): string {
  return parisDateOf(date);
}

/** A calendar date ('YYYY-MM-DD') so many days later (earlier when negative). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Calendar days from one date ('YYYY-MM-DD') to another: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The same Paris wall-clock time, so many calendar days later (across a DST change too). */
export function shiftParisDays(date: Date, days: number): Date {
  const w = parisWallClock(date);
  return parisDateTime(addDays(parisDay(date), days), w.hour, w.minute);
}

/**
 * Days from 1970-01-01 to the Paris calendar date of an instant: the key of the counts the database
 * keeps by day (its SQL function `paris_day`, migration 0036).
 */
export function parisDayNumber(date: Date): number {
  return daysBetween('1970-01-01', parisDay(date));
}

/** Whether an instant is midnight on Paris clocks (the start of a Paris day). */
export function isParisMidnight(date: Date): boolean {
  return parisDateTime(parisDay(date), 0).getTime() === date.getTime();
}
