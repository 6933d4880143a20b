/**
 * SQL of the registration lists, prepared once: registrations by status (the managers' list of
 * pre-registrations) and the caller's own registrations (trainee dashboard).
 */
import { and, asc, count, desc, eq, gt, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import { keptCount } from '../../db/kept-counts';
import { cities, KEPT_COUNTS_OF, openRegistrations, profiles, registrations, trainingPlaces, trainings, users } from '../../db/schema';
import { addDays, parisDateTime, parisDay, parisDayNumber } from '../../lib/paris-time';
import type { PageWindow } from '../../lib/paging';
import { literal } from '../../lib/sql';
import { preparedStatement, preparedStatements, variantsOf } from '../../lib/prepared';
import { scopeCondition } from '../trainings';

/* ---------- Registrations by status, of trainings neither ended nor cancelled ---------- */

/*
 * The page: the registrations of the status, oldest first, of trainings not yet ended nor cancelled, the
 * first rows of the status in `open_registrations` (migration 0044: the registrations of trainings not
 * cancelled that had not ended when written, in this order; those of a training ended since are left out
 * by their `training_end` until the sweep removes them), then only the page's rows joined to their
 * registration, training and trainee. Its total is mostly kept by the database (countOpenRegistrations).
 */
const openPage = sql`(
  SELECT ${openRegistrations.registration_id} AS id, ${openRegistrations.created_at} AS created_at FROM ${openRegistrations}
  WHERE ${openRegistrations.registration_status_id} = ${sql.placeholder('statusId')} AND ${openRegistrations.training_end} >= ${sql.placeholder('now')}
  ORDER BY ${openRegistrations.created_at}, ${openRegistrations.registration_id}
  LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}
) page`;

const selectRegistrationsByStatus = preparedStatement('registrations_by_status', (db, name) =>
  db
    .select({
      id: registrations.id,
      created_at: registrations.created_at,
      profile_id: profiles.id,
      name: users.name,
      email: users.email,
      profile_picture: profiles.profile_picture,
      training_id: trainings.id,
      title: trainings.title,
      start_date: trainings.start_date,
    })
    .from(openPage)
    .innerJoin(registrations, eq(registrations.id, sql`page.id`))
    .innerJoin(trainings, eq(trainings.id, registrations.training_id))
    .innerJoin(profiles, eq(profiles.id, registrations.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    // Oldest first.
    .orderBy(sql`page.created_at`, sql`page.id`)
    .prepare(name),
);

/**
 * The registrations of the status to trainings not cancelled ending from now to the next Paris midnight:
 * the kept rows of the status whose training ends in that range (one table, so the statement keeps one
 * plan whatever the size of the tables).
 */
const countRegistrationsEndingToday = preparedStatement('registrations_by_status_today_count', (db, name) =>
  db
    .select({ n: count() })
    .from(openRegistrations)
    .where(
      and(
        eq(openRegistrations.registration_status_id, sql.placeholder('statusId')),
        gte(openRegistrations.training_end, sql.placeholder('now')),
        lt(openRegistrations.training_end, sql.placeholder('dayEnd')),
      ),
    )
    .prepare(name),
);

export interface OpenRegistrationsFilter {
  statusId: number;
  now: Date;
}

export function listOpenRegistrations(db: Db, filter: OpenRegistrationsFilter, window: PageWindow) {
  return selectRegistrationsByStatus(db).execute({ statusId: filter.statusId, now: filter.now, ...window });
}

/**
 * The registrations of the status to trainings neither ended nor cancelled: those of trainings ending
 * after today, from the counts the database keeps by day of the training's end (migration 0036, a row
 * per day to come whatever the number of registrations), and today's, counted.
 */
export async function countOpenRegistrations(db: Db, filter: OpenRegistrationsFilter): Promise<number> {
  const today = parisDayNumber(filter.now);
  const laterDays = await keptCount(db, KEPT_COUNTS_OF.registrationsByEndDay(filter.statusId), { from: today + 1 });
  const dayEnd = parisDateTime(addDays(parisDay(filter.now), 1), 0);
  const [row] = await countRegistrationsEndingToday(db).execute({ statusId: filter.statusId, now: filter.now, dayEnd });
  return laterDays + (row?.n ?? 0);
}

/**
 * Removes from `open_registrations` the rows of trainings ended before `now` (the list already leaves
 * them out): the list's reads stay among the registrations of trainings to come. Returns how many went.
 */
export async function sweepEndedOpenRegistrations(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(openRegistrations).where(lt(openRegistrations.training_end, now)).returning({ id: openRegistrations.registration_id });
  return removed.length;
}

/* ---------- The caller's own registrations ---------- */

/** Upcoming (not started) or past (ended) trainings, with or without a registration status filter. */
const OWN_LISTS = variantsOf(['upcoming_any', 'upcoming_status', 'past_any', 'past_status'] as const);
export type OwnRegistrationList = 'upcoming' | 'past';

function ownWhere(key: string): SQL | undefined {
  const past = key.startsWith('past');
  return and(
    eq(registrations.profile_id, sql.placeholder('profileId')),
    past ? lt(trainings.end_date, sql.placeholder('now')) : gt(trainings.start_date, sql.placeholder('now')),
    key.endsWith('_status') ? eq(registrations.registration_status_id, sql.placeholder('statusId')) : undefined,
  );
}

function ownOrder(key: string) {
  return key.startsWith('past') ? [desc(trainings.end_date), asc(trainings.id)] : [asc(trainings.start_date), asc(trainings.id)];
}

/**
 * A waiting registration's place in its training's list (1 for the first, in the order of the requests),
 * or null for any other status and for an ended training, whose list no longer leads anywhere.
 */
function waitingListPosition(key: string): SQL<number | null> {
  if (key.startsWith('past')) return sql<null>`null::int`;
  const waiting = literal(REGISTRATION_STATUS.en_attente);
  return sql<number | null>`case when ${registrations.registration_status_id} = ${waiting} then (
    select count(*)::int + 1 from ${registrations} as ahead
    where ahead.training_id = ${registrations.training_id}
      and ahead.registration_status_id = ${waiting}
      and (ahead.created_at, ahead.id) < (${registrations.created_at}, ${registrations.id})
  ) end`;
}

const selectOwnRegistrations = preparedStatements('own_registrations', OWN_LISTS, (db, key, name) =>
  db
    .select({
      registration_id: registrations.id,
      registration_status_id: registrations.registration_status_id,
      training_id: trainings.id,
      title: trainings.title,
      start_date: trainings.start_date,
      end_date: trainings.end_date,
      status_id: trainings.training_status_id,
      category_id: trainings.training_category_id,
      place_id: trainings.training_place_id,
      place_name: trainingPlaces.name,
      city_name: cities.name,
      waiting_list_position: waitingListPosition(key),
    })
    .from(registrations)
    .innerJoin(trainings, eq(trainings.id, registrations.training_id))
    .leftJoin(trainingPlaces, eq(trainingPlaces.id, trainings.training_place_id))
    .leftJoin(cities, eq(cities.id, trainingPlaces.city_id))
    .where(ownWhere(key))
    .orderBy(...ownOrder(key))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const countOwnRegistrations = preparedStatements('own_registrations_count', OWN_LISTS, (db, key, name) =>
  db
    .select({ n: count() })
    .from(registrations)
    .innerJoin(trainings, eq(trainings.id, registrations.training_id))
    .where(ownWhere(key))
    .prepare(name),
);

export interface OwnRegistrationsFilter {
  list: OwnRegistrationList;
  profileId: number;
  /** Registration status, or null for every status. */
  statusId: number | null;
  now: Date;
}

function ownKey(filter: OwnRegistrationsFilter) {
  return `${filter.list}_${filter.statusId === null ? 'any' : 'status'}` as const;
}

function ownValues({ profileId, statusId, now }: OwnRegistrationsFilter) {
  return { profileId, statusId: statusId ?? 0, now };
}

export function listOwnRegistrations(db: Db, filter: OwnRegistrationsFilter, window: PageWindow) {
  return selectOwnRegistrations(db, ownKey(filter)).execute({ ...ownValues(filter), ...window });
}

export async function countOwnRegistrationsOf(db: Db, filter: OwnRegistrationsFilter): Promise<number> {
  const [row] = await countOwnRegistrations(db, ownKey(filter)).execute(ownValues(filter));
  return row?.n ?? 0;
}

/* ---------- A training's clashes with the caller's validated registrations ---------- */

/** The dates of a training the trainee may open (the catalogue, or one they are registered to). */
const selectVisibleTrainingDates = preparedStatement('trainee_visible_training_dates', (db, name) =>
  db
    .select({ id: trainings.id, start_date: trainings.start_date, end_date: trainings.end_date })
    .from(trainings)
    .where(and(eq(trainings.id, sql.placeholder('id')), scopeCondition('catalogueOrRegistered')))
    .limit(1)
    .prepare(name),
);

export async function visibleTrainingDates(db: Db, trainingId: number, profileId: number, now: Date) {
  const [row] = await selectVisibleTrainingDates(db).execute({ id: trainingId, profileId, now });
  return row ?? null;
}

/**
 * The profile's validated registrations to trainings, not cancelled, other than `trainingId`, whose
 * [start, end) range meets [start, end) of the given dates: touching ends do not clash.
 */
const selectOwnClashes = preparedStatement('trainee_own_clashes', (db, name) =>
  db
    .select({ id: trainings.id, title: trainings.title, start_date: trainings.start_date, end_date: trainings.end_date })
    .from(registrations)
    .innerJoin(trainings, eq(trainings.id, registrations.training_id))
    .where(
      and(
        eq(registrations.profile_id, sql.placeholder('profileId')),
        eq(registrations.registration_status_id, REGISTRATION_STATUS.valide),
        ne(trainings.training_status_id, TRAINING_STATUS.cancelled),
        ne(trainings.id, sql.placeholder('trainingId')),
        lt(trainings.start_date, sql.placeholder('end')),
        gt(trainings.end_date, sql.placeholder('start')),
      ),
    )
    .orderBy(asc(trainings.start_date), asc(trainings.id))
    .prepare(name),
);

export function ownClashes(db: Db, profileId: number, training: { id: number; start_date: Date; end_date: Date }) {
  return selectOwnClashes(db).execute({ profileId, trainingId: training.id, start: training.start_date, end: training.end_date });
}
