/**
 * The double bookings the database keeps (migration 0035, `booking_conflict_pairs`, and the pairs of each
 * day in `list_counts`): after inserts (one by one and several in one statement), team rows added,
 * removed and moved, date moves, place changes, a place becoming a distance one and back, a
 * cancellation and its undoing, deletes and their cascades, an anonymisation and an emptying, the kept
 * pairs equal the full computation the conflicts to come used to run (kept below as the reference), and
 * the conflicts to come (every row, a page, the total) and the calendar's flag answer as that
 * computation did, at many instants: before, between and inside the trainings, on their bounds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { emptyInstituteData } from '../../src/db/seed';
import type { PageWindow } from '../../src/lib/paging';
import { queryRows } from '../../src/lib/sql';
import { countUpcomingConflicts, listUpcomingConflicts, trainingsInConflict, type UpcomingConflictRecord } from '../../src/modules/conflicts/queries';
import { runRetention } from '../../src/modules/retention';
import { callApi } from '../call';
import { createUser, loginAs } from '../factories';
import { addStaff, createTraining } from '../factories-trainings';
import { createTestApp, testEngine, type TestApp } from '../helpers';

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const CANCELLED = sql.raw(String(TRAINING_STATUS.cancelled));
/** Places of the reference lists: 1 to 5 in person, 6 the distance one. */
const PLACE = { one: 1, two: 2, three: 3, four: 4, distance: 6 } as const;

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/* ---------- The reference: the full computation of every pair, as the conflicts to come ran it ---------- */

const referencePairs = (now: Date) => sql`
  SELECT 'place'::varchar AS kind, p.id AS resource_id, p.name AS resource_name, a.id AS a_id, b.id AS b_id
  FROM trainings a
  JOIN trainings b ON tstzrange(b.start_date, b.end_date, '[)') && tstzrange(a.start_date, a.end_date, '[)')
    AND (a.start_date, a.id) < (b.start_date, b.id) AND b.training_place_id = a.training_place_id
  JOIN training_places p ON p.id = a.training_place_id AND p.type <> 'Distanciel'
  WHERE a.end_date > ${now.toISOString()}::timestamptz AND b.end_date > ${now.toISOString()}::timestamptz
    AND a.training_status_id <> ${CANCELLED} AND b.training_status_id <> ${CANCELLED}
  UNION ALL
  SELECT CASE WHEN bool_or(bs.type = 'teacher') THEN 'teacher' ELSE 'pedagogical_supervisor' END::varchar,
    bs.profile_id, min(u.name), a.id, b.id
  FROM trainings a
  JOIN trainings b ON tstzrange(b.start_date, b.end_date, '[)') && tstzrange(a.start_date, a.end_date, '[)')
    AND (a.start_date, a.id) < (b.start_date, b.id)
  JOIN training_staff s ON s.training_id = a.id
  JOIN training_staff bs ON bs.training_id = b.id AND bs.profile_id = s.profile_id
  JOIN profiles pr ON pr.id = bs.profile_id
  JOIN users u ON u.id = pr.user_id
  WHERE a.end_date > ${now.toISOString()}::timestamptz AND b.end_date > ${now.toISOString()}::timestamptz
    AND a.training_status_id <> ${CANCELLED} AND b.training_status_id <> ${CANCELLED}
  GROUP BY bs.profile_id, a.id, b.id`;

function referenceList(now: Date, window: PageWindow): Promise<UpcomingConflictRecord[]> {
  return queryRows<UpcomingConflictRecord>(
    t.db,
    sql`SELECT c.kind, c.resource_id, c.resource_name,
        a.id AS a_id, a.title AS a_title, a.start_date AS a_start, a.end_date AS a_end,
        b.id AS b_id, b.title AS b_title, b.start_date AS b_start, b.end_date AS b_end,
        ov.by AS overridden_by, ov.at AS overridden_at
      FROM (${referencePairs(now)}) c
      JOIN trainings a ON a.id = c.a_id
      JOIN trainings b ON b.id = c.b_id
      LEFT JOIN LATERAL (
        SELECT u.name AS by, o.created_at AS at FROM training_conflict_overrides o
        LEFT JOIN users u ON u.id = o.user_id
        WHERE ((o.training_id = c.a_id AND o.other_training_id = c.b_id) OR (o.training_id = c.b_id AND o.other_training_id = c.a_id))
          AND o.resource_id = c.resource_id AND (o.kind = 'place') = (c.kind = 'place')
        ORDER BY o.created_at DESC, o.id DESC LIMIT 1
      ) ov ON true
      ORDER BY b.start_date, a.start_date, a.id, b.id, c.kind, c.resource_id
      LIMIT ${window.limit} OFFSET ${window.offset}`,
  );
}

