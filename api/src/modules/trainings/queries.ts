/**
 * SQL of the trainings module, typed by Drizzle's query builder and prepared once per database handle
 * (one statement per list filter and caller scope; values as placeholders).
 *
 * List statements read one page of `trainings` first (filter, order, LIMIT/OFFSET in a subquery), then
 * the registration and expense counters of those rows only. Reference names (category, type, status,
 * place) are not joined: the rows carry ids, named from memory (lookups/queries.ts).
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ARES_STATUS, EXPENSE_STATUS, REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import { keptCount } from '../../db/kept-counts';
import {
  cities,
  KEPT_COUNTS,
  profiles,
  registrations,
  trainingCategories,
  trainingDeferrals,
  trainingExpenses,
  trainingPlaces,
  trainings,
  trainingStaff,
  trainingThemes,
  trainingTypes,
  trainingUnions,
  unions,
  users,
} from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatements, UNNAMED, unnamedStatements, variantsOf } from '../../lib/prepared';
import { MAX_PER_PAGE } from '../../contract/constants/limits';
import { matchesEveryWord, wordValues } from '../../lib/search-text';
import { literal } from '../../lib/sql';
import { panelRowOf, TRAINING_PANEL_COLUMNS, trainingPanelPage } from './panel-rows';
import { catalogueToCome, catalogueUnderWay, inScope, scopeCondition, type ScopeParams, type TrainingScope } from './scopes';

const SCOPES_QUERIED = variantsOf(['taught', 'supervised', 'catalogueOrRegistered'] as const satisfies readonly TrainingScope[]);

const selectInScope = preparedStatements('training_in_scope', SCOPES_QUERIED, (db, scope, name) =>
  db
    .select({ id: trainings.id })
    .from(trainings)
    .where(and(eq(trainings.id, sql.placeholder('id')), scopeCondition(scope)))
    .prepare(name),
);

/** A training's row, or undefined when there is none. */
export async function findTrainingRow(db: Db, id: number) {
  const [training] = await db.select().from(trainings).where(eq(trainings.id, id));
  return training;
}

