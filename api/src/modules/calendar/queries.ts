/**
 * SQL of the calendar: the trainings running on Paris calendar days, with their category, type, place
 * and first pedagogical supervisor, prepared once per caller scope.
 *
 * A training runs on a day from the Paris date of its start to the Paris date of its end. The trainings
 * of one day are found on the GiST index of their time range (`trainings_period_gist`), so the read is
 * the day's trainings only, however long ago a long training started. The month grid reads the days the
 * database keeps for each training (`calendar_training_days`) and the count it keeps for each day: its
 * reads, the joins and the supervisor look-ups follow the grid (42 days, at most CALENDAR_DAY_SHOWN
 * trainings each), not the number of trainings a day.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { CALENDAR_DAY_SHOWN } from '../../contract/trainings';
import { TRAINING_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import { keptValueSql } from '../../db/kept-counts';
import { calendarTrainingDays, KEPT_COUNTS, profiles, trainingCategories, trainingPlaces, trainings, trainingStaff, trainingTypes, users } from '../../db/schema';
import { preparedStatements, variantsOf } from '../../lib/prepared';
import { literal } from '../../lib/sql';
import { taughtByCaller, type TrainingScope } from '../trainings';

/** Days of the month grid: 6 weeks. */
export const CALENDAR_DAYS = 42;

/** The calendar reads every training, or only those the caller teaches or supervises (an intervenant). */
const SCOPES = variantsOf(['every', 'taught'] as const);
type CalendarScope = 'every' | 'taught';

/**
 * The `trainings` rows running between the instants `from` and `to` (Paris midnights: the first day's
 * and the one after the last day), cancelled ones left out, in the caller's scope. A range [start, end)
 * overlapping [from - 1 µs, to) is a start before `to` and an end at or after `from`, answered by the
 * GiST index; a training whose end equals its start has an empty range and is found by its start.
 */
function running(scope: CalendarScope): SQL {
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const to = sql`${sql.placeholder('to')}::timestamptz`;
  return sql`(tstzrange(${trainings.start_date}, ${trainings.end_date}, '[)') && tstzrange(${from} - interval '1 microsecond', ${to}, '[)')
      OR (${trainings.start_date} = ${trainings.end_date} AND ${trainings.start_date} >= ${from} AND ${trainings.start_date} < ${to}))
    AND ${trainings.training_status_id} <> ${literal(TRAINING_STATUS.cancelled)}
    ${scope === 'taught' ? sql`AND ${taughtByCaller()}` : sql``}`;
}

/** Name of the first pedagogical supervisor added to the `trainings` row (null without one). */
const SUPERVISOR = sql<string | null>`(SELECT su.name FROM ${trainingStaff} s JOIN ${profiles} sp ON sp.id = s.profile_id
  JOIN ${users} su ON su.id = sp.user_id
  WHERE s.training_id = ${trainings.id} AND s.type = 'pedagogical_supervisor' ORDER BY s.id LIMIT 1)`;

/** What the calendar shows of a training (the grid's button and the event dialog). */
const EVENT_COLUMNS = {
  id: trainings.id,
  title: trainings.title,
  start_date: trainings.start_date,
  end_date: trainings.end_date,
  status_id: trainings.training_status_id,
  category_id: trainingCategories.id,
  category: trainingCategories.name,
  color: trainingCategories.color,
  type_id: trainingTypes.id,
  type: trainingTypes.name,
  place_id: trainingPlaces.id,
  place: trainingPlaces.name,
  supervisor: SUPERVISOR,
};

/** The Paris day number (days since 1970-01-01) of the grid's first day, the placeholder `first`. */
const FIRST_DAY = sql`(${sql.placeholder('first')}::date - DATE '1970-01-01')`;

/**
 * Each day of the grid with its first trainings, from the days the database keeps for each training
 * (`calendar_training_days`, migration 0043): for every training, its day 0 to 41 of the grid, its start,
 * its id and the day's count of trainings (`total`), the first CALENDAR_DAY_SHOWN of each day by start then
 * id. Every training: each day's first rows of the primary key (day, start, id), read in order and cut
 * after CALENDAR_DAY_SHOWN, and the day's count kept by the database; 42 short reads whatever the number
 * of trainings a day. An intervenant: the days of the trainings they teach or supervise, ranked and
 * counted per day (their own trainings only).
 */
