/**
 * The activity figures of the exports page: the trainings held (À clôturer, Clôturée), their validated
 * registrations and the absences entered on them, as the database keeps them summed by year (the
 * tables of db/schema/held-figures.ts, kept by the triggers of migration 0038). Each answer reads the
 * rows of the years it shows, whatever the number of trainings and registrations behind them.
 */
import { sql } from 'drizzle-orm';
import { TOP_STAFF_SIZE } from '../../contract/exports';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/sql';

export interface StatsRecord {
  year: number;
  training_type_id: number;
  sessions: number;
  half_days: number;
  trainees_present: number;
  present_half_days: number;
}

/**
 * Trainings held, their half-days, trainees present (one half-day at least) and half-days of presence
 * (the training's less the absences), by year and training type.
 */
export function statsByYearAndType(db: Db): Promise<StatsRecord[]> {
  return queryRows<StatsRecord>(
    db,
    sql`SELECT year, training_type_id, sessions::int AS sessions, half_days::int AS half_days,
        trainees_present::int AS trainees_present, present_half_days::int AS present_half_days
      FROM held_figures_by_year_type
      WHERE sessions > 0
      ORDER BY year, training_type_id`,
  );
}

export interface TypeShareRecord {
  training_type_id: number;
  sessions_pct: number;
  days_pct: number;
  trainees_pct: number;
}

/** The latest year with a training held, or null. */
export async function latestHeldYear(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ year: number | null }>(db, sql`SELECT max(year) AS year FROM held_figures_by_year_type WHERE sessions > 0`);
  return row?.year ?? null;
}

/**
 * Each training type's share (percent, one decimal) of the year's sessions, days and trainees present;
 * types without a training held that year are left out.
 */
export function typeSharesOfYear(db: Db, year: number): Promise<TypeShareRecord[]> {
  return queryRows<TypeShareRecord>(
    db,
    sql`SELECT training_type_id,
        COALESCE(round(100.0 * sessions / NULLIF(sum(sessions) OVER (), 0), 1), 0)::float8 AS sessions_pct,
        COALESCE(round(100.0 * half_days / NULLIF(sum(half_days) OVER (), 0), 1), 0)::float8 AS days_pct,
        COALESCE(round(100.0 * trainees_present / NULLIF(sum(trainees_present) OVER (), 0), 1), 0)::float8 AS trainees_pct
      FROM held_figures_by_year_type
      WHERE year = ${year} AND sessions > 0
      ORDER BY training_type_id`,
  );
}

export interface TopStaffRecord {
  profile_id: number;
  name: string;
  role: string;
  trainings: number;
  hours: number;
}

/**
 * The staff members in the most trainings held that year (then the most hours, then by name): hours
 * are the actual lecture and tutorial hours, the expected ones when neither actual value is entered.
 * The year's ranking is read from the top of its index down to the figures of the last place (`cutoff`;
 * none when fewer members than places), so that the members tied with the last place are all ordered
 * by name before the list is cut, and no further.
 */
export function topStaffOfYear(db: Db, year: number): Promise<TopStaffRecord[]> {
  return queryRows<TopStaffRecord>(
    db,
    sql`WITH cutoff AS (
        SELECT trainings, hours FROM held_staff_by_year
        WHERE year = ${year} AND trainings > 0
        ORDER BY trainings DESC, hours DESC
        OFFSET ${TOP_STAFF_SIZE - 1} LIMIT 1
      )
      SELECT p.id AS profile_id, u.name, ro.name AS role, s.trainings, s.hours::float8 AS hours
      FROM held_staff_by_year s
      JOIN profiles p ON p.id = s.profile_id
      JOIN users u ON u.id = p.user_id
      JOIN roles ro ON ro.id = u.role_id
      WHERE s.year = ${year} AND s.trainings > 0
        AND (s.trainings, s.hours) >= (COALESCE((SELECT trainings FROM cutoff), 0), COALESCE((SELECT hours FROM cutoff), 0))
      ORDER BY s.trainings DESC, s.hours DESC, u.name, p.id
      LIMIT ${TOP_STAFF_SIZE}`,
  );
}

/** The training types, in the list's order. */
export function trainingTypeNames(db: Db): Promise<{ id: number; name: string }[]> {
  return queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM training_types ORDER BY id`);
}
