/** One-time repairs of existing rows, run at start after the migrations: one row each, so each runs once. */
import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const dataRepairs = pgTable('data_repairs', {
  /** The repair's name, e.g. "0012_expense_lines". */
  name: varchar('name', { length: 80 }).primaryKey(),
  ran_at: ts('ran_at').notNull().defaultNow(),
  /** What it changed, one entry per row changed. */
  log: jsonb('log').notNull().default([]),
});