function keptPerDay(scope: CalendarScope): SQL {
  const last = CALENDAR_DAYS - 1;
  if (scope === 'every') {
    return sql`SELECT g.day, c.total, k.training_id AS id, k.start_date
      FROM generate_series(0, ${literal(last)}) AS g(day)
      CROSS JOIN LATERAL (
        SELECT ${calendarTrainingDays.training_id}, ${calendarTrainingDays.start_date} FROM ${calendarTrainingDays}
        WHERE ${calendarTrainingDays.day} = ${FIRST_DAY} + g.day
        ORDER BY ${calendarTrainingDays.start_date}, ${calendarTrainingDays.training_id}
        LIMIT ${literal(CALENDAR_DAY_SHOWN)}
      ) k
      CROSS JOIN LATERAL (SELECT ${keptValueSql(KEPT_COUNTS.calendarTrainingsByDay, sql`${FIRST_DAY} + g.day`)} AS total) c`;
  }
  return sql`SELECT ranked.day, ranked.total, ranked.id, ranked.start_date FROM (
      SELECT ${calendarTrainingDays.day} - ${FIRST_DAY} AS day, ${calendarTrainingDays.training_id} AS id, ${calendarTrainingDays.start_date} AS start_date,
        row_number() OVER day_order AS rank, count(*) OVER day_order AS total
      FROM ${calendarTrainingDays}
      WHERE ${calendarTrainingDays.day} BETWEEN ${FIRST_DAY} AND ${FIRST_DAY} + ${literal(last)}
        AND ${taughtByCaller(calendarTrainingDays.training_id)}
      WINDOW day_order AS (PARTITION BY ${calendarTrainingDays.day} ORDER BY ${calendarTrainingDays.start_date}, ${calendarTrainingDays.training_id}
        ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
    ) ranked
    WHERE ranked.rank <= ${literal(CALENDAR_DAY_SHOWN)}`;
}

const selectGrid = preparedStatements('calendar_grid', SCOPES, (db, scope, name) =>
  db
    .select({
      day: sql<number>`k.day`.mapWith(Number),
      total: sql<number>`k.total`.mapWith(Number),
      ...EVENT_COLUMNS,
    })
    .from(sql`(${keptPerDay(scope)}) k`)
    .innerJoin(trainings, eq(trainings.id, sql`k.id`))
    .innerJoin(trainingCategories, eq(trainingCategories.id, trainings.training_category_id))
    .innerJoin(trainingTypes, eq(trainingTypes.id, trainings.training_type_id))
    .leftJoin(trainingPlaces, eq(trainingPlaces.id, trainings.training_place_id))
    .orderBy(sql`k.day`, sql`k.start_date`, sql`k.id`)
    .prepare(name),
);

const selectDay = preparedStatements('calendar_day', SCOPES, (db, scope, name) =>
  db
    .select(EVENT_COLUMNS)
    .from(trainings)
    .innerJoin(trainingCategories, eq(trainingCategories.id, trainings.training_category_id))
    .innerJoin(trainingTypes, eq(trainingTypes.id, trainings.training_type_id))
    .leftJoin(trainingPlaces, eq(trainingPlaces.id, trainings.training_place_id))
    .where(running(scope))
    .orderBy(trainings.start_date, trainings.id)
    .prepare(name),
);

const scopeKey = (scope: TrainingScope): CalendarScope => (scope === 'taught' ? 'taught' : 'every');

/**
 * The first trainings of each day of the grid starting on `firstDay` ('YYYY-MM-DD'), one row per day
 * and training kept (`day` from 0), with the day's count of trainings (`total`), ordered by day, then
 * start, then id.
 */
export function calendarGridTrainings(db: Db, firstDay: string, scope: TrainingScope, profileId: number) {
  return selectGrid(db, scopeKey(scope)).execute({ first: firstDay, profileId });
}

/** Every training running between the Paris midnights `from` and `to` (one day), by start then id. */
export function calendarDayTrainings(db: Db, from: Date, to: Date, scope: TrainingScope, profileId: number) {
  return selectDay(db, scopeKey(scope)).execute({ from: from.toISOString(), to: to.toISOString(), profileId });
}
