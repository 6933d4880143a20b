/**
 * The activity figures of the trainings held (À clôturer, Clôturée), kept by the database as rows
 * change (triggers of migration 0038 on trainings, registrations, absences and training_staff), so
 * that the statistics of the exports page read a few rows per year instead of the whole history:
 * - per held training: its Paris year, type and half-days, the validated trainees present one half-day
 *   at least and their half-days of presence (the training's less their absences);
 * - per year and training type: the sums of those (sessions: the trainings held);
 * - per held training and staff member: the member's hours there (actual lecture and tutorial hours,
 *   the expected ones when neither actual value is entered);
 * - per year and staff member: the held trainings and the hours.
 * The sums by year keep their rows when they fall to zero; the reads leave those out.
 */
import { bigint, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';

export const heldTrainingFigures = pgTable('held_training_figures', {
  training_id: integer('training_id').primaryKey(),
  year: integer('year').notNull(),
  training_type_id: integer('training_type_id').notNull(),
  half_days: integer('half_days').notNull(),
  trainees_present: integer('trainees_present').notNull(),
  present_half_days: integer('present_half_days').notNull(),
});

export const heldFiguresByYearType = pgTable(
  'held_figures_by_year_type',
  {
    year: integer('year').notNull(),
    training_type_id: integer('training_type_id').notNull(),
    sessions: bigint('sessions', { mode: 'number' }).notNull(),
    half_days: bigint('half_days', { mode: 'number' }).notNull(),
    trainees_present: bigint('trainees_present', { mode: 'number' }).notNull(),
    present_half_days: bigint('present_half_days', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'held_figures_by_year_type_pkey', columns: [t.year, t.training_type_id] })],
);

export const heldStaffHours = pgTable(
  'held_staff_hours',
  {
    training_id: integer('training_id').notNull(),
    profile_id: integer('profile_id').notNull(),
    year: integer('year').notNull(),
    hours: numeric('hours').notNull(),
  },
  (t) => [primaryKey({ name: 'held_staff_hours_pkey', columns: [t.training_id, t.profile_id] })],
);

export const heldStaffByYear = pgTable(
  'held_staff_by_year',
  {
    year: integer('year').notNull(),
    profile_id: integer('profile_id').notNull(),
    trainings: integer('trainings').notNull(),
    hours: numeric('hours').notNull(),
  },
  (t) => [
    primaryKey({ name: 'held_staff_by_year_pkey', columns: [t.year, t.profile_id] }),
    // The year's ranking (most trainings, then most hours), read from the top.
    index('held_staff_by_year_rank_idx').on(t.year, t.trainings, t.hours),
  ],
);
