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

/**
 * What Paris clocks read at an instant. Intl knows the daylight-saving rules, so neither the host's zone
 * nor any zone data in a bundle matters. The formatter is built at the first call: importing a constant
 * of this slice costs nothing.
 */
export function parisWallClock(instant: Date | number): WallClockParts {
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

/** The Paris calendar date ('YYYY-MM-DD') of an instant. */
export function parisDateOf(instant: Date | number): string {
  const w = parisWallClock(instant);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}
