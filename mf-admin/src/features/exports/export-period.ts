/**
 * The period of an export as typed in French (jj/mm/aaaa), checked with the export dialog's messages;
 * the API checks it again with the same words.
 */
export const PERIOD_MESSAGES = {
  missing: 'Veuillez sélectionner une date de début et de fin.',
  invalid: 'Les dates ne sont pas valides.',
  order: 'La date de début doit être antérieure à la date de fin.',
} as const;

/** The union bilan exported without a period (title and detail of the alert). */
export const MISSING_PERIOD_ALERT = { title: 'Dates manquantes', detail: "Veuillez sélectionner une période avant d'exporter le bilan." } as const;

export interface PeriodInput {
  start: string;
  end: string;
}

/** The API's query: 'YYYY-MM-DD'. */
export interface PeriodQuery {
  start_date: string;
  end_date: string;
}

const FRENCH_DAY = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/** '05/03/2026' → '2026-03-05', or null when it is not a day of the calendar. */
export function parseFrenchDay(text: string): string | null {
  const m = FRENCH_DAY.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type PeriodCheck = { ok: true; query: PeriodQuery } | { ok: false; reason: keyof typeof PERIOD_MESSAGES; message: string };

/** Both dates given, both real days, the start not after the end. */
export function checkPeriod({ start, end }: PeriodInput): PeriodCheck {
  if (!start.trim() || !end.trim()) return { ok: false, reason: 'missing', message: PERIOD_MESSAGES.missing };
  const [from, to] = [parseFrenchDay(start), parseFrenchDay(end)];
  if (!from || !to) return { ok: false, reason: 'invalid', message: PERIOD_MESSAGES.invalid };
  if (from > to) return { ok: false, reason: 'order', message: PERIOD_MESSAGES.order };
  return { ok: true, query: { start_date: from, end_date: to } };
}
