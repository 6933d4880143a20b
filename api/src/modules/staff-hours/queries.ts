/**
 * SQL of the trainer hours report: a page of the trainings having team rows that match the filter (latest
 * start first) read with those rows and their hours (a JSON array per training) in one statement, and the count. One prepared statement per combination of the
 * filters that change the plan (a training, a person, Ares statuses); the period is always bound
 * (open ends are ±infinity), so it needs no variant.
 */
import { and, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptCount } from '../../db/kept-counts';
import { aresStatuses, KEPT_COUNTS, KEPT_COUNTS_OF, profiles, roles, trainingStaff, trainings, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { isParisMidnight, parisDayNumber } from '../../lib/paris-time';
import { preparedStatements, variantsOf } from '../../lib/prepared';

/** The filter as the statements take it. */
export interface StaffHoursFilter {
  trainingId: number | null;
  profileId: number | null;
  /** Trainings starting at or after this instant (a Paris midnight), or null. */
  from: Date | null;
  /** Trainings starting before this instant (the Paris midnight after the last day), or null. */
  before: Date | null;
  /** Ares statuses kept (empty: every row, with or without a status). */
  aresStatusIds: number[];
}

/** Which filters are on: t (training), p (person), a (Ares statuses); 'none' (no letter of those) without any. */
const LIST_VARIANTS = variantsOf(['none', 't', 'p', 'a', 'tp', 'ta', 'pa', 'tpa'] as const);
type ListVariant = typeof LIST_VARIANTS extends ReadonlyMap<infer K, unknown> ? K : never;

function listVariant(filter: StaffHoursFilter): ListVariant {
  const key = `${filter.trainingId === null ? '' : 't'}${filter.profileId === null ? '' : 'p'}${filter.aresStatusIds.length === 0 ? '' : 'a'}`;
  return key === '' ? 'none' : (key as ListVariant);
}

/** The conditions on a team row of the variant (the person, the Ares statuses). */
function staffConditions(variant: string): SQL[] {
  const conditions: SQL[] = [];
  if (variant.includes('p')) conditions.push(sql`${trainingStaff.profile_id} = ${sql.placeholder('profileId')}`);
  if (variant.includes('a')) conditions.push(sql`${trainingStaff.ares_status_id} = ANY(${sql.placeholder('aresStatusIds')}::int[])`);
  return conditions;
}

/** A training of the report: in the period, the one asked for, with at least one matching team row. */
function trainingWhere(db: Db, variant: ListVariant): SQL {
  const conditions: SQL[] = [
    sql`${trainings.start_date} >= ${sql.placeholder('from')}::timestamptz`,
    sql`${trainings.start_date} < ${sql.placeholder('before')}::timestamptz`,
    exists(
      db
        .select({ one: sql`1` })
        .from(trainingStaff)
        .where(and(eq(trainingStaff.training_id, trainings.id), ...staffConditions(variant))),
    ),
  ];
  if (variant.includes('t')) conditions.push(sql`${trainings.id} = ${sql.placeholder('trainingId')}`);
  return and(...conditions)!;
}

const countTrainingsStatement = preparedStatements('staff_hours_trainings_count', LIST_VARIANTS, (db, variant, name) =>
  db.select({ n: count() }).from(trainings).where(trainingWhere(db, variant)).prepare(name),
);

/** A training of a page of the report. */
export interface StaffHoursTrainingRecord {
  id: number;
  title: string;
  start_date: Date;
  end_date: Date;
}

/** A team row of the report, with its person; hours as PostgreSQL writes numeric(6, 2) ('2.50'). */
export interface StaffHoursRowRecord {
  training_id: number;
  type: string;
  expected_lecture_hours: string | null;
  expected_tutorial_hours: string | null;
  actual_lecture_hours: string | null;
  actual_tutorial_hours: string | null;
  ares_status_id: number | null;
  ares_status_name: string | null;
  is_remunerated: boolean;
  profile_id: number;
  name: string;
  email: string;
  phone: string | null;
  role_id: number;
  role_name: string;
}

/** A team row as the page's statement writes it in its training's JSON array: the fields of StaffHoursRowRecord after training_id, in order. */
type TeamRowJson = [
  type: string,
  expectedLecture: string | null,
  expectedTutorial: string | null,
  actualLecture: string | null,
  actualTutorial: string | null,
  aresStatusId: number | null,
  aresStatusName: string | null,
  isRemunerated: boolean,
  profileId: number,
  name: string,
  email: string,
  phone: string | null,
  roleId: number,
  roleName: string,
];

/**
 * The matching team rows of the page's training (`trainings` of the outer statement) as one JSON text,
 * in the report's order (supervisors before teachers, then by name), hours as numeric's text. One field
 * per training instead of fifteen per team row: on PGlite each field of an answer costs more to read than
 * the statement costs to run (its message parser copies every field), a JSON text is read at once.
 */
function teamRowsJson(variant: ListVariant): SQL<string | null> {
  const staffOfTraining = and(sql`${trainingStaff.training_id} = ${trainings.id}`, ...staffConditions(variant));
  const subquery = sql`(
    SELECT json_agg(json_build_array(
      ${trainingStaff.type}, ${trainingStaff.expected_lecture_hours}::text, ${trainingStaff.expected_tutorial_hours}::text,
      ${trainingStaff.actual_lecture_hours}::text, ${trainingStaff.actual_tutorial_hours}::text,
      ${trainingStaff.ares_status_id}, ${aresStatuses.name}, ${trainingStaff.is_remunerated},
      ${profiles.id}, ${users.name}, ${users.email}, ${profiles.phone}, ${roles.id}, ${roles.name}
    ) ORDER BY ${trainingStaff.type}, ${users.name}, ${profiles.id})::text
    FROM ${trainingStaff}
    INNER JOIN ${profiles} ON ${profiles.id} = ${trainingStaff.profile_id}
    INNER JOIN ${users} ON ${users.id} = ${profiles.user_id}
    INNER JOIN ${roles} ON ${roles.id} = ${profiles.role_id}
    LEFT JOIN ${aresStatuses} ON ${aresStatuses.id} = ${trainingStaff.ares_status_id}
    WHERE ${staffOfTraining}
  )`;
  // Nested: Drizzle writes the columns of a single-table select's own expressions without their table,
  // which inside this subquery would name its tables' columns ("id" of profiles) ambiguously.
  return sql<string | null>`${subquery}`;
}

/**
 * One page of the report in one statement: a page of its trainings (latest start first), each with its
 * matching team rows (at least one: the page's condition) as a JSON array.
 */
const selectPageRows = preparedStatements('staff_hours_page_rows', LIST_VARIANTS, (db, variant, name) =>
  db
    .select({ id: trainings.id, title: trainings.title, start_date: trainings.start_date, end_date: trainings.end_date, team: teamRowsJson(variant) })
    .from(trainings)
    .where(trainingWhere(db, variant))
    .orderBy(desc(trainings.start_date), desc(trainings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const bounds = (filter: StaffHoursFilter) => ({
  from: filter.from?.toISOString() ?? '-infinity',
  before: filter.before?.toISOString() ?? 'infinity',
});

function listValues(filter: StaffHoursFilter) {
  return {
    ...bounds(filter),
    trainingId: filter.trainingId ?? 0,
    profileId: filter.profileId ?? 0,
    aresStatusIds: filter.aresStatusIds,
  };
}

/**
 * The days of the period as keys of the counts kept by start day (Paris days since 1970-01-01), or null
 * when a bound is not a Paris midnight (the report's filter always gives midnights).
 */
function keptDays(filter: StaffHoursFilter): { from?: number; to?: number } | null {
  if ((filter.from && !isParisMidnight(filter.from)) || (filter.before && !isParisMidnight(filter.before))) return null;
  return {
    from: filter.from ? parisDayNumber(filter.from) : undefined,
    to: filter.before ? parisDayNumber(filter.before) - 1 : undefined,
  };
}

export async function countStaffHoursTrainings(db: Db, filter: StaffHoursFilter): Promise<number> {
  // Neither a training nor a person, at most one Ares status: counts the database keeps (migrations
  // 0034 and 0036), a few rows whatever the number of trainings. Unfiltered: the trainings having a team
  // row; over a period, or of one status, the sum of those trainings by start day.
  if (filter.trainingId === null && filter.profileId === null && filter.aresStatusIds.length <= 1) {
    const [status] = filter.aresStatusIds;
    if (status === undefined && filter.from === null && filter.before === null) return keptCount(db, KEPT_COUNTS.trainingsWithStaff, [0]);
    const days = keptDays(filter);
    if (days) return keptCount(db, status === undefined ? KEPT_COUNTS.staffTrainingsByStartDay : KEPT_COUNTS_OF.staffTrainingsByStartDay(status), days);
  }
  const [row] = await countTrainingsStatement(db, listVariant(filter)).execute(listValues(filter));
  return row?.n ?? 0;
}

/** One page of the report's trainings with their matching team rows, read in one statement. */
export async function listStaffHoursPage(
  db: Db,
  filter: StaffHoursFilter,
  window: PageWindow,
): Promise<{ trainings: StaffHoursTrainingRecord[]; rows: StaffHoursRowRecord[] }> {
  const found = await selectPageRows(db, listVariant(filter)).execute({ ...listValues(filter), limit: window.limit, offset: window.offset });
  const rows: StaffHoursRowRecord[] = [];
  for (const { id, team } of found) {
    for (const r of JSON.parse(team ?? '[]') as TeamRowJson[]) {
      rows.push({
        training_id: id,
        type: r[0],
        expected_lecture_hours: r[1],
        expected_tutorial_hours: r[2],
        actual_lecture_hours: r[3],
        actual_tutorial_hours: r[4],
        ares_status_id: r[5],
        ares_status_name: r[6],
        is_remunerated: r[7],
        profile_id: r[8],
        name: r[9],
        email: r[10],
        phone: r[11],
        role_id: r[12],
        role_name: r[13],
      });
    }
  }
  return { trainings: found.map(({ id, title, start_date, end_date }) => ({ id, title, start_date, end_date })), rows };
}