/** Whether the profile is on the training's team (teacher or pedagogical supervisor). */
export async function isOnTrainingTeam(db: Db, trainingId: number, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trainingStaff.id })
    .from(trainingStaff)
    .where(and(eq(trainingStaff.training_id, trainingId), eq(trainingStaff.profile_id, profileId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the training is in the caller's scope ('every' and 'none' answer without a query). */
export async function trainingInScope(db: Db, trainingId: number, scope: TrainingScope, params: ScopeParams): Promise<boolean> {
  if (scope === 'every') return true;
  if (scope === 'none') return false;
  const [row] = await selectInScope(db, scope).execute({ id: trainingId, ...params });
  return row !== undefined;
}


/** `column IN (…)` over ids of a system list, written into the SQL text. */
function inIds(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} IN (${sql.join(ids.map((id) => literal(id)), sql`, `)})`;
}

const notCancelled = sql`${trainings.training_status_id} <> ${literal(TRAINING_STATUS.cancelled)}`;

/** Hours count as entered when both values are set and one is above 0. */
function hoursEntered(lecture: AnyPgColumn, tutorial: AnyPgColumn): SQL {
  return sql`(${lecture} IS NOT NULL AND ${tutorial} IS NOT NULL AND (${lecture} > 0 OR ${tutorial} > 0))`;
}

function staffWhere(condition: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${trainingStaff} WHERE ${trainingStaff.training_id} = ${trainings.id} AND ${condition})`;
}

/* ---------- The filters of training-row lists ---------- */

type OrderColumn = 'start_date' | 'end_date';

interface TrainingListFilter {
  /** Condition on `trainings`; placeholders `now`, `since`, `until` (window bounds computed by the caller). */
  where: SQL;
  order: { column: OrderColumn; direction: 'asc' | 'desc' };
  /** Scopes the list is served with (an intervenant's 15-day panels are 'taught'). */
  scopes: readonly TrainingScope[];
}

const now = sql.placeholder('now');
const since = sql.placeholder('since');
const until = sql.placeholder('until');
const startAsc = { column: 'start_date', direction: 'asc' } as const;
const startDesc = { column: 'start_date', direction: 'desc' } as const;
const endDesc = { column: 'end_date', direction: 'desc' } as const;
const EVERY = ['every'] as const;
const STAFF_LIST = ['every', 'taught'] as const;

/** Every list of training rows: the timelines of GET /api/trainings and the dashboard panels. */
export const TRAINING_LISTS = {
  all: { where: sql`true`, order: startDesc, scopes: STAFF_LIST },
  // A cancelled training is not "in progress", whatever its dates.
  ongoing: { where: sql`${lte(trainings.start_date, now)} AND ${gte(trainings.end_date, now)} AND ${notCancelled}`, order: startAsc, scopes: STAFF_LIST },
  past: { where: lt(trainings.end_date, now), order: endDesc, scopes: STAFF_LIST },
  upcoming: { where: gt(trainings.start_date, now), order: startAsc, scopes: STAFF_LIST },
  upcomingWithoutTeachers: {
    where: sql`${gt(trainings.start_date, now)} AND ${lte(trainings.start_date, until)} AND ${notCancelled}
      AND NOT ${staffWhere(sql`${trainingStaff.type} = 'teacher'`)}`,
    order: startAsc,
    scopes: EVERY,
  },
  upcomingWithoutHours: {
    where: sql`${gt(trainings.start_date, now)} AND ${lte(trainings.start_date, until)} AND ${notCancelled}
      AND ${staffWhere(not(hoursEntered(trainingStaff.expected_lecture_hours, trainingStaff.expected_tutorial_hours)))}`,
    order: startAsc,
    scopes: EVERY,
  },
  pastWithoutActualHours: {
    where: sql`${lt(trainings.end_date, now)} AND ${notCancelled}
      AND ${staffWhere(not(hoursEntered(trainingStaff.actual_lecture_hours, trainingStaff.actual_tutorial_hours)))}`,
    order: endDesc,
    scopes: EVERY,
  },
  // A training under way is among the next days (it is still to be taught), not among the last ones:
  // the last days hold the trainings that ended within the window.
  lastDays: {
    where: sql`${lte(trainings.end_date, now)} AND ${gte(trainings.end_date, since)} AND ${notCancelled}`,
    order: startDesc,
    scopes: STAFF_LIST,
  },
  nextDays: {
    where: sql`${gt(trainings.end_date, now)} AND ${lte(trainings.start_date, until)} AND ${notCancelled}`,
    order: startAsc,
    scopes: STAFF_LIST,
  },
  upcomingNotCancelled: { where: sql`${gt(trainings.start_date, now)} AND ${notCancelled}`, order: startAsc, scopes: EVERY },
  withoutAttendanceSheets: {
    where: sql`${lt(trainings.end_date, now)} AND ${eq(trainings.attendance_sheet_done, false)}
      AND ${inIds(trainings.training_status_id, [TRAINING_STATUS.published, TRAINING_STATUS.postponed])}`,
    order: endDesc,
    scopes: EVERY,
  },
  lowInscription: {
    // `threshold`: share of the places (percent) under which a training is to boost.
    where: sql`${inIds(trainings.training_status_id, [TRAINING_STATUS.published, TRAINING_STATUS.postponed])}
      AND ${gt(trainings.start_date, now)} AND ${lte(trainings.start_date, until)}
      AND (SELECT COUNT(*) FROM ${registrations} WHERE ${registrations.training_id} = ${trainings.id}
        AND ${registrations.registration_status_id} = ${literal(REGISTRATION_STATUS.valide)}) * 100
        < ${sql.placeholder('threshold')}::int * ${trainings.max_attendees}`,
    order: startAsc,
    scopes: EVERY,
  },
  validatedContractHours: {
    where: staffWhere(sql`${trainingStaff.ares_status_id} = ${literal(ARES_STATUS.validated)}`),
    order: startDesc,
    scopes: EVERY,
  },
} satisfies Record<string, TrainingListFilter>;

export type TrainingListName = keyof typeof TRAINING_LISTS;

/** Values of a list's placeholders: the scope's, and the window bounds of the panels that have one. */
export interface TrainingListParams extends ScopeParams {
  since?: Date;
  until?: Date;
  threshold?: number;
}

/** Every (list, scope) pair served, each one prepared statement. */
type ListVariantKey = `${TrainingListName}_${TrainingScope}`;
interface ListVariant {
  filter: TrainingListFilter;
  scope: TrainingScope;
}
const LIST_VARIANTS = new Map<ListVariantKey, ListVariant>();
for (const [list, filter] of Object.entries(TRAINING_LISTS) as [TrainingListName, TrainingListFilter][]) {
  for (const scope of filter.scopes) LIST_VARIANTS.set(`${list}_${scope}`, { filter, scope });
}

function variantOf(list: TrainingListName, scope: TrainingScope): ListVariantKey {
  const key: ListVariantKey = `${list}_${scope}`;
  if (!LIST_VARIANTS.has(key)) throw new Error(`training list ${list} is not served with scope ${scope}`);
  return key;
}

/* ---------- Registration and expense counters ---------- */

/** Counters of the registrations of training `trainingId` (a column), as one lateral subquery. */
function registrationCounts(db: Db, trainingId: AnyPgColumn) {
  const status = registrations.registration_status_id;
  const countWhere = (condition: SQL) => sql<number>`COUNT(*) FILTER (WHERE ${condition})`.mapWith(Number);
  return db
    .select({
      validated: countWhere(sql`${status} = ${literal(REGISTRATION_STATUS.valide)}`).as('validated'),
      confirmed: countWhere(sql`${status} = ${literal(REGISTRATION_STATUS.valide)} AND ${registrations.convocation_sent_at} IS NOT NULL`).as('confirmed'),
      pre_registered: countWhere(sql`${status} = ${literal(REGISTRATION_STATUS.preinscription)}`).as('pre_registered'),
      waiting: countWhere(sql`${status} = ${literal(REGISTRATION_STATUS.en_attente)}`).as('waiting'),
      uncertified: countWhere(sql`${status} = ${literal(REGISTRATION_STATUS.valide)} AND ${registrations.certificate_sent_at} IS NULL`).as('uncertified'),
    })
    .from(registrations)
    .where(eq(registrations.training_id, trainingId))
    .as('counts');
}

/** Expenses still to handle (En cours, À payer, En attente de pièces) of training `trainingId`. */
function expensesToHandle(db: Db, trainingId: AnyPgColumn) {
  return db
    .select({ to_handle: sql<number>`COUNT(*)`.mapWith(Number).as('to_handle') })
    .from(trainingExpenses)
    .where(
      and(
        eq(trainingExpenses.training_id, trainingId),
        inIds(trainingExpenses.training_expense_status_id, [EXPENSE_STATUS.inProgress, EXPENSE_STATUS.toPay, EXPENSE_STATUS.awaitingReceipts]),
      ),
    )
    .as('expenses');
}

/* ---------- Training rows (list and panels) ---------- */

function pageOrder(column: AnyPgColumn, id: AnyPgColumn, direction: 'asc' | 'desc') {
  return [direction === 'asc' ? asc(column) : desc(column), asc(id)];
}

const selectTrainingRows = preparedStatements('training_rows', LIST_VARIANTS, (db, { filter, scope }, name) => {
  const page = trainingPanelPage(db, sql`${filter.where} AND ${scopeCondition(scope)}`, pageOrder(trainings[filter.order.column], trainings.id, filter.order.direction), {
    max_attendees: trainings.max_attendees,
    attendance_sheet_done: trainings.attendance_sheet_done,
    category_id: trainings.training_category_id,
    type_id: trainings.training_type_id,
    status_id: trainings.training_status_id,
    place_id: trainings.training_place_id,
    created_by: trainings.created_by,
  });
  const counts = registrationCounts(db, page.id);
  const expenses = expensesToHandle(db, page.id);
  return db
    .select({
      ...panelRowOf(page),
      max_attendees: page.max_attendees,
      attendance_sheet_done: page.attendance_sheet_done,
      category_id: page.category_id,
      type_id: page.type_id,
      status_id: page.status_id,
      place_id: page.place_id,
      creator_id: page.created_by,
      creator_name: users.name,
      validated: counts.validated,
      confirmed: counts.confirmed,
      pre_registered: counts.pre_registered,
      waiting: counts.waiting,
      uncertified: counts.uncertified,
      expenses_to_handle: expenses.to_handle,
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.created_by))
    .leftJoinLateral(counts, sql`true`)
    .leftJoinLateral(expenses, sql`true`)
    .orderBy(...pageOrder(page[filter.order.column], page.id, filter.order.direction))
    .prepare(name);
});

export type TrainingRowRecord = Awaited<ReturnType<ReturnType<typeof selectTrainingRows>['execute']>>[number];

const countTrainingRows = preparedStatements('training_rows_count', LIST_VARIANTS, (db, { filter, scope }, name) => {
  return db
    .select({ n: count() })
    .from(trainings)
    .where(sql`${filter.where} AND ${scopeCondition(scope)}`)
    .prepare(name);
});

/** Placeholder values: unused ones are ignored by the statement. */
function listValues(params: TrainingListParams) {
  return { ...params, since: params.since ?? params.now, until: params.until ?? params.now, threshold: params.threshold ?? 0 };
}

/** One page of a list of training rows, for a caller's scope. */
export function listTrainingRows(
  db: Db,
  list: TrainingListName,
  scope: TrainingScope,
  params: TrainingListParams,
  window: PageWindow,
): Promise<TrainingRowRecord[]> {
  return selectTrainingRows(db, variantOf(list, scope)).execute({ ...listValues(params), ...window });
}

export async function countTrainings(db: Db, list: TrainingListName, scope: TrainingScope, params: TrainingListParams): Promise<number> {
  // Every training, seen by a caller who sees them all: the count the database keeps (migration 0036).
  if (list === 'all' && scope === 'every') return keptCount(db, KEPT_COUNTS.trainings, [0]);
  const [row] = await countTrainingRows(db, variantOf(list, scope)).execute(listValues(params));
  return row?.n ?? 0;
}

/** Validated contract hours (Ares status 2) of the given trainings, by training. */
export function contractHoursOf(db: Db, trainingIds: number[]) {
  if (trainingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      training_id: trainingStaff.training_id,
      staff_count: count(),
      lecture: sql<string>`COALESCE(SUM(${trainingStaff.expected_lecture_hours}), 0)`,
      tutorial: sql<string>`COALESCE(SUM(${trainingStaff.expected_tutorial_hours}), 0)`,
    })
    .from(trainingStaff)
    .where(and(inArray(trainingStaff.training_id, trainingIds), eq(trainingStaff.ares_status_id, ARES_STATUS.validated)))
    .groupBy(trainingStaff.training_id);
}

/* ---------- Searches ---------- */

/**
 * Results a training search reaches at most: the first ones in its order. Its screens ask for one page
 * of the API's largest size (the top bar's search, the hours report's picker), and reading further
 * matches only to count them would make a frequent word cost as much as the table.
 */
export const TRAINING_SEARCH_MAX_RESULTS = MAX_PER_PAGE;

/** The staff search (every training, or those taught for an intervenant) and the catalogue search. */
export type TrainingSearchVariant = 'staff_every' | 'staff_taught' | 'catalogue';

export interface TrainingSearch extends ScopeParams {
  variant: TrainingSearchVariant;
  /** LIKE patterns of the words typed (lib/search-text.ts `wordPatterns`). */
  patterns: string[];
}

const searchColumns = { ...TRAINING_PANEL_COLUMNS, category_id: trainings.training_category_id };

/**
 * The first TRAINING_SEARCH_MAX_RESULTS matches in the variant's order, as the subquery 'first'. The
 * catalogue is read in its two parts (trainings under way, then to come), each through its own index
 * (scopes.ts).
 */
function firstSearchResults(db: Db, variant: TrainingSearchVariant, wordCount: number) {
  const words = matchesEveryWord(trainings.search_title, wordCount);
  if (variant !== 'catalogue') {
    return db
      .select(searchColumns)
      .from(trainings)
      .where(sql`${words} AND ${scopeCondition(variant === 'staff_taught' ? 'taught' : 'every')}`)
      .orderBy(desc(trainings.start_date), asc(trainings.id))
      .limit(TRAINING_SEARCH_MAX_RESULTS)
      .as('first');
  }
  const part = (condition: SQL) =>
    db
      .select({ id: trainings.id, start_date: trainings.start_date })
      .from(trainings)
      .where(sql`${condition} AND ${words}`);
  // The trainings under way are few; those to come are read in order from the current date and cut.
  const toCome = part(catalogueToCome()).orderBy(asc(trainings.start_date), asc(trainings.id)).limit(TRAINING_SEARCH_MAX_RESULTS);
  const ids = part(catalogueUnderWay())
    .unionAll(toCome)
    .orderBy(asc(trainings.start_date), asc(trainings.id))
    .limit(TRAINING_SEARCH_MAX_RESULTS)
    .as('first_ids');
  // The rows' other columns are read for these ids only.
  return db.select(searchColumns).from(ids).innerJoin(trainings, eq(trainings.id, ids.id)).as('first');
}

const searchKey = (variant: TrainingSearchVariant, wordCount: number) => `${variant}_${wordCount}`;

/** One statement per variant and number of words, sent unnamed: planned for the words typed. */
const selectTrainingSearch = unnamedStatements(searchKey, (db, variant: TrainingSearchVariant, wordCount: number) => {
  const first = firstSearchResults(db, variant, wordCount);
  const order = variant === 'catalogue' ? [asc(first.start_date), asc(first.id)] : [desc(first.start_date), asc(first.id)];
  return db
    .select({
      id: first.id,
      title: first.title,
      start_date: first.start_date,
      end_date: first.end_date,
      category_id: first.category_id,
      // How many of the first TRAINING_SEARCH_MAX_RESULTS matches there are (the same on every row).
      found: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(first)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(UNNAMED);
});

const countTrainingSearch = unnamedStatements(searchKey, (db, variant: TrainingSearchVariant, wordCount: number) =>
  db.select({ n: count() }).from(firstSearchResults(db, variant, wordCount)).prepare(UNNAMED),
);

function searchValues(search: TrainingSearch) {
  return { profileId: search.profileId, now: search.now, ...wordValues(search.patterns) };
}

/** One page of a training search, each row with `found`: how many of the first TRAINING_SEARCH_MAX_RESULTS matches there are. */
export function searchTrainings(db: Db, search: TrainingSearch, window: PageWindow) {
  return selectTrainingSearch(db, search.variant, search.patterns.length).execute({ ...searchValues(search), ...window });
}

/** How many of the first TRAINING_SEARCH_MAX_RESULTS matches there are (for a page past the last one). */
export async function countTrainingSearchResults(db: Db, search: TrainingSearch): Promise<number> {
  const [row] = await countTrainingSearch(db, search.variant, search.patterns.length).execute(searchValues(search));
  return row?.n ?? 0;
}

/* ---------- One training ---------- */

/** Shapes of the JSON aggregated by the detail statement (dates are text inside JSON). */
export interface DeferralJson {
  id: number;
  initial_start_date: string;
  initial_end_date: string;
  new_start_date: string;
  new_end_date: string;
  created_at: string;
}

export interface StaffJson {
  profile_id: number;
  name: string;
  email: string;
  phone: string | null;
  type: string;
  reimbursed_transportation: boolean;
}

export interface OwnRegistrationJson {
  id: number;
  registration_status_id: number;
  reimbursed: boolean;
  needs_accommodation: boolean;
  refusal_reason: string | null;
}

const DETAIL_SCOPE_NAMES = ['every', 'taught', 'catalogueOrRegistered'] as const satisfies readonly TrainingScope[];
export type TrainingDetailScope = (typeof DETAIL_SCOPE_NAMES)[number];
const DETAIL_SCOPES = variantsOf(DETAIL_SCOPE_NAMES);

const selectTrainingDetail = preparedStatements('training_detail', DETAIL_SCOPES, (db, scope, name) => {
  const counts = registrationCounts(db, trainings.id);
  return db
    .select({
      training: trainings,
      category: { name: trainingCategories.name, irt_link: trainingCategories.irt_link, color: trainingCategories.color },
      type_name: trainingTypes.name,
      theme: { name: trainingThemes.name, numerotation: trainingThemes.numerotation },
      place: { name: trainingPlaces.name, address: trainingPlaces.address, zip_code: trainingPlaces.zip_code, type: trainingPlaces.type },
      city: { id: cities.id, name: cities.name, zip_code: cities.zip_code },
      creator_name: users.name,
      validated: counts.validated,
      confirmed: counts.confirmed,
      pre_registered: counts.pre_registered,
      waiting: counts.waiting,
      unions: sql<{ id: number; name: string }[]>`COALESCE((SELECT json_agg(json_build_object('id', ${unions.id}, 'name', ${unions.name}) ORDER BY ${unions.id})
        FROM ${trainingUnions} JOIN ${unions} ON ${unions.id} = ${trainingUnions.union_id}
        WHERE ${trainingUnions.training_id} = ${trainings.id}), '[]'::json)`,
      deferrals: sql<DeferralJson[]>`COALESCE((SELECT json_agg(json_build_object('id', ${trainingDeferrals.id},
          'initial_start_date', ${trainingDeferrals.initial_start_date}, 'initial_end_date', ${trainingDeferrals.initial_end_date},
          'new_start_date', ${trainingDeferrals.new_start_date}, 'new_end_date', ${trainingDeferrals.new_end_date},
          'created_at', ${trainingDeferrals.created_at}) ORDER BY ${trainingDeferrals.created_at}, ${trainingDeferrals.id})
        FROM ${trainingDeferrals} WHERE ${trainingDeferrals.training_id} = ${trainings.id}), '[]'::json)`,
      staff: sql<StaffJson[]>`COALESCE((SELECT json_agg(json_build_object('profile_id', sp.id, 'name', su.name, 'email', su.email,
          'phone', sp.phone, 'type', s.type, 'reimbursed_transportation', s.reimbursed_transportation) ORDER BY su.name, sp.id)
        FROM ${trainingStaff} s JOIN ${profiles} sp ON sp.id = s.profile_id JOIN ${users} su ON su.id = sp.user_id
        WHERE s.training_id = ${trainings.id}), '[]'::json)`,
      own: sql<OwnRegistrationJson | null>`(SELECT json_build_object('id', r.id, 'registration_status_id', r.registration_status_id,
          'reimbursed', r.reimbursed, 'needs_accommodation', r.needs_accommodation, 'refusal_reason', r.refusal_reason)
        FROM ${registrations} r WHERE r.training_id = ${trainings.id} AND r.profile_id = ${sql.placeholder('profileId')})`,
      visible: inScope(scope),
    })
    .from(trainings)
    .innerJoin(trainingCategories, eq(trainingCategories.id, trainings.training_category_id))
    .innerJoin(trainingTypes, eq(trainingTypes.id, trainings.training_type_id))
    .innerJoin(trainingThemes, eq(trainingThemes.id, trainings.training_theme_id))
    .leftJoin(trainingPlaces, eq(trainingPlaces.id, trainings.training_place_id))
    .leftJoin(cities, eq(cities.id, trainingPlaces.city_id))
    .leftJoin(users, eq(users.id, trainings.created_by))
    .leftJoinLateral(counts, sql`true`)
    .where(eq(trainings.id, sql.placeholder('id')))
    .prepare(name);
});

export type TrainingDetailRecord = Awaited<ReturnType<ReturnType<typeof selectTrainingDetail>['execute']>>[number];

/** One training with everything its page shows, and whether the caller's scope includes it. */
export async function findTrainingDetail(
  db: Db,
  id: number,
  scope: TrainingDetailScope,
  params: ScopeParams,
): Promise<TrainingDetailRecord | undefined> {
  const [row] = await selectTrainingDetail(db, scope).execute({ id, ...params });
  return row;
}
