/**
 * Row counts the database keeps up to date as rows change (triggers of migrations 0031, 0034 and 0035), so that
 * a list's total costs one row read whatever the size of the table. Kept: the profiles of each role
 * (`profiles_by_role`, key = role id), the totals of the unfiltered trainees and trainers lists; the team
 * rows of each training (`staff_rows_by_training`, key = training id) and the trainings that have at least
 * one (`trainings_with_staff`, key 0), the total of the unfiltered hours report; the double bookings of
 * each day (`conflict_pairs_by_day`, key = the day of the overlap's start, days since 1970-01-01 UTC, from
 * migration 0035), the total of the conflicts to come.
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
export const KEPT_COUNTS = {
  profilesByRole: 'profiles_by_role',
  staffRowsByTraining: 'staff_rows_by_training',
  trainingsWithStaff: 'trainings_with_staff',
  conflictPairsByDay: 'conflict_pairs_by_day',
} as const;
