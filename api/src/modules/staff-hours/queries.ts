/**
 * SQL of the trainer hours report: a page of the trainings having team rows that match the filter (latest
 * start first) read with those rows and their hours in one statement, and the count. One prepared statement per combination of the
 * filters that change the plan (a training, a person, Ares statuses); the period is always bound
 * (open ends are ±infinity), so it needs no variant.
 */
import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
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

/** A team row of the report, with its person. */
const ROW_COLUMNS = {
  training_id: trainingStaff.training_id,
  type: trainingStaff.type,
  expected_lecture_hours: trainingStaff.expected_lecture_hours,
  expected_tutorial_hours: trainingStaff.expected_tutorial_hours,
  actual_lecture_hours: trainingStaff.actual_lecture_hours,
  actual_tutorial_hours: trainingStaff.actual_tutorial_hours,
  ares_status_id: trainingStaff.ares_status_id,
  ares_status_name: aresStatuses.name,
  is_remunerated: trainingStaff.is_remunerated,
  profile_id: profiles.id,
  name: users.name,
  email: users.email,
  phone: profiles.phone,
  role_id: roles.id,
  role_name: roles.name,
};

/**
 * One page of the report in one statement: the matching team rows of a page of its trainings (each has
 * at least one: the page's condition), with their training, in the page's order (latest start first),
 * then supervisors before teachers and by name.
 */
const selectPageRows = preparedStatements('staff_hours_page_rows', LIST_VARIANTS, (db, variant, name) => {
  const page = db
    .select({ id: trainings.id })
    .from(trainings)
    .where(trainingWhere(db, variant))
    .orderBy(desc(trainings.start_date), desc(trainings.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select({
      training: { id: trainings.id, title: trainings.title, start_date: trainings.start_date, end_date: trainings.end_date },
      row: ROW_COLUMNS,
    })
    .from(trainingStaff)
    .innerJoin(trainings, eq(trainings.id, trainingStaff.training_id))
    .innerJoin(profiles, eq(profiles.id, trainingStaff.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .innerJoin(roles, eq(roles.id, profiles.role_id))
    .leftJoin(aresStatuses, eq(aresStatuses.id, trainingStaff.ares_status_id))
    .where(and(sql`${trainingStaff.training_id} IN (${page})`, ...staffConditions(variant)))
    .orderBy(desc(trainings.start_date), desc(trainings.id), asc(trainingStaff.type), asc(users.name), asc(profiles.id))
    .prepare(name);
});

type PageRow = Awaited<ReturnType<ReturnType<typeof selectPageRows>['execute']>>[number];
export type StaffHoursTrainingRecord = PageRow['training'];
export type StaffHoursRowRecord = PageRow['row'];

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
  const trainingsOfPage: StaffHoursTrainingRecord[] = [];
  for (const { training } of found) if (trainingsOfPage.at(-1)?.id !== training.id) trainingsOfPage.push(training);
  return { trainings: trainingsOfPage, rows: found.map((f) => f.row) };
}
