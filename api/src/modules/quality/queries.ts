/**
 * The satisfaction figures, computed by the database in one grouped statement each: per training
 * ended in a window (cancelled ones left out), its validated registrations, the evaluations of those
 * trainees, the mean of each criterion, and the trainees present at every half-day (no absence
 * entered) among the validated ones of the trainings whose attendance is final.
 */
import { sql, type SQL } from 'drizzle-orm';
import { EVALUATION_CRITERIA, type EvaluationCriterion } from '../../contract/evaluations';
import type { CriterionMeans } from '../../contract/quality';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { DbOrTx } from '../../db/client';
import { INSTITUTE_TIME_ZONE } from '../../lib/paris-time';
import { literal, queryRows } from '../../lib/sql';
import type { QualityScope } from './scopes';

const VALIDATED = literal(REGISTRATION_STATUS.valide);
const CANCELLED = literal(TRAINING_STATUS.cancelled);
/** Attendance final: À clôturer and Clôturée. */
const HELD = sql.raw(`${TRAINING_STATUS.toClose}, ${TRAINING_STATUS.closed}`);

/** A mean or rate as the drivers give a numeric: a string (or a number), null without a value. */
type Numeric = string | number | null;

export interface FigureRecord {
  trainings: number;
  validated: number;
  respondents: number;
  response_rate: Numeric;
  completion_rate: Numeric;
  documentation: Numeric;
  training_methods: Numeric;
  willingness_to_continue: Numeric;
  group_life: Numeric;
  material_conditions: Numeric;
  knowledge_contribution: Numeric;
  overall_satisfaction: Numeric;
}

export interface ThemeRecord extends FigureRecord {
  theme_id: number | null;
  theme: string | null;
}

export const toNumber = (value: Numeric): number | null => (value === null ? null : Number(value));

export function meansOf(record: Record<EvaluationCriterion, Numeric>): CriterionMeans {
  const means = {} as CriterionMeans;
  for (const key of EVALUATION_CRITERIA) means[key] = toNumber(record[key]);
  return means;
}

const percent = (part: SQL, whole: SQL) => sql`round(100.0 * ${part} / NULLIF(${whole}, 0), 1)`;
const meanColumns = sql.raw(EVALUATION_CRITERIA.map((c) => `round(avg(e.${c}), 1) AS ${c}`).join(', '));

/** Trainings ended between `from` (included) and `to` (excluded), not cancelled, in the caller's scope. */
function endedTrainings(from: Date, to: Date, scope: QualityScope): SQL {
  const taught =
    scope.kind === 'taught'
      ? sql`AND EXISTS (SELECT 1 FROM training_staff ts WHERE ts.training_id = t.id AND ts.profile_id = ${scope.profileId})`
      : sql``;
  return sql`SELECT t.id, t.training_theme_id, t.training_status_id IN (${HELD}) AS final
    FROM trainings t
    WHERE t.end_date >= ${from.toISOString()}::timestamptz AND t.end_date < ${to.toISOString()}::timestamptz
      AND t.training_status_id <> ${CANCELLED} ${taught}`;
}

/** The figures of `ended`'s trainings grouped by `grouping` and in total, their registrations and evaluations joined once. */
function figures(ended: SQL, grouping: SQL): SQL {
  return sql`
    WITH ended AS (${ended}),
    per_registration AS (
      SELECT t.id AS training_id, t.training_theme_id, t.final, r.id AS registration_id,
        r.id IS NOT NULL AND t.final AND NOT EXISTS (
          SELECT 1 FROM absences a WHERE a.training_id = r.training_id AND a.profile_id = r.profile_id
        ) AS complete,
        e.id AS evaluation_id, ${sql.raw(EVALUATION_CRITERIA.map((c) => `e.${c}`).join(', '))}
      FROM ended t
      LEFT JOIN registrations r ON r.training_id = t.id AND r.registration_status_id = ${VALIDATED}
      LEFT JOIN evaluations e ON e.training_id = r.training_id AND e.profile_id = r.profile_id
    )
    SELECT ${grouping} AS theme_id,
      count(DISTINCT e.training_id)::int AS trainings,
      count(e.registration_id)::int AS validated,
      count(e.evaluation_id)::int AS respondents,
      ${percent(sql`count(e.evaluation_id)`, sql`count(e.registration_id)`)} AS response_rate,
      ${percent(sql`count(*) FILTER (WHERE e.complete)`, sql`count(e.registration_id) FILTER (WHERE e.final)`)} AS completion_rate,
      ${meanColumns}
    FROM per_registration e
    GROUP BY ROLLUP (${grouping})`;
}

