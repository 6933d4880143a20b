/** French wording of dates, times, places and names for the training documents. */
import { parisWallClock, type WallClockParts } from '../../../contract/constants/institute';
import type { DateInput, HalfDay, TrainingDocInfo } from './types';

export { halfDaySlots, type HalfDaySlot } from '../../../lib/half-days';

const toDate = (d: DateInput): Date => (d instanceof Date ? d : new Date(d));

/** Trainings take place in France: documents show the institute's wall-clock time whatever the server's zone. */
export function localParts(d: DateInput): WallClockParts {
  const date = toDate(d);
  if (Number.isNaN(date.getTime())) throw new Error(`Date invalide : ${String(d)}`);
  return parisWallClock(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-01-12" (local date). */
export function isoDate(d: DateInput): string {
  const p = localParts(d);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** A civil date at noon UTC: formatting it in UTC can never move it to another day. */
const civil = (iso: string) => new Date(`${iso}T12:00:00Z`);

const longDateFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "lundi 12 janvier 2026"; the first of the month is written "1er" as French usage wants. */
export function frenchLongDate(d: DateInput): string {
  return longDateFormat
    .formatToParts(civil(isoDate(d)))
    .map((p) => (p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('');
}

/** "du lundi 12 janvier 2026 au mercredi 14 janvier 2026", or "le lundi 12 janvier 2026" for one day. */
export function frenchDateRange(start: DateInput, end: DateInput): string {
  if (isoDate(start) === isoDate(end)) return `le ${frenchLongDate(start)}`;
  return `du ${frenchLongDate(start)} au ${frenchLongDate(end)}`;
}

/** "9 h 00". */
export function frenchTime(d: DateInput): string {
  const p = localParts(d);
  return `${p.hour} h ${pad(p.minute)}`;
}

/** "de 9 h 00 à 17 h 00": the start time of the first day and the end time of the last day. */
export function frenchTimeRange(start: DateInput, end: DateInput): string {
  return `de ${frenchTime(start)} à ${frenchTime(end)}`;
}

/** Lines describing where the training happens: the place, or "Distanciel" and its link. */
export function placeLines(training: TrainingDocInfo): string[] {
  if (training.isVisio) {
    return [
      'Distanciel',
      training.visioLink
        ? `Lien de connexion : ${training.visioLink}`
        : 'Le lien de connexion vous sera communiqué avant le début de la formation.',
    ];
  }
  const place = training.place;
  if (!place) return ['Lieu communiqué ultérieurement'];
  const cityLine = [place.zipCode, place.city].filter(Boolean).join(' ');
  return [place.name, place.address ?? '', cityLine].filter((l) => l.trim() !== '');
}

const shortDayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'short' });

/** "lun. 12/01" (column heading of the attendance sheet). */
export function shortDayLabel(isoDay: string): string {
  return `${shortDayFormat.format(civil(isoDay))} ${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}`;
}

export const HALF_DAY_LABELS: Record<HalfDay, string> = { morning: 'Matin', afternoon: 'Après-midi' };

/** "jean-dupont": accents dropped, lowercase, anything else than letters and digits becomes one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/* ---------- Text the standard PDF fonts can show ---------- */

// Characters of WinAnsiEncoding (Windows-1252) beyond Latin-1, which the standard fonts draw.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space (French number and date formatting)
  '\u2009': ' ',
  '\u2007': '\u00a0',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2212': '-',
  '\u2032': '’',
  '\u2033': '”',
  '\u2039': '‹',
  '\u00ad': '',
  '\u200b': '',
  '\u2022': '•',
};

const encodable = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/**
 * The standard PDF fonts (Helvetica) only hold the WinAnsi characters: French letters, œ, ’, €
 * are in it; others are replaced by their letter without accent (Ć → C), or by "?" as a last resort,
 * instead of the invisible or wrong glyph pdfkit would draw.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    if (encodable(ch)) {
      out += ch;
      continue;
    }
    if (ch in REPLACEMENTS) {
      out += REPLACEMENTS[ch];
      continue;
    }
    if (ch === '\n' || ch === '\t') {
      out += ch === '\t' ? ' ' : ch;
      continue;
    }
    const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += bare !== '' && [...bare].every(encodable) ? bare : '?';
  }
  return out;
}
