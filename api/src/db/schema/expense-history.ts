/** Every change of an expense's status or amount: who, when, from what, to what. */
import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { trainingExpenses } from './money';

export const trainingExpenseHistory = pgTable(
  'training_expense_history',
  {
    id: serial('id').primaryKey(),
    training_expense_id: integer('training_expense_id').notNull().references(() => trainingExpenses.id, { onDelete: 'cascade' }),
    /** Who made the change; null once that account is gone (its name stays in user_name). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: varchar('user_name', { length: 255 }).notNull(),
    /** 'status' (values are status ids) or 'amount' (values are the amount shown, "12.34"). */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** null when the expense is created. */
    from_value: varchar('from_value', { length: 40 }),
    to_value: varchar('to_value', { length: 40 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('training_expense_history_expense_idx').on(t.training_expense_id, t.id)],
);
