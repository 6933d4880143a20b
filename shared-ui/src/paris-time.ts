/**
 * The institute's clock. Every date the portal shows or compares is read in Europe/Paris, whatever the
 * zone of the device: a trainee in Guadeloupe or a laptop left on UTC sees the times of the convocation.
 * Built on Intl (no time-zone data and no date library in the bundle: the dashboards' first screen
 * formats dates with this alone; the date pickers bring their own library with them).
 */
import { INSTITUTE_TIME_ZONE, parisWallClock, type WallClockParts } from '@irt/api/constants';

/** The zone is the contract's, which the API reads too. */
export { INSTITUTE_TIME_ZONE };

/** What a date may be given as: an ISO string (with or without a zone), epoch milliseconds, a Date, a picker's value. */
export type DateValue = string | number | Date | { toDate(): Date };

/** What Paris clocks read (month 1–12), and the day of the week: 0 (Sunday) – 6. */
export interface ParisFields extends WallClockParts {
  weekday: number;
}

/** A date without a zone ('2026-03-02', '2026-03-02T09:30'): already a Paris wall-clock time. */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** Fields of a wall-clock time given as numbers, overflow carried (the 30th of February is the 2nd of March). */
function fieldsOf(year: number, month: number, day: number, hour: number, minute: number, second: number): ParisFields {
  const t = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
    weekday: t.getUTCDay(),
  };
}

function instantOf(value: DateValue): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return new Date(value).getTime();
  if (value instanceof Date) return value.getTime();
  return value.toDate().getTime();
}

/**
 * The Paris wall-clock reading of `value`, null for anything unreadable. Instants (ISO with a zone,
 * Date, epoch milliseconds) are converted; zoneless strings are taken as Paris times.
 */
export function parisFields(value: DateValue | null | undefined): ParisFields | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = ZONELESS.exec(value.trim());
    if (match) {
      const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
      return fieldsOf(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
    }
  }
  const instant = instantOf(value);
  if (!Number.isFinite(instant)) return null;
  const w = parisWallClock(instant);
  return fieldsOf(w.year, w.month, w.day, w.hour, w.minute, w.second);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Paris calendar day of `value`, 'YYYY-MM-DD' ('' for an invalid date). */
export function parisDay(value: DateValue | null | undefined): string {
  const f = parisFields(value);
  return f ? `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}` : '';
}

/** Calendar days from one moment to another in Paris (the time of day does not count). */
export function parisCalendarDays(from: DateValue, to: DateValue): number {
  const a = parisFields(from);
  const b = parisFields(to);
  if (!a || !b) return Number.NaN;
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}
