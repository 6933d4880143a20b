/** Money: expenses and their receipts, payment orders (régie). */
import { index, integer, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, ts, updatedAt } from './columns';
import { trainingExpenseStatuses, vehicleCategories } from './reference';
import { profiles } from './accounts';
import { trainings } from './trainings';

export const trainingExpenses = pgTable(
  'training_expenses',
  {
    id: serial('id').primaryKey(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    vehicle_category_id: integer('vehicle_category_id').references(() => vehicleCategories.id),
    evening_meals: money('evening_meals').notNull().default('0'),
    transport_costs: money('transport_costs').notNull().default('0'),
    accommodation_costs: money('accommodation_costs').notNull().default('0'),
    other_costs: money('other_costs').notNull().default('0'),
    other_costs_comment: text('other_costs_comment'),
    toll_parking_costs: money('toll_parking_costs').notNull().default('0'),
    public_transport_costs: money('public_transport_costs').notNull().default('0'),
    training_expense_status_id: integer('training_expense_status_id').notNull().default(1).references(() => trainingExpenseStatuses.id),
    total_forced_amount: money('total_forced_amount').notNull().default('0'),
    total_amount: money('total_amount').notNull().default('0'),
    calculated_distance: numeric('calculated_distance', { precision: 8, scale: 1 }),
    /** Transport entered by hand instead of the computed one; null: the computed transport applies. */
    transport_forced_amount: money('transport_forced_amount'),
    /** How calculated_distance was obtained: 'route' (routing service) or 'great_circle' (× detour factor). */
    distance_method: varchar('distance_method', { length: 20 }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('training_expenses_uq').on(t.training_id, t.profile_id),
    index('training_expenses_status_idx').on(t.training_expense_status_id),
  ],
);

export const receipts = pgTable('receipts', {
  id: serial('id').primaryKey(),
  training_expense_id: integer('training_expense_id').notNull().references(() => trainingExpenses.id, { onDelete: 'cascade' }),
  description: varchar('description', { length: 255 }),
  /** Stored file key (storage module). */
  file_key: varchar('file_key', { length: 255 }).notNull(),
  mime_type: varchar('mime_type', { length: 100 }).notNull(),
  created_at: createdAt(),
});

/** Monthly payment batch (régie). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    /** e.g. "R-2026-11". */
    order_number: varchar('order_number', { length: 40 }).notNull(),
    created_at: createdAt(),
    /** When the next régie was opened: from then on its payments are final. Null for the current one. */
    closed_at: ts('closed_at'),
  },
  (t) => [uniqueIndex('payment_orders_number_uq').on(t.order_number)],
);

/**
 * The payment order of an expense in a régie (ordre de paiement): numbered `{régie}/{NNN}` in the
 * order it was made within its régie. An expense has at most one per régie and at most two in all
 * (one more when its régie was closed before it was paid), checked under a lock of the expense.
 */
export const expensePaymentOrders = pgTable(
  'expense_payment_orders',
  {
    id: serial('id').primaryKey(),
    training_expense_id: integer('training_expense_id').notNull().references(() => trainingExpenses.id, { onDelete: 'cascade' }),
    /** The régie it belongs to. */
    payment_order_id: integer('payment_order_id').notNull().references(() => paymentOrders.id),
    /** 1, 2, 3… within its régie. */
    sequence: integer('sequence').notNull(),
    order_number: varchar('order_number', { length: 60 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('expense_payment_orders_number_uq').on(t.order_number),
    uniqueIndex('expense_payment_orders_sequence_uq').on(t.payment_order_id, t.sequence),
    uniqueIndex('expense_payment_orders_expense_regie_uq').on(t.training_expense_id, t.payment_order_id),
  ],
);

export const trainingExpensePayments = pgTable(
  'training_expense_payments',
  {
    id: serial('id').primaryKey(),
    training_expense_id: integer('training_expense_id').notNull().references(() => trainingExpenses.id, { onDelete: 'cascade' }),
    payment_order_id: integer('payment_order_id').notNull().references(() => paymentOrders.id),
    /** 'virement' or 'chèque'. */
    payment_method: varchar('payment_method', { length: 20 }).notNull(),
    payment_reference: varchar('payment_reference', { length: 100 }).notNull(),
    amount: money('amount').notNull(),
    /** The expense's payment order it was paid under (none for payments recorded before orders existed). */
    expense_payment_order_id: integer('expense_payment_order_id').references(() => expensePaymentOrders.id),
    /** A transfer to bank details changed shortly before: the time of that change, which the payer confirmed. */
    bank_details_changed_at: ts('bank_details_changed_at'),
    created_at: createdAt(),
  },
  // An expense is paid once.
  (t) => [
    uniqueIndex('training_expense_payments_expense_uq').on(t.training_expense_id),
    index('training_expense_payments_order_idx').on(t.payment_order_id),
  ],
);
