/**
 * Counts and sums the database keeps up to date as rows change (triggers of migrations 0031, 0034, 0035,
 * 0036 and 0043), so that a list's total costs a few rows read whatever the size of its tables (read
 * them with `keptCount`, db/kept-counts.ts), and rows it keeps in a list's order (`regie_trainings`,
 * `calendar_training_days`, `open_registrations`, below). Each row of `list_counts` is one value of one
 * list at one key:
 * - `profiles_by_role` (key = role id): the profiles of each role, the totals of the unfiltered trainees
 *   and trainers lists;
 * - `staff_rows_by_training` (key = training id): the team rows of each training, and
 *   `staff_rows_by_training:<Ares status id>` those of that status; `trainings_with_staff` (key 0) the
 *   trainings having at least one, the total of the unfiltered hours report;
 * - `staff_trainings_by_start_day` (key = Paris day of the training's start, days since 1970-01-01):
 *   the trainings having a team row that start that day, and `staff_trainings_by_start_day:<Ares status
 *   id>` those having a row of that status, the totals of the hours report over a period;
 * - `registrations_by_end_day:<registration status id>` (key = Paris day of the training's end): the
 *   registrations of that status to trainings not cancelled ending that day, the total of the
 *   registrations to process (the days after today; today's are counted);
 * - `trainings` (key 0): every training, the total of the unfiltered trainings list;
 * - `conflict_pairs_by_day` (key = day of the overlap's start, days since 1970-01-01 UTC, migration 0035):
 *   the double bookings starting that day, the total of the conflicts to come;
 * - `regie_payments`, `regie_payment_cents`, `regie_flagged_payments`, `regie_trainings` (key = régie
 *   id): a régie's payments, their sum in cents, the transfers flagged for changed bank details, and its
 *   trainings (those of `regie_trainings`);
 * - `calendar_trainings_by_day` (key = Paris day, days since 1970-01-01, migration 0043): the trainings
 *   not cancelled running that day (the rows of `calendar_training_days`), the month calendar's count of
 *   each day.
 */
import { bigint, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { registrations, trainings } from './trainings';

export const listCounts = pgTable(
  'list_counts',
  {
    list: varchar('list', { length: 40 }).notNull(),
    key: integer('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'list_counts_pkey', columns: [t.list, t.key] })],
);

/**
 * The trainings of each régie (those of its payments' expenses), with their start copied from the
 * training and the number of the régie's payments for them, kept by triggers (migration 0036): the
 * régie report pages through it in the order of the index.
 */
export const regieTrainings = pgTable(
  'regie_trainings',
  {
    payment_order_id: integer('payment_order_id').notNull(),
    training_id: integer('training_id').notNull(),
    start_date: ts('start_date').notNull(),
    payments: integer('payments').notNull(),
  },
  (t) => [
    primaryKey({ name: 'regie_trainings_pkey', columns: [t.payment_order_id, t.training_id] }),
    index('regie_trainings_order_idx').on(t.payment_order_id, t.start_date, t.training_id),
    index('regie_trainings_training_idx').on(t.training_id),
  ],
);

/**
 * The Paris days each training not cancelled runs on (from its start's Paris date to its end's, both
 * included; `day` counted from 1970-01-01), with its start copied, kept by triggers on `trainings`
 * (migration 0043): a day's trainings in the month calendar's order (start, then id) are a range of the
 * primary key, and an intervenant's days are found from their trainings (`training_id`, `day`).
 */
export const calendarTrainingDays = pgTable(
  'calendar_training_days',
  {
    day: integer('day').notNull(),
    start_date: ts('start_date').notNull(),
    training_id: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'calendar_training_days_pkey', columns: [t.day, t.start_date, t.training_id] }),
    index('calendar_training_days_training_idx').on(t.training_id, t.day),
  ],
);

/**
 * The registrations of trainings not cancelled and not yet ended, with their status, creation and their
 * training's end copied, kept by triggers on `registrations` and `trainings` (migration 0044): the list of
 * registrations to process reads its page from the first rows of its status (oldest first) instead of
 * walking past those of every ended training. A row whose training has ended since it was written stays
 * until the scheduled sweep ('open-registrations-sweep') removes it; the list leaves it out by
 * `training_end` meanwhile.
 */
export const openRegistrations = pgTable(
  'open_registrations',
  {
    registration_id: integer('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    registration_status_id: integer('registration_status_id').notNull(),
    created_at: ts('created_at').notNull(),
    training_id: integer('training_id').notNull(),
    training_end: ts('training_end').notNull(),
  },
  (t) => [
    // The migration adds INCLUDE ("training_end"), which this builder cannot write: the page's filter reads the index alone.
    index('open_registrations_order_idx').on(t.registration_status_id, t.created_at, t.registration_id),
    index('open_registrations_training_idx').on(t.training_id),
    index('open_registrations_end_idx').on(t.training_end),
  ],
);

/** The kept lists, by their name. */
export const KEPT_COUNTS = {
  profilesByRole: 'profiles_by_role',
  staffRowsByTraining: 'staff_rows_by_training',
  trainingsWithStaff: 'trainings_with_staff',
  staffTrainingsByStartDay: 'staff_trainings_by_start_day',
  trainings: 'trainings',
  regiePayments: 'regie_payments',
  regiePaymentCents: 'regie_payment_cents',
  regieFlaggedPayments: 'regie_flagged_payments',
  regieTrainings: 'regie_trainings',
  conflictPairsByDay: 'conflict_pairs_by_day',
  calendarTrainingsByDay: 'calendar_trainings_by_day',
} as const;

/** The kept lists of one status, by their name. */
export const KEPT_COUNTS_OF = {
  registrationsByEndDay: (registrationStatusId: number) => `registrations_by_end_day:${registrationStatusId}`,
  staffRowsByTraining: (aresStatusId: number) => `staff_rows_by_training:${aresStatusId}`,
  staffTrainingsByStartDay: (aresStatusId: number) => `staff_trainings_by_start_day:${aresStatusId}`,
} as const;
