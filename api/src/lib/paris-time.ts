/**
 * Wall-clock times of the institute (Europe/Paris), whatever the server's own time zone: '09:00' means
 * 09:00 in Paris, summer (UTC+2) or winter (UTC+1). Built with Intl, which knows the DST rules.
 */
export const INSTITUTE_TIME_ZONE = 'Europe/Paris';

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: INSTITUTE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Paris calendar date and time of an instant. */
function wallClockOf(date: Date): WallClock {
  const parts = Object.fromEntries(PARTS.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** Paris time minus UTC at that instant, in milliseconds (one or two hours). */
function offsetAt(instant: number): number {
  const w = wallClockOf(new Date(instant));
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant when Paris clocks read this date ('YYYY-MM-DD') and time. */
export function parisDateTime(day: string, hour: number, minute = 0): Date {
  const [year, month, date] = day.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // The offset of the wall-clock time itself: checked again at the instant found, for the DST days.
  let instant = asUtc - offsetAt(asUtc);
  const corrected = asUtc - offsetAt(instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The Paris calendar date ('YYYY-MM-DD') of an instant. */
export function parisDay(date: Date): string {
  const w = wallClockOf(date);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** A calendar date ('YYYY-MM-DD') so many days later (earlier when negative). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The same Paris wall-clock time, so many calendar days later (across a DST change too). */
export function shiftParisDays(date: Date, days: number): Date {
  const w = wallClockOf(date);
  return parisDateTime(addDays(parisDay(date), days), w.hour, w.minute);
}
