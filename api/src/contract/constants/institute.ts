/**
 * The institute itself: its name, addresses and clock, read by the screens and printed by the API's
 * documents. Plain data and one Intl-based function, so this file imports nothing.
 */

/** The institute's name, as the public pages and every document header write it. */
export const INSTITUTE_NAME = 'Institut Régional du Travail';

/** Contact and data-protection requests (the legal pages), given to whoever needs to ask the institute. */
export const INSTITUTE_CONTACT_EMAIL = 'contact@irt-demo.fr';

/** Postal address printed under the name in every document header (a demo address). */
export const INSTITUTE_POSTAL_ADDRESS = '39 avenue de la Forêt-Noire – 67000 Strasbourg';

/** The city of "Fait à …, le …" on the documents. */
export const INSTITUTE_CITY = 'Strasbourg';

/**
 * The institute's time zone: every date the portal shows, compares or prints is a wall-clock time of
 * Paris (UTC+1 in winter, UTC+2 in summer), whatever the zone of the server or of the device.
 */
export const INSTITUTE_TIME_ZONE = 'Europe/Paris';

/** A wall-clock reading: calendar date and time of day, without a zone (month 1 to 12, hour 0 to 23). */
export interface WallClockParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let partsFormat: Intl.DateTimeFormat | undefined; // per-copy cache: each copy builds the same formatter

/** What Intl reads on Paris clocks at an instant (whole seconds). */
function intlWallClock(instant: number): WallClockParts {
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: INSTITUTE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

const HOUR_MS = 3_600_000;
/** Paris's offset from UTC (ms) for each UTC hour already read, or null for an hour holding a change. */
const offsetOfHour = new Map<number, number | null>();
const OFFSETS_KEPT = 100_000;

/** A wall-clock reading minus the instant read (ms): the zone's offset from UTC then. */
function offsetOf(w: WallClockParts, instant: number): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

function intlOffset(instant: number): number {
  return offsetOf(intlWallClock(instant), instant);
}

/**
 * Paris's offset for an UTC hour: Intl is asked at its first and last millisecond, and the offset is kept
 * when both agree (the clock changes on whole UTC hours, so nearly every hour agrees); null otherwise.
 */
function hourOffset(hour: number): number | null {
  let offset = offsetOfHour.get(hour);
  if (offset !== undefined) return offset;
  const first = intlOffset(hour * HOUR_MS);
  offset = first === intlOffset(hour * HOUR_MS + HOUR_MS - 1) ? first : null;
  if (offsetOfHour.size >= OFFSETS_KEPT) offsetOfHour.clear();
  offsetOfHour.set(hour, offset);
  return offset;
}

/**
 * What Paris clocks read at an instant. Intl knows the daylight-saving rules, so neither the host's zone
 * nor any zone data in a bundle matters. Intl is slow (a list of a thousand dates would spend most of its
 * time there), so it gives the offset of each UTC hour once; the reading is the instant shifted by it.
 * The formatter is built at the first call: importing a constant of this slice costs nothing.
 */
export function parisWallClock(instant: Date | number): WallClockParts {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const offset = Number.isFinite(time) ? hourOffset(Math.floor(time / HOUR_MS)) : null;
  if (offset === null) return intlWallClock(time);
  const shifted = new Date(time + offset);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** Paris time minus UTC at an instant, in milliseconds (one or two hours). */
export function parisOffsetMs(instant: number): number {
  return offsetOf(parisWallClock(instant), instant);
}

/** The Paris calendar date ('YYYY-MM-DD') of an instant. */
export function parisDateOf(instant: Date | number): string {
  const w = parisWallClock(instant);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}