async function referenceCount(now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM (${referencePairs(now)}) c`);
  return row.n;
}

/** The calendar's flag as it was computed: the trainings sharing a resource with an overlapping one. */
async function referenceInConflict(ids: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT t.id FROM trainings t
      WHERE t.id = ANY(${`{${ids.join(',')}}`}::int[]) AND t.training_status_id <> ${CANCELLED} AND EXISTS (
        SELECT 1 FROM trainings o
        WHERE tstzrange(o.start_date, o.end_date, '[)') && tstzrange(t.start_date, t.end_date, '[)')
          AND o.id <> t.id AND o.training_status_id <> ${CANCELLED} AND (
            (t.training_place_id = o.training_place_id
              AND EXISTS (SELECT 1 FROM training_places p WHERE p.id = t.training_place_id AND p.type <> 'Distanciel'))
            OR EXISTS (SELECT 1 FROM training_staff ts JOIN training_staff os ON os.profile_id = ts.profile_id
              WHERE ts.training_id = t.id AND os.training_id = o.id)))
      ORDER BY t.id`,
  );
  return rows.map((r) => Number(r.id));
}

/* ---------- The checks ---------- */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const plain = (rows: UpcomingConflictRecord[]) =>
  rows.map((r) => ({
    ...r,
    resource_id: Number(r.resource_id),
    a_id: Number(r.a_id),
    b_id: Number(r.b_id),
    a_start: iso(r.a_start),
    a_end: iso(r.a_end),
    b_start: iso(r.b_start),
    b_end: iso(r.b_end),
    overridden_at: iso(r.overridden_at),
  }));

