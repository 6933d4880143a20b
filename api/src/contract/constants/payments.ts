/** Payments of expenses and the monthly régie. */

/** The two ways an expense is paid. */
export const PAYMENT_METHODS = ['virement', 'chèque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An expense has at most two payment orders (the create button is hidden at two, the server refuses a third). */
export const MAX_PAYMENT_ORDERS_PER_EXPENSE = 2;

/** Trainings per page of the régie report. */
export const REGIE_PAGE_SIZE = 10;

/** The reference a payment is given by default: the expense's id, then the person's profile id. */
export function defaultPaymentReference(expenseId: number, profileId: number): string {
  return `${expenseId}-${profileId}`;
}
