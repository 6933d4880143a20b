/**
 * SQL of double bookings. A training's time is the half-open range [start, end) of its dates
 * (`tstzrange(start_date, end_date, '[)')`, the expression of the GiST index `trainings_period_gist`):
 * two trainings conflict when their ranges overlap (&&: an end equal to the other's start is no overlap),
 * neither is cancelled, and they book the same place (not a distance one) or the same person of their
 * teams. The check of a booking compares ranges with && on that very expression, so the planner answers
 * it from the index. The conflicts that exist are kept by the database itself (`booking_conflict_pairs`,
 * recomputed by triggers as trainings, teams and places change: migration 0035); the calendar's flag and
 * the conflicts to come read them from there.
 */
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { ConflictContext, ConflictKind } from '../../contract/conflicts';
import { TRAINING_STATUS } from '../../contract/statuses';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bookingConflictPairs, KEPT_COUNTS, listCounts, profiles, trainingConflictOverrides, trainingPlaces, trainings, trainingStaff, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatement } from '../../lib/prepared';
import { queryRows } from '../../lib/sql';

/** The place type that never conflicts: a distance training books no room. */
const DISTANCE = 'Distanciel';

/** The range of the `trainings` row in scope (the index's expression). */
const periodOf = sql`tstzrange(${trainings.start_date}, ${trainings.end_date}, '[)')`;
/** The range being checked, from the statement's values. */
const checkedPeriod = sql`tstzrange(${sql.placeholder('start')}::timestamptz, ${sql.placeholder('end')}::timestamptz, '[)')`;

/** What a training would book: its times, place and people; `excludeId` is the training itself (when it exists). */
export interface ConflictSubject {
  start: Date;
  end: Date;
  excludeId: number | null;
  placeId: number | null;
  profileIds: readonly number[];
}

/** One conflict as read: what is booked twice and the other training. */
export interface ConflictRecord {
  kind: ConflictKind;
  resource_id: number;
  resource_name: string;
  exclusive: boolean;
  training_id: number;
  title: string;
  start_date: Date;
  end_date: Date;
}

/** The other trainings, not cancelled, whose range overlaps the checked one (the subject left out). */
const others = (): SQL =>
  and(sql`${periodOf} && ${checkedPeriod}`, ne(trainings.training_status_id, TRAINING_STATUS.cancelled), ne(trainings.id, sql.placeholder('excludeId'))) as SQL;

