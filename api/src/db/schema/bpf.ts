/** The BPF of each year: the amounts the administrateur entered, and once closed, the frozen report. */
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { ts, updatedAt } from './columns';
import { users } from './accounts';

export const bpfYears = pgTable('bpf_years', {
  year: integer('year').primaryKey(),
  /** Entered amounts by key of BPF_MANUAL_KEYS ("1234.50"). */
  manual: jsonb('manual').$type<Record<string, string>>().notNull().default({}),
  /** Set once, by 'Clôturer le BPF': from then on the year is read from `frozen`. */
  closed_at: ts('closed_at'),
  closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  /** The report and the rows of each figure as they were at the closing (shape: modules/bpf/report.ts). */
  frozen: jsonb('frozen').$type<unknown>(),
  updated_at: updatedAt(),
});
