import { parisFields, type DateValue, type ParisFields } from './paris-time';

export const DEFAULT_DATE_PATTERN = 'Do MMM YY - HH:mm';

type DateInput = DateValue | null | undefined;

// The French names and ordinal the portal has always shown (those of dayjs's 'fr' locale).
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MONTHS_SHORT = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const WEEKDAYS_SHORT = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];
const WEEKDAYS_MIN = ['di', 'lu', 'ma', 'me', 'je', 've', 'sa'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** What each token of a pattern writes; longest tokens first, `[…]` is written as is. */
const TOKENS: Record<string, (f: ParisFields) => string> = {
  YYYY: (f) => pad(f.year, 4),
  YY: (f) => pad(f.year % 100),
  MMMM: (f) => MONTHS[f.month - 1],
  MMM: (f) => MONTHS_SHORT[f.month - 1],
  MM: (f) => pad(f.month),
  M: (f) => String(f.month),
  Do: (f) => `${f.day}${f.day === 1 ? 'er' : ''}`,
  DD: (f) => pad(f.day),
  D: (f) => String(f.day),
  dddd: (f) => WEEKDAYS[f.weekday],
  ddd: (f) => WEEKDAYS_SHORT[f.weekday],
  dd: (f) => WEEKDAYS_MIN[f.weekday],
  d: (f) => String(f.weekday),
  HH: (f) => pad(f.hour),
  H: (f) => String(f.hour),
  mm: (f) => pad(f.minute),
  m: (f) => String(f.minute),
  ss: (f) => pad(f.second),
  s: (f) => String(f.second),
};
const TOKEN = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|Do|DD|D|dddd|ddd|dd|d|HH|H|mm|m|ss|s/g;

/**
 * A date in French, at the institute's time (Europe/Paris, whatever the device's zone), with the given
 * pattern ('Do MMMM YYYY [à] HH:mm': the tokens the portal has always used, text in brackets written as
 * is); '' for a missing or invalid date. Zoneless strings ('2026-03-02') are Paris dates.
 */
export function formatDate(value: DateInput, pattern: string = DEFAULT_DATE_PATTERN): string {
  const fields = parisFields(value);
  if (!fields) return '';
  return pattern.replace(TOKEN, (token: string, literal: string | undefined) => (literal !== undefined ? literal : TOKENS[token](fields)));
}

/** A day in full, for example '3 mars 2026', and '1er octobre 2026' for the first of a month. */
export function formatDay(value: DateInput): string {
  return formatDate(value, 'Do MMMM YYYY');
}

/**
 * A period of two dates shown with `show`: 'Du … au …', or 'Le …' when both fall on the same day in
 * Paris (a one-day training is not 'du 11/05/2027 au 11/05/2027').
 */
export function formatPeriod<T extends DateInput>(start: T, end: T, show: (value: T) => string): string {
  const sameDay = formatDate(start, 'YYYY-MM-DD') === formatDate(end, 'YYYY-MM-DD');
  return sameDay ? `Le ${show(start)}` : `Du ${show(start)} au ${show(end)}`;
}

const FRENCH_DAY = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/** A day typed in French: '05/03/2026' → '2026-03-05', or null when it is not a day of the calendar. */
export function parseFrenchDay(text: string): string | null {
  const m = FRENCH_DAY.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The other way: '2026-03-05' → '05/03/2026' ('' for anything else). */
export function frenchDay(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** An amount in euros, for example '1 234,50 €'. Strings from the API (numeric columns) are accepted. */
export function formatEuros(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '';
  return euros.format(amount);
}

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });

/**
 * A percentage given in percent units (33.333 → '33,33 %'), rounded to 2 decimals as the spec asks
 * for the inscription rate.
 */
export function formatPercent(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '';
  const rounded = Math.round(amount * 100) / 100;
  return percent.format(rounded / 100);
}

/** Up to two capital initials of a person's name, for avatars without a picture ('Léa Fischer' → 'LF'). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export { placeWithCity } from '@irt/api/constants';
