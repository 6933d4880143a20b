/**
 * The rules of payments and payment orders as functions of what the database said (no SQL): which
 * request is refused, and with which French message (docs/decisions.md).
 */
import { parisWallClock } from '../../contract/constants/institute';
import { MAX_PAYMENT_ORDERS_PER_EXPENSE, PAYMENT_MESSAGES, PAYMENT_METHODS, type PaymentAttach, type PaymentMethod } from '../../contract/payments';
import { EXPENSE_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { HttpError } from '../../lib/errors';
import { payableCents } from './money';

interface ExpenseFacts {
  training_expense_status_id: number;
  training_status_id: number;
  total_forced_amount: string;
  total_amount: string;
}

/**
 * Why the expense cannot be paid at all: paid already, not 'À payer', its training closed, or nothing to
 * pay (0,00 €: no payment order nor payment of nothing in a régie; docs/decisions.md).
 */
function expenseRefusal(expense: ExpenseFacts, paid: boolean): string | null {
  if (paid || expense.training_expense_status_id === EXPENSE_STATUS.paymentIssued) return PAYMENT_MESSAGES.alreadyPaid;
  if (expense.training_status_id === TRAINING_STATUS.closed) return PAYMENT_MESSAGES.trainingClosed;
  if (expense.training_expense_status_id !== EXPENSE_STATUS.toPay) return PAYMENT_MESSAGES.notToPay;
  if (payableCents(expense) <= 0) return PAYMENT_MESSAGES.nothingToPay;
  return null;
}

/** Why a payment order of this expense cannot be made now (null: it can). */
export function orderRefusal(facts: {
  expense: ExpenseFacts;
  paid: boolean;
  currentRegieId: number | null;
  orders: readonly { payment_order_id: number }[];
}): string | null {
  const refusal = expenseRefusal(facts.expense, facts.paid);
  if (refusal) return refusal;
  if (facts.currentRegieId === null) return PAYMENT_MESSAGES.noRegie;
  if (facts.orders.length >= MAX_PAYMENT_ORDERS_PER_EXPENSE) return PAYMENT_MESSAGES.tooManyOrders;
  if (facts.orders.some((o) => o.payment_order_id === facts.currentRegieId)) return PAYMENT_MESSAGES.orderInCurrentRegie;
  return null;
}

/**
 * Why the expense cannot be paid under this order (null: it can). `ignoreOrder`: whether the expense
 * could be paid at all, whatever order is chosen (what the panel shows before a choice).
 */
export function paymentRefusal(facts: {
  expense: ExpenseFacts;
  paid: boolean;
  currentRegieId: number | null;
  order: { payment_order_id: number } | null;
  ignoreOrder?: boolean;
}): string | null {
  const refusal = expenseRefusal(facts.expense, facts.paid);
  if (refusal) return refusal;
  if (facts.currentRegieId === null) return PAYMENT_MESSAGES.noRegie;
  if (facts.ignoreOrder) return null;
  if (!facts.order) return PAYMENT_MESSAGES.unknownOrder;
  if (facts.order.payment_order_id !== facts.currentRegieId) return PAYMENT_MESSAGES.closedRegie;
  return null;
}

/**
 * The three fields of a payment, all required ('Veuillez remplir tous les champs', each missing one
 * named), the method one of the two; the reference trimmed. 400 otherwise, before anything is read.
 */
export function checkPaymentFields(body: PaymentAttach): { paymentOrderId: number; method: PaymentMethod; reference: string } {
  const reference = body.payment_reference?.trim() ?? '';
  const method = body.payment_method?.trim() ?? '';
  const missing: Record<string, string[]> = {};
  if (body.payment_order_id == null) missing.payment_order_id = [PAYMENT_MESSAGES.fieldsRequired];
  if (method === '') missing.payment_method = [PAYMENT_MESSAGES.fieldsRequired];
  if (reference === '') missing.payment_reference = [PAYMENT_MESSAGES.fieldsRequired];
  if (Object.keys(missing).length > 0 || body.payment_order_id == null) throw new HttpError(400, PAYMENT_MESSAGES.fieldsRequired, missing);
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) {
    throw new HttpError(400, PAYMENT_MESSAGES.badMethod, { payment_method: [PAYMENT_MESSAGES.badMethod] });
  }
  return { paymentOrderId: body.payment_order_id, method: method as PaymentMethod, reference };
}

/** 'R-2026-11': the month (Paris) a régie is opened in. */
export function regieMonthNumber(now: Date): string {
  const w = parisWallClock(now);
  return `R-${w.year}-${String(w.month).padStart(2, '0')}`;
}

/**
 * The number of a new régie: 'R-2026-11' for the first of a month (Paris), then 'R-2026-11-2',
 * 'R-2026-11-3'… after the numbers the month already has.
 */
export function nextRegieNumber(now: Date, taken: readonly string[]): string {
  const base = regieMonthNumber(now);
  if (!taken.includes(base)) return base;
  let highest = 1;
  for (const n of taken) {
    const match = /^R-\d{4}-\d{2}-(\d+)$/.exec(n);
    if (match && n.startsWith(`${base}-`)) highest = Math.max(highest, Number(match[1]));
  }
  return `${base}-${highest + 1}`;
}