function conflictQuery(db: DbOrTx) {
  const onPlace = db
    .select({
      kind: sql<ConflictKind>`'place'::varchar`.as('kind'),
      resource_id: sql<number>`${trainingPlaces.id}`.as('resource_id'),
      resource_name: sql<string>`${trainingPlaces.name}`.as('resource_name'),
      exclusive: sql<boolean>`${trainingPlaces.exclusive}`.as('exclusive'),
      training_id: trainings.id,
      title: trainings.title,
      start_date: trainings.start_date,
      end_date: trainings.end_date,
    })
    .from(trainings)
    .innerJoin(trainingPlaces, eq(trainingPlaces.id, trainings.training_place_id))
    .where(and(others(), eq(trainings.training_place_id, sql.placeholder('placeId')), ne(trainingPlaces.type, DISTANCE)));
  const onPerson = db
    .select({
      kind: sql<ConflictKind>`${trainingStaff.type}`.as('kind'),
      resource_id: sql<number>`${trainingStaff.profile_id}`.as('resource_id'),
      resource_name: sql<string>`${users.name}`.as('resource_name'),
      exclusive: sql<boolean>`false`.as('exclusive'),
      training_id: trainings.id,
      title: trainings.title,
      start_date: trainings.start_date,
      end_date: trainings.end_date,
    })
    .from(trainings)
    .innerJoin(trainingStaff, eq(trainingStaff.training_id, trainings.id))
    .innerJoin(profiles, eq(profiles.id, trainingStaff.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(and(others(), sql`${trainingStaff.profile_id} = ANY(${sql.placeholder('profileIds')}::int[])`));
  // A teacher before a supervisor: a person in both parts of the other training is named once, as its teacher.
  return onPlace.unionAll(onPerson).orderBy(sql`start_date, id, kind DESC, resource_id`);
}

const checkStatement = preparedStatement('booking_conflicts', (db, name) => conflictQuery(db).prepare(name));

function params(subject: ConflictSubject) {
  return {
    start: subject.start.toISOString(),
    end: subject.end.toISOString(),
    excludeId: subject.excludeId ?? 0,
    placeId: subject.placeId ?? 0,
    profileIds: [...subject.profileIds],
  };
}

/** One conflict per other training and resource (a person in both parts of it counts once, as a teacher). */
function once(rows: ConflictRecord[]): ConflictRecord[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.training_id}:${r.kind === 'place' ? 'place' : 'person'}:${r.resource_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The conflicts `subject` would have, the other trainings by start. On the root handle the statement
 * is prepared once; inside a transaction (a save) it runs on the transaction's connection.
 */
export async function findConflicts(db: DbOrTx, subject: ConflictSubject): Promise<ConflictRecord[]> {
  if (subject.end.getTime() <= subject.start.getTime()) return [];
  if (subject.placeId === null && subject.profileIds.length === 0) return [];
  const statement = isRoot(db) ? checkStatement(db) : conflictQuery(db).prepare('booking_conflicts');
  return once((await statement.execute(params(subject))) as ConflictRecord[]);
}

/** The root handle, not a transaction. */
function isRoot(db: DbOrTx): db is Db {
  return !(db instanceof PgTransaction);
}

/** Keys of the advisory locks of the booked resources (first key: the kind of resource; second: its id). */
const LOCK_PLACE = 720_321;
const LOCK_PERSON = 720_322;

/**
 * Locks, until the transaction ends, the place and the people a save books: two saves that could book
 * one of them at overlapping times check and write one after the other (the second sees the first's
 * training). Always in the same order (place, then people by id), so two saves never wait for each other.
 */
export async function lockResources(tx: Tx, placeId: number | null, profileIds: readonly number[]): Promise<void> {
  const keys: [number, number][] = [];
  if (placeId !== null) keys.push([LOCK_PLACE, placeId]);
  for (const id of [...new Set(profileIds)].sort((a, b) => a - b)) keys.push([LOCK_PERSON, id]);
  for (const [kind, id] of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(${kind}::int, ${id}::int)`);
}

/** The people of a training's team (profile ids, each once). */
export async function teamOf(db: DbOrTx, trainingId: number): Promise<number[]> {
  const team = await db
    .selectDistinct({ profile_id: trainingStaff.profile_id })
    .from(trainingStaff)
    .where(eq(trainingStaff.training_id, trainingId))
    .orderBy(asc(trainingStaff.profile_id));
  return team.map((m) => m.profile_id);
}

/** The place, status and team of a training; undefined when it does not exist. */
export async function bookingOf(db: DbOrTx, trainingId: number) {
  const [training] = await db
    .select({ place_id: trainings.training_place_id, status_id: trainings.training_status_id })
    .from(trainings)
    .where(eq(trainings.id, trainingId));
  if (!training) return undefined;
  return { ...training, profileIds: await teamOf(db, trainingId) };
}

/** The overrides of a confirmed save, one row per conflict. */
export async function insertOverrides(
  tx: DbOrTx,
  trainingId: number,
  conflicts: readonly ConflictRecord[],
  context: ConflictContext,
  userId: number | null,
): Promise<void> {
  if (conflicts.length === 0) return;
  await tx.insert(trainingConflictOverrides).values(
    conflicts.map((c) => ({ training_id: trainingId, other_training_id: c.training_id, kind: c.kind, resource_id: c.resource_id, context, user_id: userId })),
  );
}

/* ---------- Trainings in conflict (the calendar's flag) ---------- */

const inConflictStatement = preparedStatement('trainings_in_conflict', (db, name) =>
  db
    .select({ id: sql<number>`t.id` })
    .from(sql`unnest(${sql.placeholder('ids')}::int[]) AS t(id)`)
    .where(
      sql`EXISTS (SELECT 1 FROM ${bookingConflictPairs} c WHERE c.a_id = t.id)
        OR EXISTS (SELECT 1 FROM ${bookingConflictPairs} c WHERE c.b_id = t.id)`,
    )
    .prepare(name),
);

/**
 * Which of these trainings share a place or a person with another training at overlapping times: those
 * having a pair in `booking_conflict_pairs`, the double bookings the database keeps (migration 0035).
 */
export async function trainingsInConflict(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await inConflictStatement(db).execute({ ids: [...ids] });
  return new Set(rows.map((r) => Number(r.id)));
}

/* ---------- Conflicts to come (dashboards) ---------- */

export interface UpcomingConflictRecord {
  kind: ConflictKind;
  resource_id: number;
  resource_name: string;
  a_id: number;
  a_title: string;
  a_start: Date | string;
  a_end: Date | string;
  b_id: number;
  b_title: string;
  b_start: Date | string;
  b_end: Date | string;
  overridden_by: string | null;
  overridden_at: Date | string | null;
}

/** The order of the conflicts to come: the soonest overlap (the later training's start) first. */
const PAIR_ORDER = sql.raw('b_start, a_start, a_id, b_id, kind, resource_id');
const DAY_MS = 86_400_000;

/**
 * One page of the conflicts to come: the kept pairs whose overlap ends after `now`, in two parts read
 * each in order from its index — the overlaps under way at `now` (the GiST index of the overlap ranges;
 * as many as the trainings running at that instant allow) and those starting after it (the btree in the
 * list's order, read up to the page's end) —, then the page's rows only joined to the trainings, the
 * names and the latest confirmation.
 */
export function listUpcomingConflicts(db: Db, now: Date, window: PageWindow): Promise<UpcomingConflictRecord[]> {
  const at = now.toISOString();
  const upTo = window.offset + window.limit;
  return queryRows<UpcomingConflictRecord>(
    db,
    sql`WITH under_way AS MATERIALIZED (
        SELECT a_id, b_id, kind, resource_id, a_start, b_start FROM ${bookingConflictPairs}
        WHERE tstzrange(b_start, overlap_end, '[)') @> ${at}::timestamptz),
      page AS (
        (SELECT a_id, b_id, kind, resource_id, a_start, b_start FROM under_way ORDER BY ${PAIR_ORDER} LIMIT ${upTo})
        UNION ALL
        (SELECT a_id, b_id, kind, resource_id, a_start, b_start FROM ${bookingConflictPairs}
          WHERE b_start > ${at}::timestamptz ORDER BY ${PAIR_ORDER} LIMIT ${upTo})
        ORDER BY ${PAIR_ORDER} LIMIT ${window.limit} OFFSET ${window.offset})
      SELECT c.kind, c.resource_id, COALESCE(pl.name, u.name) AS resource_name,
        a.id AS a_id, a.title AS a_title, a.start_date AS a_start, a.end_date AS a_end,
        b.id AS b_id, b.title AS b_title, b.start_date AS b_start, b.end_date AS b_end,
        ov.by AS overridden_by, ov.at AS overridden_at
      FROM page c
      JOIN ${trainings} a ON a.id = c.a_id
      JOIN ${trainings} b ON b.id = c.b_id
      LEFT JOIN ${trainingPlaces} pl ON c.kind = 'place' AND pl.id = c.resource_id
      LEFT JOIN ${profiles} pr ON c.kind <> 'place' AND pr.id = c.resource_id
      LEFT JOIN ${users} u ON u.id = pr.user_id
      LEFT JOIN LATERAL (
        SELECT u.name AS by, o.created_at AS at FROM ${trainingConflictOverrides} o
        LEFT JOIN ${users} u ON u.id = o.user_id
        WHERE ((o.training_id = c.a_id AND o.other_training_id = c.b_id) OR (o.training_id = c.b_id AND o.other_training_id = c.a_id))
          AND o.resource_id = c.resource_id AND (o.kind = 'place') = (c.kind = 'place')
        ORDER BY o.created_at DESC, o.id DESC LIMIT 1
      ) ov ON true
      ORDER BY c.b_start, c.a_start, c.a_id, c.b_id, c.kind, c.resource_id`,
  );
}

/**
 * How many conflicts are to come, exactly, at a cost that follows the calendar rather than the pairs:
 * the overlaps under way at `now` (GiST), those starting later the same day (UTC; btree), and the pairs of
 * each later day as the database keeps them (`list_counts`, list `conflict_pairs_by_day`: one row a day).
 */
export async function countUpcomingConflicts(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const today = Math.floor(now.getTime() / DAY_MS);
  const tomorrow = new Date((today + 1) * DAY_MS).toISOString();
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT
        (SELECT count(*) FROM ${bookingConflictPairs} WHERE tstzrange(b_start, overlap_end, '[)') @> ${at}::timestamptz)
      + (SELECT count(*) FROM ${bookingConflictPairs} WHERE b_start > ${at}::timestamptz AND b_start < ${tomorrow}::timestamptz)
      + (SELECT COALESCE(sum(n), 0) FROM ${listCounts} WHERE list = ${KEPT_COUNTS.conflictPairsByDay} AND key > ${today}::int) AS n`,
  );
  return Number(row?.n ?? 0);
}
