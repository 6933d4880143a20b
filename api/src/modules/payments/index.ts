/**
 * What other modules may use of the payments module: the one write that marks an expense paid (so
 * that an expense history can record it beside), and the money helpers in integer cents.
 */
export { markExpensePaid } from './queries';
export { fromCents, payableCents, sumCents, toCents } from './money';