/** Per theme (and every theme together, theme_id null) of the trainings ended in [from, to). */
export async function resultsByTheme(db: DbOrTx, window: { from: Date; to: Date }, scope: QualityScope): Promise<ThemeRecord[]> {
  return queryRows<ThemeRecord>(
    db,
    sql`SELECT f.*, th.name AS theme
      FROM (${figures(endedTrainings(window.from, window.to, scope), sql.raw('e.training_theme_id'))}) f
      LEFT JOIN training_themes th ON th.id = f.theme_id
      ORDER BY f.theme_id IS NULL, th.name, f.theme_id`,
  );
}

/** The themes with at least `minimum` respondents among the trainings ended in [from, to). */
export async function publishedByTheme(db: DbOrTx, window: { from: Date; to: Date }, minimum: number): Promise<ThemeRecord[]> {
  return queryRows<ThemeRecord>(
    db,
    sql`SELECT f.*, th.name AS theme
      FROM (${figuresByThemeOnly(endedTrainings(window.from, window.to, { kind: 'every' }), minimum)}) f
      JOIN training_themes th ON th.id = f.theme_id
      ORDER BY th.name, f.theme_id`,
  );
}

/** As `figures`, grouped by theme without the total, keeping the themes with enough respondents. */
function figuresByThemeOnly(ended: SQL, minimum: number): SQL {
  return sql`
    WITH ended AS (${ended}),
    per_registration AS (
      SELECT t.id AS training_id, t.training_theme_id, t.final, r.id AS registration_id,
        r.id IS NOT NULL AND t.final AND NOT EXISTS (
          SELECT 1 FROM absences a WHERE a.training_id = r.training_id AND a.profile_id = r.profile_id
        ) AS complete,
        e.id AS evaluation_id, e.overall_satisfaction
      FROM ended t
      LEFT JOIN registrations r ON r.training_id = t.id AND r.registration_status_id = ${VALIDATED}
      LEFT JOIN evaluations e ON e.training_id = r.training_id AND e.profile_id = r.profile_id
    )
    SELECT e.training_theme_id AS theme_id,
      count(DISTINCT e.training_id)::int AS trainings,
      count(e.registration_id)::int AS validated,
      count(e.evaluation_id)::int AS respondents,
      ${percent(sql`count(e.evaluation_id)`, sql`count(e.registration_id)`)} AS response_rate,
      ${percent(sql`count(*) FILTER (WHERE e.complete)`, sql`count(e.registration_id) FILTER (WHERE e.final)`)} AS completion_rate,
      round(avg(e.overall_satisfaction), 1) AS overall_satisfaction
    FROM per_registration e
    GROUP BY e.training_theme_id
    HAVING count(e.evaluation_id) >= ${minimum}`;
}

/** The first year (Paris) a training not cancelled ended, null before any. */
export async function firstEndedYear(db: DbOrTx, now: Date): Promise<number | null> {
  const [row] = await queryRows<{ year: number | null }>(
    db,
    sql`SELECT EXTRACT(YEAR FROM min(end_date) AT TIME ZONE ${sql.raw(`'${INSTITUTE_TIME_ZONE}'`)})::int AS year
      FROM trainings WHERE training_status_id <> ${CANCELLED} AND end_date <= ${now.toISOString()}::timestamptz`,
  );
  return row?.year ?? null;
}

/** One training's validated registrations, the evaluations of those trainees and their means. */
export async function trainingFigures(db: DbOrTx, trainingId: number): Promise<Omit<FigureRecord, 'trainings' | 'completion_rate'>> {
  const [row] = await queryRows<Omit<FigureRecord, 'trainings' | 'completion_rate'>>(
    db,
    sql`SELECT count(r.id)::int AS validated, count(e.id)::int AS respondents,
        ${percent(sql`count(e.id)`, sql`count(r.id)`)} AS response_rate, ${meanColumns}
      FROM registrations r
      LEFT JOIN evaluations e ON e.training_id = r.training_id AND e.profile_id = r.profile_id
      WHERE r.training_id = ${trainingId} AND r.registration_status_id = ${VALIDATED}`,
  );
  return row;
}

/** The comments of a training's evaluations, oldest first. */
export async function trainingComments(db: DbOrTx, trainingId: number) {
  return queryRows<{ id: number; comment: string; created_at: Date | string }>(
    db,
    sql`SELECT id, comment, created_at FROM evaluations
      WHERE training_id = ${trainingId} AND comment IS NOT NULL AND btrim(comment) <> ''
      ORDER BY created_at, id`,
  );
}

export async function trainingExists(db: DbOrTx, trainingId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`SELECT 1 AS one FROM trainings WHERE id = ${trainingId}`);
  return rows.length > 0;
}

/** Whether the profile is on the training's team. */
export async function teaches(db: DbOrTx, trainingId: number, profileId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM training_staff WHERE training_id = ${trainingId} AND profile_id = ${profileId} LIMIT 1`,
  );
  return rows.length > 0;
}
