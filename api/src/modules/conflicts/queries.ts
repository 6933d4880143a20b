/**
 * SQL of double bookings. A training's time is the half-open range [start, end) of its dates
 * (`tstzrange(start_date, end_date, '[)')`, the expression of the GiST index `trainings_period_gist`):
 * two trainings conflict when their ranges overlap (&&: an end equal to the other's start is no overlap),
 * neither is cancelled, and they book the same place (not a distance one) or the same person of their
 * teams. Every query below compares ranges with && on that very expression, so the planner answers it
 * from the index.
 */
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { ConflictContext, ConflictKind } from '../../contract/conflicts';
import { TRAINING_STATUS } from '../../contract/statuses';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { profiles, trainingConflictOverrides, trainingPlaces, trainings, trainingStaff, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatement } from '../../lib/prepared';
import { literal, queryRows } from '../../lib/sql';

/** The place type that never conflicts: a distance training books no room. */
const DISTANCE = 'Distanciel';
const CANCELLED = literal(TRAINING_STATUS.cancelled);

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

/**
 * A training `t` is in conflict when another training overlapping it books the same room, or when a
 * person of its team is in the team of another training overlapping it. Two searches, each on its
 * index: the room through the GiST index of the ranges (it stops at the first training of the same
 * room), the people through their other trainings (`training_staff_profile_idx`), whose number does
 * not grow with the trainings of the period. Checking every overlapping training for a shared person
 * instead cost a look-up of both teams per overlapping training.
 */
const inConflictStatement = preparedStatement('trainings_in_conflict', (db, name) =>
  db
    .select({ id: sql<number>`t.id` })
    .from(sql`${trainings} t`)
    .where(
      sql`t.id = ANY(${sql.placeholder('ids')}::int[]) AND t.training_status_id <> ${CANCELLED} AND (
        (EXISTS (SELECT 1 FROM ${trainingPlaces} p WHERE p.id = t.training_place_id AND p.type <> ${DISTANCE})
          AND EXISTS (SELECT 1 FROM ${trainings} o
            WHERE tstzrange(o.start_date, o.end_date, '[)') && tstzrange(t.start_date, t.end_date, '[)')
              AND o.training_place_id = t.training_place_id AND o.id <> t.id AND o.training_status_id <> ${CANCELLED}))
        OR EXISTS (SELECT 1 FROM ${trainingStaff} ts
          JOIN ${trainingStaff} os ON os.profile_id = ts.profile_id AND os.training_id <> ts.training_id
          JOIN ${trainings} o ON o.id = os.training_id
          WHERE ts.training_id = t.id AND o.training_status_id <> ${CANCELLED}
            AND tstzrange(o.start_date, o.end_date, '[)') && tstzrange(t.start_date, t.end_date, '[)')))`,
    )
    .prepare(name),
);

/** Which of these trainings share a place or a person with another training at overlapping times. */
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

/**
 * Every pair of trainings in conflict not ended at `now`, once per pair and resource, `a` the earlier
 * (start, then id). A person's kind is their part in the later training, a teacher when both.
 */
const upcomingPairs = (now: Date) => sql`
  SELECT 'place'::varchar AS kind, p.id AS resource_id, p.name AS resource_name, a.id AS a_id, b.id AS b_id
  FROM ${trainings} a
  JOIN ${trainings} b ON tstzrange(b.start_date, b.end_date, '[)') && tstzrange(a.start_date, a.end_date, '[)')
    AND (a.start_date, a.id) < (b.start_date, b.id) AND b.training_place_id = a.training_place_id
  JOIN ${trainingPlaces} p ON p.id = a.training_place_id AND p.type <> ${DISTANCE}
  WHERE a.end_date > ${now.toISOString()}::timestamptz AND b.end_date > ${now.toISOString()}::timestamptz
    AND a.training_status_id <> ${CANCELLED} AND b.training_status_id <> ${CANCELLED}
  UNION ALL
  SELECT CASE WHEN bool_or(bs.type = 'teacher') THEN 'teacher' ELSE 'pedagogical_supervisor' END::varchar,
    bs.profile_id, min(u.name), a.id, b.id
  FROM ${trainings} a
  JOIN ${trainings} b ON tstzrange(b.start_date, b.end_date, '[)') && tstzrange(a.start_date, a.end_date, '[)')
    AND (a.start_date, a.id) < (b.start_date, b.id)
  JOIN ${trainingStaff} s ON s.training_id = a.id
  JOIN ${trainingStaff} bs ON bs.training_id = b.id AND bs.profile_id = s.profile_id
  JOIN ${profiles} pr ON pr.id = bs.profile_id
  JOIN ${users} u ON u.id = pr.user_id
  WHERE a.end_date > ${now.toISOString()}::timestamptz AND b.end_date > ${now.toISOString()}::timestamptz
    AND a.training_status_id <> ${CANCELLED} AND b.training_status_id <> ${CANCELLED}
  GROUP BY bs.profile_id, a.id, b.id`;

/** One page of the conflicts to come, the soonest overlap first (the later training's start). */
export function listUpcomingConflicts(db: Db, now: Date, window: PageWindow): Promise<UpcomingConflictRecord[]> {
  return queryRows<UpcomingConflictRecord>(
    db,
    sql`SELECT c.kind, c.resource_id, c.resource_name,
        a.id AS a_id, a.title AS a_title, a.start_date AS a_start, a.end_date AS a_end,
        b.id AS b_id, b.title AS b_title, b.start_date AS b_start, b.end_date AS b_end,
        ov.by AS overridden_by, ov.at AS overridden_at
      FROM (${upcomingPairs(now)}) c
      JOIN ${trainings} a ON a.id = c.a_id
      JOIN ${trainings} b ON b.id = c.b_id
      LEFT JOIN LATERAL (
        SELECT u.name AS by, o.created_at AS at FROM ${trainingConflictOverrides} o
        LEFT JOIN ${users} u ON u.id = o.user_id
        WHERE ((o.training_id = c.a_id AND o.other_training_id = c.b_id) OR (o.training_id = c.b_id AND o.other_training_id = c.a_id))
          AND o.resource_id = c.resource_id AND (o.kind = 'place') = (c.kind = 'place')
        ORDER BY o.created_at DESC, o.id DESC LIMIT 1
      ) ov ON true
      ORDER BY b.start_date, a.start_date, a.id, b.id, c.kind, c.resource_id
      LIMIT ${window.limit} OFFSET ${window.offset}`,
  );
}

export async function countUpcomingConflicts(db: Db, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM (${upcomingPairs(now)}) c`);
  return Number(row?.n ?? 0);
}
