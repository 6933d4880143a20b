/**
 * Row counts the database keeps up to date as rows change (triggers of migration 0031), so that a list's
 * total costs one row read whatever the size of the table. Kept: the profiles of each role
 * (`profiles_by_role`, key = role id), the totals of the unfiltered trainees and trainers lists.
 */
import { bigint, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

export const listCounts = pgTable(
  'list_counts',
  {
    list: varchar('list', { length: 40 }).notNull(),
    key: integer('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'list_counts_pkey', columns: [t.list, t.key] })],
);

/** The kept counts, by the name of their list. */
export const KEPT_COUNTS = { profilesByRole: 'profiles_by_role' } as const;
