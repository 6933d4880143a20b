import type { PERIOD_MESSAGES as ApiPeriodMessages } from '@irt/api/contract';
import { parseFrenchDay } from '@irt/shared-ui/formatters';

/**
 * The period of an export as typed in French (jj/mm/aaaa), checked with the export dialog's messages;
 * the API checks it again with the same words (its table in the contract; the type keeps both equal).
 */
export const PERIOD_MESSAGES = {
  missing: 'Veuillez sélectionner une date de début et de fin.',
  invalid: 'Les dates ne sont pas valides.',
  order: 'La date de début doit être antérieure à la date de fin.',
} as const satisfies typeof ApiPeriodMessages;

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

export type PeriodCheck = { ok: true; query: PeriodQuery } | { ok: false; reason: keyof typeof PERIOD_MESSAGES; message: string };

/** Both dates given, both real days, the start not after the end. */
export function checkPeriod({ start, end }: PeriodInput): PeriodCheck {
  if (!start.trim() || !end.trim()) return { ok: false, reason: 'missing', message: PERIOD_MESSAGES.missing };
  const [from, to] = [parseFrenchDay(start), parseFrenchDay(end)];
  if (!from || !to) return { ok: false, reason: 'invalid', message: PERIOD_MESSAGES.invalid };
  if (from > to) return { ok: false, reason: 'order', message: PERIOD_MESSAGES.order };
  return { ok: true, query: { start_date: from, end_date: to } };
}
