/**
 * Amounts between the API ("12.50", exact decimal text) and the form (French comma, "12,50"). No
 * arithmetic here: the server computes every total; the page only writes and shows what it said.
 */
import { formatEuros } from '../formatters';

/** "12.50" → "12,50"; null → "". */
export const toField = (amount: string | null | undefined): string => (amount ?? '').replace('.', ',');

/** What a field sends: spaces dropped, blank as "0". */
export const toAmount = (text: string): string => text.replace(/[\s\u00a0\u202f]/g, '') || '0';

/** A forced value's field: blank means none (null). */
export const toForced = (text: string): string | null => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  return compact === '' ? null : compact;
};

/** At most two decimals, no sign: the server's rule, checked before sending. */
export const AMOUNT_PATTERN = /^\s*\d{0,8}([.,]\d{1,2})?\s*$/;
export const AMOUNT_MESSAGE = 'Saisissez un montant positif avec au plus deux décimales (par exemple 12,50).';
export const amountRule = { validate: { amount: (value: string) => AMOUNT_PATTERN.test(value ?? '') || AMOUNT_MESSAGE } };

/** "1 234,50 €" for an amount of the API. */
export const euros = (amount: string | null | undefined): string => (amount === null || amount === undefined ? '' : formatEuros(amount));

/** "83,7 km". */
export const km = (distance: string): string => `${distance.replace('.', ',')} km`;

export const DISTANCE_METHOD_LABELS = {
  route: 'distance routière',
  great_circle: 'à vol d’oiseau × 1,3',
  manuelle: 'saisie manuelle',
} as const;
