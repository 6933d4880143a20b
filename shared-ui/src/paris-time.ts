/**
 * The institute's clock. Every date the portal shows or compares is read in Europe/Paris, whatever the
 * zone of the device: a trainee in Guadeloupe or a laptop left on UTC sees the times of the convocation.
 * Built on Intl (no time-zone data in the bundle).
 */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import { INSTITUTE_TIME_ZONE, parisWallClock } from '@irt/api/constants';

/** The zone is the contract's, which the API reads too. */
export { INSTITUTE_TIME_ZONE };

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
  const w = parisWallClock(instant.toDate());
  return dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
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
