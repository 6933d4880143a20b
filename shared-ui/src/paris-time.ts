/**
 * The institute's clock. Every date the portal shows or compares is read in Europe/Paris, whatever the
 * zone of the device: a trainee in Guadeloupe or a laptop left on UTC sees the times of the convocation.
 * Built on Intl (no time-zone data in the bundle).
 */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';

export const INSTITUTE_TIME_ZONE = 'Europe/Paris';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: INSTITUTE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A date without a zone ('2026-03-02', '2026-03-02T09:30'): already a Paris wall-clock time. */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * The Paris wall-clock time of `value` as a dayjs whose fields (year … second) read as in Paris: for
 * formatting and calendar-day arithmetic, not as an instant. Instants (ISO with a zone, Date, epoch
 * milliseconds, dayjs) are converted; zoneless strings are taken as Paris times. Invalid dayjs for
 * anything unreadable.
 */
export function parisDayjs(value: ConfigType): Dayjs {
  if (typeof value === 'string') {
    const match = ZONELESS.exec(value.trim());
    if (match) {
      const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
      return dayjs(new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
    }
  }
  const instant = dayjs(value);
  if (!instant.isValid()) return instant;
  const parts = Object.fromEntries(partsFormat.formatToParts(instant.toDate()).map((p) => [p.type, p.value]));
  return dayjs(
    new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)),
  );
}

/** The Paris calendar day of `value`, 'YYYY-MM-DD' ('' for an invalid date). */
export function parisDay(value: ConfigType): string {
  const date = parisDayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '';
}

/** Calendar days from one moment to another in Paris (the time of day does not count). */
export function parisCalendarDays(from: ConfigType, to: ConfigType): number {
  return parisDayjs(to).startOf('day').diff(parisDayjs(from).startOf('day'), 'day');
}
