/**
 * SQL of the calendar: the trainings running on Paris calendar days, with their category, type, place
 * and first pedagogical supervisor, prepared once per caller scope.
 *
 * A training runs on a day from the Paris date of its start to the Paris date of its end. The trainings
 * of a span of days are found on the GiST index of their time range (`trainings_period_gist`), so the
 * read is the span's trainings only, however long ago a long training started. The month grid ranks
 * each day's trainings (start, then id) and keeps the first CALENDAR_DAY_SHOWN with the day's count:
 * the answer, the joins and the supervisor look-ups follow the grid, not the number of trainings.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { CALENDAR_DAY_SHOWN } from '../../contract/trainings';
import { TRAINING_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import { profiles, trainingCategories, trainingPlaces, trainings, trainingStaff, trainingTypes, users } from '../../db/schema';
import { INSTITUTE_TIME_ZONE } from '../../lib/paris-time';
import { preparedStatements, variantsOf } from '../../lib/prepared';
import { literal } from '../../lib/sql';
import { taughtByCaller, type TrainingScope } from '../trainings';

/** Days of the month grid: 6 weeks. */
export const CALENDAR_DAYS = 42;

/** The calendar reads every training, or only those the caller teaches or supervises (an intervenant). */
const SCOPES = variantsOf(['every', 'taught'] as const);
type CalendarScope = 'every' | 'taught';

const ZONE = sql.raw(`'${INSTITUTE_TIME_ZONE}'`);

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

/**
 * Each day of the grid with its first trainings: the span's trainings, each spread over its days of
 * the grid (day 0 is the placeholder `first`, 'YYYY-MM-DD'), ranked per day by start then id and counted
 * per day in one pass of one window (the rank ignores the frame, the count takes the whole day), the
 * first CALENDAR_DAY_SHOWN kept. The LIMITs change nothing (a training has at most 42 days in the grid,
 * the grid at most 42 × CALENDAR_DAY_SHOWN kept rows): they tell the planner so.
 */
function keptPerDay(scope: CalendarScope): SQL {
  const first = sql`${sql.placeholder('first')}::date`;
  const last = CALENDAR_DAYS - 1;
  return sql`SELECT ranked.day, ranked.rank, ranked.total, ranked.id FROM (
      SELECT d.day, r.id, row_number() OVER day_order AS rank, count(*) OVER day_order AS total
      FROM (
        SELECT ${trainings.id} AS id, ${trainings.start_date} AS start_date,
          greatest((${trainings.start_date} AT TIME ZONE ${ZONE})::date - ${first}, 0) AS first_day,
          least((${trainings.end_date} AT TIME ZONE ${ZONE})::date - ${first}, ${literal(last)}) AS last_day
        FROM ${trainings}
        WHERE ${running(scope)}
      ) r
      CROSS JOIN LATERAL (SELECT generate_series(r.first_day, r.last_day) AS day LIMIT ${literal(CALENDAR_DAYS)}) d
      WINDOW day_order AS (PARTITION BY d.day ORDER BY r.start_date, r.id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
    ) ranked
    WHERE ranked.rank <= ${literal(CALENDAR_DAY_SHOWN)}
    LIMIT ${literal(CALENDAR_DAYS * CALENDAR_DAY_SHOWN)}`;
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
    .orderBy(sql`k.day`, sql`k.rank`)
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
 * and training kept (`day` from 0), with the day's count of trainings (`total`), ordered by day then
 * rank. `from` and `to` are the Paris midnights of the first day and of the day after the last.
 */
export function calendarGridTrainings(db: Db, firstDay: string, from: Date, to: Date, scope: TrainingScope, profileId: number) {
  return selectGrid(db, scopeKey(scope)).execute({ first: firstDay, from: from.toISOString(), to: to.toISOString(), profileId });
}

/** Every training running between the Paris midnights `from` and `to` (one day), by start then id. */
export function calendarDayTrainings(db: Db, from: Date, to: Date, scope: TrainingScope, profileId: number) {
  return selectDay(db, scopeKey(scope)).execute({ from: from.toISOString(), to: to.toISOString(), profileId });
}
