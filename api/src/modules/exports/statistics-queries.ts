/**
 * The activity figures of the exports page, computed by the database from the trainings held (À
 * clôturer, Clôturée), their validated registrations and the absences entered on them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TOP_STAFF_SIZE } from '../../contract/exports';
import type { Db } from '../../db/client';
import { parisDateTime } from '../../lib/paris-time';
import { queryRows } from '../../lib/sql';
import { absentHalfDays, HELD_STATUSES, halfDaysOf, parisYear, VALIDATED } from './sql-parts';

export interface StatsRecord {
  year: number;
  training_type_id: number;
  sessions: number;
  half_days: number;
  trainees_present: number;
  present_half_days: number;
}

/**
 * Per held training: its year, type and half-days; per validated registration: the half-days present
 * (the training's less the absences). A trainee present one half-day at least counts as present.
 *
 * Two ways to reach the registrations, the same figures: over every year, one join of the held
 * trainings with the registrations (the planner hashes them); for one year, each held training reads
 * its own registrations (LATERAL, through the index on training and status), so the cost follows the
 * year's trainings — with a join, the planner scanned the whole registrations table for them.
 */
function heldWithPresence(scope: { kind: 'every-year' } | { kind: 'year'; from: string; to: string }): SQL {
  const where = scope.kind === 'year' ? sql`AND t.start_date >= ${scope.from}::timestamptz AND t.start_date < ${scope.to}::timestamptz` : sql``;
  const held = sql`
  held AS (
    SELECT t.id, t.training_type_id, ${parisYear(sql.raw('t.start_date'))} AS year, ${halfDaysOf('t')} AS half_days
    FROM trainings t
    WHERE t.training_status_id IN (${HELD_STATUSES}) ${where}
  )`;
  const columns = sql`h.id, h.year, h.training_type_id, h.half_days, COALESCE(p.trainees, 0) AS trainees, COALESCE(p.present, 0) AS present_half_days`;
  const totals = sql`count(*) FILTER (WHERE present > 0) AS trainees, sum(present) AS present`;
  if (scope.kind === 'year') {
    return sql`${held},
  per_training AS (
    SELECT ${columns}
    FROM held h
    CROSS JOIN LATERAL (
      SELECT ${totals}
      FROM (
        SELECT GREATEST(0, h.half_days - ${absentHalfDays('r')}) AS present
        FROM registrations r
        WHERE r.training_id = h.id AND r.registration_status_id = ${VALIDATED}
      ) presence
    ) p
  )`;
  }
  return sql`${held},
  presence AS (
    SELECT r.training_id, GREATEST(0, h.half_days - ${absentHalfDays('r')}) AS present
    FROM registrations r
    JOIN held h ON h.id = r.training_id
    WHERE r.registration_status_id = ${VALIDATED}
  ),
  per_training AS (
    SELECT ${columns}
    FROM held h
    LEFT JOIN (SELECT training_id, ${totals} FROM presence GROUP BY training_id) p ON p.training_id = h.id
  )`;
}

/** Trainings held, their half-days, trainees present and half-days of presence, by year and training type. */
export function statsByYearAndType(db: Db): Promise<StatsRecord[]> {
  return queryRows<StatsRecord>(
    db,
    sql`WITH ${heldWithPresence({ kind: 'every-year' })}
      SELECT year, training_type_id, count(*)::int AS sessions, COALESCE(sum(half_days), 0)::int AS half_days,
        COALESCE(sum(trainees), 0)::int AS trainees_present, COALESCE(sum(present_half_days), 0)::int AS present_half_days
      FROM per_training
      GROUP BY year, training_type_id
      ORDER BY year, training_type_id`,
  );
}

export interface TypeShareRecord {
  training_type_id: number;
  sessions_pct: number;
  days_pct: number;
  trainees_pct: number;
}

/** The bounds of a Paris calendar year (index-friendly conditions on start_date). */
function yearBounds(year: number) {
  return { from: parisDateTime(`${year}-01-01`, 0).toISOString(), to: parisDateTime(`${year + 1}-01-01`, 0).toISOString() };
}

/** The latest year with a training held, or null. */
export async function latestHeldYear(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ year: number | null }>(
    db,
    sql`SELECT ${parisYear(sql.raw('max(t.start_date)'))} AS year FROM trainings t WHERE t.training_status_id IN (${HELD_STATUSES})`,
  );
  return row?.year ?? null;
}

/**
 * Each training type's share (percent, one decimal) of the year's sessions, days and trainees present;
 * types without a training held that year are left out.
 */
export function typeSharesOfYear(db: Db, year: number): Promise<TypeShareRecord[]> {
  return queryRows<TypeShareRecord>(
    db,
    sql`WITH ${heldWithPresence({ kind: 'year', ...yearBounds(year) })},
      by_type AS (
        SELECT pt.training_type_id, count(*) AS sessions, sum(pt.half_days) AS half_days, sum(pt.trainees) AS trainees
        FROM per_training pt
        GROUP BY pt.training_type_id
      )
      SELECT training_type_id,
        COALESCE(round(100.0 * sessions / NULLIF(sum(sessions) OVER (), 0), 1), 0)::float8 AS sessions_pct,
        COALESCE(round(100.0 * half_days / NULLIF(sum(half_days) OVER (), 0), 1), 0)::float8 AS days_pct,
        COALESCE(round(100.0 * trainees / NULLIF(sum(trainees) OVER (), 0), 1), 0)::float8 AS trainees_pct
      FROM by_type
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
 * The staff members in the most trainings held that year (then the most hours): hours are the actual
 * lecture and tutorial hours, the expected ones when neither actual value is entered.
 */
export function topStaffOfYear(db: Db, year: number): Promise<TopStaffRecord[]> {
  const { from, to } = yearBounds(year);
  return queryRows<TopStaffRecord>(
    db,
    sql`SELECT p.id AS profile_id, u.name, ro.name AS role, count(DISTINCT ts.training_id)::int AS trainings,
        COALESCE(sum(CASE WHEN ts.actual_lecture_hours IS NULL AND ts.actual_tutorial_hours IS NULL
          THEN COALESCE(ts.expected_lecture_hours, 0) + COALESCE(ts.expected_tutorial_hours, 0)
          ELSE COALESCE(ts.actual_lecture_hours, 0) + COALESCE(ts.actual_tutorial_hours, 0) END), 0)::float8 AS hours
      FROM training_staff ts
      JOIN trainings t ON t.id = ts.training_id
      JOIN profiles p ON p.id = ts.profile_id
      JOIN users u ON u.id = p.user_id
      JOIN roles ro ON ro.id = u.role_id
      WHERE t.training_status_id IN (${HELD_STATUSES}) AND t.start_date >= ${from}::timestamptz AND t.start_date < ${to}::timestamptz
      GROUP BY p.id, u.name, ro.name
      ORDER BY trainings DESC, hours DESC, u.name, p.id
      LIMIT ${TOP_STAFF_SIZE}`,
  );
}

/** The training types, in the list's order. */
export function trainingTypeNames(db: Db): Promise<{ id: number; name: string }[]> {
  return queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM training_types ORDER BY id`);
}