/** The instants to read the conflicts to come at: now, every start and end of a training, and the middle of each. */
async function instants(): Promise<Date[]> {
  const rows = await queryRows<{ s: Date | string; e: Date | string }>(t.db, sql`SELECT start_date AS s, end_date AS e FROM trainings`);
  const times = new Set<number>([Date.now(), Date.parse('1999-01-01T00:00:00Z')]);
  for (const r of rows) {
    const start = new Date(r.s).getTime();
    const end = new Date(r.e).getTime();
    times.add(start);
    times.add(end);
    times.add(Math.floor((start + end) / 2));
  }
  return [...times].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/**
 * The kept pairs equal the reference's (all of them: read at an instant before every training), with
 * their dates; the kept count of each day equals the pairs of that day; and at every instant the
 * conflicts to come, a page of them and their total answer as the reference; the calendar's flag too.
 */
async function assertKept(when: string): Promise<number> {
  const key = (r: { kind: string; resource_id: number; a_id: number; b_id: number }) => `${r.a_id}-${r.b_id}-${r.kind}-${Number(r.resource_id)}`;
  const kept = await queryRows<{ kind: string; resource_id: number; a_id: number; b_id: number }>(
    t.db,
    sql`SELECT kind, resource_id, a_id, b_id FROM booking_conflict_pairs`,
  );
  const reference = await queryRows<{ kind: string; resource_id: number; a_id: number; b_id: number }>(t.db, referencePairs(new Date('1900-01-01T00:00:00Z')));
  assert.deepEqual(kept.map(key).sort(), reference.map(key).sort(), `kept pairs equal the full computation ${when}`);

  const [wrong] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM booking_conflict_pairs c
      JOIN trainings a ON a.id = c.a_id JOIN trainings b ON b.id = c.b_id
      WHERE c.a_start <> a.start_date OR c.b_start <> b.start_date OR c.overlap_end <> least(a.end_date, b.end_date)
        OR (a.start_date, a.id) >= (b.start_date, b.id)`,
  );
  assert.equal(wrong.n, 0, `the pairs' dates are their trainings' ${when}`);

  const days = await queryRows<{ key: number; n: number }>(t.db, sql`SELECT key, n::int AS n FROM list_counts WHERE list = 'conflict_pairs_by_day' ORDER BY key`);
  const counted = await queryRows<{ key: number; n: number }>(
    t.db,
    sql`SELECT floor(extract(epoch FROM b_start) / 86400)::int AS key, count(*)::int AS n FROM booking_conflict_pairs GROUP BY 1 ORDER BY 1`,
  );
  assert.deepEqual(days, counted, `the pairs of each day are counted ${when}`);

  for (const now of await instants()) {
    const at = `${when}, at ${now.toISOString()}`;
    assert.deepEqual(plain(await listUpcomingConflicts(t.db, now, { limit: 1000, offset: 0 })), plain(await referenceList(now, { limit: 1000, offset: 0 })), `every conflict to come ${at}`);
    assert.deepEqual(plain(await listUpcomingConflicts(t.db, now, { limit: 2, offset: 1 })), plain(await referenceList(now, { limit: 2, offset: 1 })), `a page ${at}`);
    assert.equal(await countUpcomingConflicts(t.db, now), await referenceCount(now), `the total ${at}`);
  }

  const ids = (await queryRows<{ id: number }>(t.db, sql`SELECT id FROM trainings ORDER BY id`)).map((r) => Number(r.id));
  assert.deepEqual([...(await trainingsInConflict(t.db, ids))].sort((a, b) => a - b), await referenceInConflict(ids), `the calendar's flag ${when}`);
  return kept.length;
}

/* ---------- The scenario ---------- */

const D = '2031-03-10';
const at = (day: string, from: string, to: string) => ({ start_date: new Date(`${day}T${from}:00Z`), end_date: new Date(`${day}T${to}:00Z`) });
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

async function person(name: string): Promise<number> {
  return (await createUser(t.db, { role: 'intervenant', name, withProfile: true })).profileId as number;
}

async function moveTraining(id: number, values: Partial<typeof s.trainings.$inferInsert>): Promise<void> {
  await t.db.update(s.trainings).set(values).where(eq(s.trainings.id, id));
}

describe(`double bookings kept by the database on ${testEngine}`, () => {
  const tr: Record<string, number> = {};
  const people: Record<string, number> = {};

  test('trainings inserted one by one and several in one statement', async () => {
    assert.equal(await assertKept('at start'), 0);
    tr.a = (await createTraining(t.db, { title: 'A', training_place_id: PLACE.three, ...at(D, '08:00', '16:00') })).id;
    tr.b = (await createTraining(t.db, { title: 'B', training_place_id: PLACE.three, ...at(D, '12:00', '18:00') })).id;
    // Touches A (its end is C's start): no conflict with A, one with B.
    tr.c = (await createTraining(t.db, { title: 'C', training_place_id: PLACE.three, ...at(D, '16:00', '20:00') })).id;
    tr.v1 = (await createTraining(t.db, { title: 'Visio 1', training_place_id: PLACE.distance, ...at(D, '08:00', '16:00') })).id;
    tr.v2 = (await createTraining(t.db, { title: 'Visio 2', training_place_id: PLACE.distance, ...at(D, '08:00', '16:00') })).id;
    tr.n1 = (await createTraining(t.db, { title: 'Sans lieu 1', training_place_id: null, ...at(D, '09:00', '12:00') })).id;
    tr.n2 = (await createTraining(t.db, { title: 'Sans lieu 2', training_place_id: null, ...at(D, '10:00', '11:00') })).id;
    tr.x = (await createTraining(t.db, { title: 'Annulée', training_place_id: PLACE.three, training_status_id: TRAINING_STATUS.cancelled, ...at(D, '09:00', '10:00') })).id;
    // Same start as A: the order falls back on the ids.
    tr.twin = (await createTraining(t.db, { title: 'Jumelle de A', training_place_id: PLACE.three, ...at(D, '08:00', '09:00') })).id;
    const base = { training_category_id: 1, training_type_id: 2, training_theme_id: 1, training_status_id: TRAINING_STATUS.published, max_attendees: 10 };
    const inserted = await t.db
      .insert(s.trainings)
      .values([
        { ...base, title: 'E1', training_place_id: PLACE.one, ...at(dayAfter(D, 1), '08:00', '17:00') },
        { ...base, title: 'E2', training_place_id: PLACE.one, ...at(dayAfter(D, 1), '09:00', '12:00') },
        { ...base, title: 'E3', training_place_id: PLACE.one, ...at(dayAfter(D, 1), '11:00', '18:00') },
        // A long training, and two inside it on other days: overlaps under way across several days.
        { ...base, title: 'Longue', training_place_id: PLACE.two, start_date: new Date(`${dayAfter(D, -5)}T08:00:00Z`), end_date: new Date(`${dayAfter(D, 20)}T17:00:00Z`) },
        { ...base, title: 'Dans la longue 1', training_place_id: PLACE.two, ...at(dayAfter(D, 2), '08:00', '17:00') },
        { ...base, title: 'Dans la longue 2', training_place_id: PLACE.two, start_date: new Date(`${dayAfter(D, 2)}T13:00:00Z`), end_date: new Date(`${dayAfter(D, 4)}T12:00:00Z`) },
        // Ended long ago.
        { ...base, title: 'Passée 1', training_place_id: PLACE.three, ...at('2020-01-06', '08:00', '16:00') },
        { ...base, title: 'Passée 2', training_place_id: PLACE.three, ...at('2020-01-06', '10:00', '12:00') },
      ])
      .returning({ id: s.trainings.id, title: s.trainings.title });
    for (const row of inserted) tr[row.title] = row.id;
    assert.ok((await assertKept('after inserts')) >= 8);
  });

  test('team rows added, one by one and several in one statement', async () => {
    people.nadia = await person('Nadia Girard');
    people.remi = await person('Rémi Fournier');
    people.ines = await person('Inès Moreau');
    await addStaff(t.db, tr.n1, people.nadia, 'teacher');
    await addStaff(t.db, tr.n2, people.nadia, 'pedagogical_supervisor');
    // Rémi is both teacher and supervisor of N2 (the later training): named once, as its teacher.
    await t.db.insert(s.trainingStaff).values([
      { training_id: tr.n1, profile_id: people.remi, type: 'pedagogical_supervisor' },
      { training_id: tr.n2, profile_id: people.remi, type: 'pedagogical_supervisor' },
      { training_id: tr.n2, profile_id: people.remi, type: 'teacher' },
      { training_id: tr.E1, profile_id: people.ines, type: 'teacher' },
      { training_id: tr.E3, profile_id: people.ines, type: 'teacher' },
      { training_id: tr.x, profile_id: people.ines, type: 'teacher' },
      { training_id: tr['Passée 1'], profile_id: people.ines, type: 'teacher' },
      { training_id: tr['Passée 2'], profile_id: people.ines, type: 'pedagogical_supervisor' },
    ]);
    // A team of many people at once (the database then locks all bookings rather than each person).
    const many: number[] = [];
    for (let i = 0; i < 34; i += 1) many.push(await person(`Intervenant ${i}`));
    await t.db.insert(s.trainingStaff).values(many.flatMap((p) => [tr.Longue, tr['Dans la longue 1']].map((training_id) => ({ training_id, profile_id: p, type: 'teacher' }))));
    people.many = many[0];
    await assertKept('after team rows added');

    // The dashboards' answer itself, through the API, at this instant.
    const res = await callApi(t.app, 'GET /conflicts/upcoming', { query: { page: 1, per_page: 7 }, token: await loginAs(t.app, 'gestionnaire') });
    assert.equal(res.statusCode, 200, res.body);
    const now = new Date();
    assert.equal(res.json().total, await referenceCount(now));
    assert.deepEqual(
      res.json().data.map((c: { kind: string; resource: { id: number }; trainings: { id: number }[] }) => [c.kind, c.resource.id, c.trainings[0].id, c.trainings[1].id]),
      (await referenceList(now, { limit: 7, offset: 0 })).map((r) => [r.kind, Number(r.resource_id), Number(r.a_id), Number(r.b_id)]),
    );
  });

  test('dates moved, places changed, a place becoming a distance one and back', async () => {
    // C now starts before A (the earlier of their pair changes), B leaves the day, E2 grows.
    await moveTraining(tr.c, at(D, '07:00', '09:30'));
    await moveTraining(tr.b, at(dayAfter(D, 30), '12:00', '18:00'));
    await moveTraining(tr.E2, at(dayAfter(D, 1), '07:00', '19:00'));
    // Only the title: nothing to recompute.
    await moveTraining(tr.E3, { title: 'E3 renommée' });
    await assertKept('after date moves');

    await moveTraining(tr.a, { training_place_id: PLACE.four });
    await moveTraining(tr.n1, { training_place_id: PLACE.three });
    await moveTraining(tr.E1, { training_place_id: null });
    await assertKept('after place changes');

    await t.db.update(s.trainingPlaces).set({ type: 'Distanciel' }).where(eq(s.trainingPlaces.id, PLACE.three));
    await assertKept('once place 3 is a distance one');
    await t.db.update(s.trainingPlaces).set({ type: 'Présentiel' }).where(eq(s.trainingPlaces.id, PLACE.three));
    await assertKept('once place 3 is in person again');
  });

  test('team rows removed and moved, one change rolled back', async () => {
    const [nadiaN2] = await t.db.select().from(s.trainingStaff).where(sql`${s.trainingStaff.training_id} = ${tr.n2} AND ${s.trainingStaff.profile_id} = ${people.nadia}`);
    // Nadia's part in N2 becomes teacher; Rémi's supervisor row of N2 is removed (his teacher row stays).
    await t.db.update(s.trainingStaff).set({ type: 'teacher' }).where(eq(s.trainingStaff.id, nadiaN2.id));
    await t.db.delete(s.trainingStaff).where(sql`${s.trainingStaff.training_id} = ${tr.n2} AND ${s.trainingStaff.profile_id} = ${people.remi} AND ${s.trainingStaff.type} = 'pedagogical_supervisor'`);
    await assertKept('after a part changed and a row removed');

    // Inès's row of E3 moves to E2, then to another person; a removal rolled back.
    const [inesE3] = await t.db.select().from(s.trainingStaff).where(sql`${s.trainingStaff.training_id} = ${tr.E3} AND ${s.trainingStaff.profile_id} = ${people.ines}`);
    await t.db.update(s.trainingStaff).set({ training_id: tr.E2 }).where(eq(s.trainingStaff.id, inesE3.id));
    await assertKept('after a row moved to another training');
    await t.db.update(s.trainingStaff).set({ profile_id: people.remi }).where(eq(s.trainingStaff.id, inesE3.id));
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.delete(s.trainingStaff).where(eq(s.trainingStaff.training_id, tr.n1));
        throw new Error('rolled back');
      }),
    );
    await assertKept('after a row moved to another person');
  });

  test('a cancellation and its undoing, other status changes', async () => {
    await moveTraining(tr.n1, { training_status_id: TRAINING_STATUS.cancelled });
    await moveTraining(tr.E2, { training_status_id: TRAINING_STATUS.cancelled });
    await assertKept('after cancellations');
    await moveTraining(tr.n1, { training_status_id: TRAINING_STATUS.published });
    await moveTraining(tr.x, { training_status_id: TRAINING_STATUS.validated });
    await moveTraining(tr.E1, { training_status_id: TRAINING_STATUS.closed });
    await assertKept('after cancellations undone and other status changes');
  });

  test('deletes: a training and its pairs, a profile and its team rows', async () => {
    await t.db.delete(s.trainings).where(eq(s.trainings.id, tr['Dans la longue 1']));
    await t.db.delete(s.profiles).where(eq(s.profiles.id, people.many));
    await t.db.delete(s.trainingStaff).where(eq(s.trainingStaff.training_id, tr.Longue));
    await assertKept('after deletes');
  });

  test('an anonymisation: the pairs stay, the name shown follows', async () => {
    const admin = await loginAs(t.app, 'administrateur');
    const closed = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: people.nadia }, token: admin });
    assert.equal(closed.statusCode, 200, closed.body);
    const result = await runRetention(t.db, new Date(Date.now() + 3 * YEAR + 2 * DAY));
    assert.equal(result.closed.length, 1, JSON.stringify(result));
    const rows = await listUpcomingConflicts(t.db, new Date(), { limit: 1000, offset: 0 });
    assert.ok(rows.some((r) => Number(r.resource_id) === people.nadia && r.resource_name === 'Compte anonymisé'), JSON.stringify(rows));
    await assertKept('after an anonymisation');
  });

  test('emptying the institute empties the pairs and their counts', async () => {
    await emptyInstituteData(t.db);
    assert.equal(await assertKept('once emptied'), 0);
    const [left] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM list_counts WHERE list = 'conflict_pairs_by_day'`);
    assert.equal(left.n, 0);
    const one = (await createTraining(t.db, { training_place_id: PLACE.three, ...at(D, '08:00', '12:00') })).id;
    const two = (await createTraining(t.db, { training_place_id: PLACE.three, ...at(D, '10:00', '14:00') })).id;
    const teacher = await person('Nouvelle Intervenante');
    await addStaff(t.db, one, teacher);
    await addStaff(t.db, two, teacher, 'pedagogical_supervisor');
    assert.equal(await assertKept('after new trainings'), 2);
  });
});
