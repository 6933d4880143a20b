/**
 * SQL pieces the statistics and the exports share: the trainings held, a training's half-days on the
 * institute's clock (the rule of lib/half-days.ts, written in SQL) and the presence of a trainee.
 * The figures the statistics read are kept by triggers whose SQL (migration 0038_kept_statistics)
 * writes these rules again, statuses, time zone and cut-off hours included: a change of a rule here
 * needs a migration that replaces those functions and recomputes the kept figures.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AFTERNOON_CUTOFF_HOUR, MORNING_CUTOFF_HOUR } from '../../contract/constants/limits';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { INSTITUTE_TIME_ZONE } from '../../lib/paris-time';
import { literal } from '../../lib/sql';

const ZONE = sql.raw(`'${INSTITUTE_TIME_ZONE}'`);

/** A timestamp column as Paris reads it. */
export const paris = (column: SQL) => sql`(${column} AT TIME ZONE ${ZONE})`;

/** A timestamp's Paris calendar day, 'DD/MM/YYYY'. */
export const frenchDay = (column: SQL) => sql`to_char(${paris(column)}, 'DD/MM/YYYY')`;

/** The training's year as the institute reads it. */
export const parisYear = (column: SQL) => sql`EXTRACT(YEAR FROM ${paris(column)})::int`;

/**
 * Half-days of training `t`: two per day from the first to the last (at most 366 days), less the
 * morning of a first day starting at or after the morning cut-off and the afternoon of a last day
 * ending at or before the afternoon cut-off.
 */
export function halfDaysOf(alias: string): SQL {
  const start = paris(sql.raw(`${alias}.start_date`));
  const end = paris(sql.raw(`${alias}.end_date`));
  return sql`GREATEST(0, 2 * (LEAST(${end}::date - ${start}::date, 365) + 1)
    - (CASE WHEN ${start}::time >= ${sql.raw(`'${String(MORNING_CUTOFF_HOUR).padStart(2, '0')}:00'`)}::time THEN 1 ELSE 0 END)
    - (CASE WHEN ${end}::time <= ${sql.raw(`'${String(AFTERNOON_CUTOFF_HOUR).padStart(2, '0')}:00'`)}::time THEN 1 ELSE 0 END))`;
}

/** Trainings whose attendance is final: À clôturer and Clôturée. */
export const HELD_STATUSES = sql.raw(`${TRAINING_STATUS.toClose}, ${TRAINING_STATUS.closed}`);

/** A validated registration (the trainees who take part). */
export const VALIDATED = literal(REGISTRATION_STATUS.valide);
export const CANCELLED = literal(TRAINING_STATUS.cancelled);

/** Half-days a registration `r` was marked absent from its training. */
export function absentHalfDays(registration: string): SQL {
  return sql.raw(`(SELECT count(*)::int FROM absences a WHERE a.training_id = ${registration}.training_id AND a.profile_id = ${registration}.profile_id)`);
}
