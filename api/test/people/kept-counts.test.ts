/**
 * The counts the database keeps (migrations 0031, 0034 and 0036, `list_counts`): after inserts, role
 * changes, deletes, an anonymisation and an emptying of the institute, each kept count equals `count(*)`
 * of its rows, and the unfiltered trainees and trainers lists answer it as their total; likewise the team
 * rows of each training and the trainings having one, which the unfiltered hours report answers as its
 * total, and the trainings having a team row (of an Ares status) by day of their start, which the report
 * over a period answers. Every other kept value is checked at each step too (../kept-counts.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { ROLE } from '../../src/contract/common';
import * as s from '../../src/db/schema';
import { emptyInstituteData } from '../../src/db/seed';
import { addDays, parisDateTime, parisDayNumber } from '../../src/lib/paris-time';
import { queryRows } from '../../src/lib/sql';
import { runRetention } from '../../src/modules/retention';
import { countStaffHoursTrainings } from '../../src/modules/staff-hours/queries';
import { callApi } from '../call';
import { createUser, loginAs } from '../factories';
import { addStaff, createTraining } from '../factories-trainings';
import { createTestApp, testEngine, type TestApp } from '../helpers';
import { assertAllKept } from '../kept-counts';

const DAY = 86_400_000;
const YEAR = 365 * DAY;

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** Role id → kept count, and role id → count(*), leaving out the zeros. */
async function keptAndCounted(): Promise<{ kept: Record<number, number>; counted: Record<number, number> }> {
  const kept = await queryRows<{ key: number; n: number }>(t.db, sql`SELECT key, n::int AS n FROM list_counts WHERE list = 'profiles_by_role' AND n <> 0`);
  const counted = await queryRows<{ key: number; n: number }>(t.db, sql`SELECT role_id AS key, count(*)::int AS n FROM profiles GROUP BY role_id`);
  const byKey = (rows: { key: number; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]));
  return { kept: byKey(kept), counted: byKey(counted) };
}

async function assertKept(when: string): Promise<Record<number, number>> {
  await assertAllKept(t.db, when);
  const { kept, counted } = await keptAndCounted();
  assert.deepEqual(kept, counted, `kept counts equal count(*) ${when}`);
  return counted;
}

/** The totals of the unfiltered trainees and trainers lists, as an administrateur reads them. */
async function listTotals(token: string): Promise<{ trainees: number; teachers: number }> {
  const trainees = await callApi(t.app, 'GET /users/by-role/stagiaire', { token, query: { page: 1 } });
  const teachers = await callApi(t.app, 'GET /teachers', { token, query: { page: 1 } });
  assert.equal(trainees.statusCode, 200, trainees.body);
  assert.equal(teachers.statusCode, 200, teachers.body);
  return { trainees: trainees.json().total, teachers: teachers.json().total };
}

/** The kept counts of the teams (rows by training, trainings having one) against count(*) of training_staff. */
async function assertTeamsKept(when: string): Promise<number> {
  await assertAllKept(t.db, when);
  const kept = await queryRows<{ key: number; n: number }>(t.db, sql`SELECT key, n::int AS n FROM list_counts WHERE list = 'staff_rows_by_training' AND n <> 0 ORDER BY key`);
  const counted = await queryRows<{ key: number; n: number }>(t.db, sql`SELECT training_id AS key, count(*)::int AS n FROM training_staff GROUP BY training_id ORDER BY training_id`);
  assert.deepEqual(kept, counted, `rows by training equal count(*) ${when}`);
  const [withStaff] = await queryRows<{ n: number }>(t.db, sql`SELECT COALESCE(SUM(n), 0)::int AS n FROM list_counts WHERE list = 'trainings_with_staff'`);
  assert.equal(withStaff.n, counted.length, `trainings having a team row ${when}`);
  return counted.length;
}

/** The total of the unfiltered hours report, as an administrateur reads it. */
async function hoursReportTotal(token: string): Promise<number> {
  const res = await callApi(t.app, 'GET /trainings/with-staff', { token, query: { current_page: 1 } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().total;
}

describe(`counts kept by the database on ${testEngine}`, () => {
  test('team rows added, moved, removed, a training deleted: the kept counts equal count(*), and the hours report answers them', async () => {
    const admin = await loginAs(t.app, 'administrateur');
    assert.equal(await hoursReportTotal(admin), await assertTeamsKept('at start'));

    const [a, b, c] = [await createTraining(t.db), await createTraining(t.db), await createTraining(t.db)];
    const teachers = [];
    for (let i = 0; i < 3; i += 1) teachers.push(await createUser(t.db, { role: 'intervenant', withProfile: true }));
    const rowA1 = await addStaff(t.db, a.id, teachers[0].profileId!);
    await addStaff(t.db, a.id, teachers[1].profileId!, 'pedagogical_supervisor');
    const rowB = await addStaff(t.db, b.id, teachers[2].profileId!);
    let withStaff = await assertTeamsKept('after inserts');
    assert.equal(await hoursReportTotal(admin), withStaff);

    // A row moved to a training without team, another changed in place (hours), one removed in a
    // transaction that rolls back.
    await t.db.update(s.trainingStaff).set({ training_id: c.id }).where(eq(s.trainingStaff.id, rowA1.id));
    await t.db.update(s.trainingStaff).set({ expected_lecture_hours: '4.00' }).where(eq(s.trainingStaff.id, rowB.id));
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.delete(s.trainingStaff).where(eq(s.trainingStaff.id, rowB.id));
        throw new Error('rolled back');
      }),
    );
    withStaff = await assertTeamsKept('after updates');
    assert.equal(await hoursReportTotal(admin), withStaff);

    // The last row of b removed; the training c deleted with its team (cascade); a teacher's profile
    // deleted with their rows (cascade).
    await t.db.delete(s.trainingStaff).where(eq(s.trainingStaff.id, rowB.id));
    await t.db.delete(s.trainings).where(eq(s.trainings.id, c.id));
    await t.db.delete(s.profiles).where(eq(s.profiles.id, teachers[1].profileId!));
    withStaff = await assertTeamsKept('after deletes');
    assert.equal(await hoursReportTotal(admin), withStaff);

    // A teacher's account closed three years ago is anonymised: their team rows stay, counted as before.
    await addStaff(t.db, b.id, teachers[2].profileId!, 'pedagogical_supervisor');
    const closed = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: teachers[2].profileId! }, token: admin });
    assert.equal(closed.statusCode, 200, closed.body);
    const result = await runRetention(t.db, new Date(Date.now() + 3 * YEAR + 2 * DAY));
    assert.ok(result.closed.includes(teachers[2].id), JSON.stringify(result));
    withStaff = await assertTeamsKept('after an anonymisation');
    assert.equal(await hoursReportTotal(admin), withStaff);

    // The unfiltered total (asked for once a page is full) is the kept count itself, one row read; a
    // filtered one counts the trainings.
    const unfiltered = { trainingId: null, profileId: null, from: null, before: null, aresStatusIds: [] };
    await t.db.execute(sql`UPDATE list_counts SET n = n + 1000 WHERE list = 'trainings_with_staff'`);
    try {
      assert.equal(await countStaffHoursTrainings(t.db, unfiltered), withStaff + 1000);
      assert.equal(await countStaffHoursTrainings(t.db, { ...unfiltered, from: new Date('2000-01-01T00:00:00Z') }), withStaff);
    } finally {
      await t.db.execute(sql`UPDATE list_counts SET n = n - 1000 WHERE list = 'trainings_with_staff'`);
    }
  });


  test('trainings by start day and Ares status: the kept counts equal count(*), and the hours report over a period answers them', async () => {
    const admin = await loginAs(t.app, 'administrateur');
    const day = (at: string) => new Date(at);
    // Paris is UTC+1 in winter: 22:30 UTC on 31 December is already 1 January in Paris.
    const a = await createTraining(t.db, { start_date: day('2033-03-10T08:00:00Z'), end_date: day('2033-03-11T16:00:00Z') });
    const b = await createTraining(t.db, { start_date: day('2033-03-10T15:00:00Z'), end_date: day('2033-03-10T17:00:00Z') });
    const c = await createTraining(t.db, { start_date: day('2033-12-31T22:30:00Z'), end_date: day('2034-01-01T10:00:00Z') });
    const d = await createTraining(t.db, { start_date: day('2033-06-01T07:00:00Z'), end_date: day('2033-06-01T15:00:00Z') });
    const people = [];
    for (let i = 0; i < 3; i += 1) people.push((await createUser(t.db, { role: 'intervenant', withProfile: true })).profileId!);
    const rowA = await addStaff(t.db, a.id, people[0], 'teacher', { ares_status_id: 1 });
    await addStaff(t.db, a.id, people[1], 'teacher', { ares_status_id: 2 });
    await addStaff(t.db, b.id, people[0], 'teacher', { ares_status_id: 2 });
    await addStaff(t.db, c.id, people[2], 'pedagogical_supervisor');
    // Several rows in one statement, two of the same status on one training.
    await t.db.insert(s.trainingStaff).values([
      { training_id: d.id, profile_id: people[0], type: 'teacher', ares_status_id: 3 },
      { training_id: d.id, profile_id: people[1], type: 'teacher', ares_status_id: 3 },
      { training_id: d.id, profile_id: people[2], type: 'pedagogical_supervisor', ares_status_id: 1 },
    ]);

    const PERIODS = [
      { start_date: '2033-01-01', end_date: '2033-12-31' },
      { start_date: '2033-03-10', end_date: '2033-03-10' },
      { start_date: '2034-01-01', end_date: '2034-01-01' },
      { start_date: '2033-03-11', end_date: '2034-06-30' },
    ];
    const STATUSES = [[], [1], [2], [3], [1, 2]];
    /** The report's total over the period and statuses (one a page, so that it is asked for), against count(*). */
    async function assertPeriods(when: string) {
      await assertTeamsKept(when);
      for (const period of PERIODS) {
        for (const statuses of STATUSES) {
          const res = await callApi(t.app, 'GET /trainings/with-staff', { token: admin, query: { current_page: 1, per_page: 1, ...period, ares_status_ids: statuses } });
          assert.equal(res.statusCode, 200, res.body);
          const from = parisDateTime(period.start_date, 0);
          const before = parisDateTime(addDays(period.end_date, 1), 0);
          const status = statuses.length === 0 ? sql`true` : sql`s.ares_status_id = ANY(${`{${statuses.join(',')}}`}::int[])`;
          const [row] = await queryRows<{ n: number }>(
            t.db,
            sql`SELECT count(*)::int AS n FROM trainings tr WHERE tr.start_date >= ${from} AND tr.start_date < ${before}
              AND EXISTS (SELECT 1 FROM training_staff s WHERE s.training_id = tr.id AND ${status})`,
          );
          assert.equal(res.json().total, row.n, `${JSON.stringify({ ...period, statuses })} ${when}`);
        }
      }
    }
    await assertPeriods('after inserts');

    // Over a period of Paris days, the total is the kept count itself; other bounds are counted.
    const key = parisDayNumber(a.start_date);
    await t.db.execute(sql`UPDATE list_counts SET n = n + 1000 WHERE list = 'staff_trainings_by_start_day:2' AND key = ${key}`);
    try {
      const filter = { trainingId: null, profileId: null, aresStatusIds: [2], from: parisDateTime('2033-01-01', 0), before: parisDateTime('2034-01-01', 0) };
      assert.equal(await countStaffHoursTrainings(t.db, filter), 2 + 1000);
      assert.equal(await countStaffHoursTrainings(t.db, { ...filter, from: new Date('2033-01-01T00:00:00Z') }), 2);
    } finally {
      await t.db.execute(sql`UPDATE list_counts SET n = n - 1000 WHERE list = 'staff_trainings_by_start_day:2' AND key = ${key}`);
    }

    // Statuses changed (one row; several at once), a row moved to another training, a change of hours
    // alone, a change rolled back; a training's start moved to another day, another's across midnight.
    await t.db.update(s.trainingStaff).set({ ares_status_id: 2 }).where(eq(s.trainingStaff.id, rowA.id));
    await t.db.update(s.trainingStaff).set({ ares_status_id: null }).where(eq(s.trainingStaff.training_id, d.id));
    await t.db.update(s.trainingStaff).set({ training_id: c.id, ares_status_id: 3 }).where(and(eq(s.trainingStaff.training_id, b.id), eq(s.trainingStaff.profile_id, people[0])));
    await t.db.update(s.trainingStaff).set({ expected_lecture_hours: '5.00' }).where(eq(s.trainingStaff.training_id, a.id));
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.update(s.trainingStaff).set({ ares_status_id: 1 }).where(eq(s.trainingStaff.training_id, a.id));
        throw new Error('rolled back');
      }),
    );
    await t.db.update(s.trainings).set({ start_date: day('2033-03-11T08:00:00Z') }).where(eq(s.trainings.id, a.id));
    await t.db.update(s.trainings).set({ start_date: day('2033-12-31T21:30:00Z') }).where(eq(s.trainings.id, c.id));
    await t.db.update(s.trainings).set({ title: 'Renommée', end_date: day('2033-06-02T15:00:00Z') }).where(eq(s.trainings.id, d.id));
    await assertPeriods('after changes');

    // Deletes: a row, a training with its team, a person with their rows.
    await t.db.delete(s.trainingStaff).where(eq(s.trainingStaff.id, rowA.id));
    await t.db.delete(s.trainings).where(eq(s.trainings.id, d.id));
    await t.db.delete(s.profiles).where(eq(s.profiles.id, people[1]));
    await assertPeriods('after deletes');
  });

  test('inserts, role changes, deletes, an anonymisation: each kept count equals count(*), and the lists answer it', async () => {
    const admin = await loginAs(t.app, 'administrateur');
    await assertKept('at start');

    const trainees: Awaited<ReturnType<typeof createUser>>[] = [];
    for (let i = 0; i < 4; i += 1) trainees.push(await createUser(t.db, { role: 'stagiaire', withProfile: true }));
    const speaker = await createUser(t.db, { role: 'intervenant', withProfile: true });
    await createUser(t.db, { role: 'responsable-pedagogique', withProfile: true });
    let counted = await assertKept('after inserts');
    let totals = await listTotals(admin);
    assert.equal(totals.trainees, counted[ROLE.stagiaire]);
    assert.equal(totals.teachers, (counted[ROLE['responsable-pedagogique']] ?? 0) + (counted[ROLE.intervenant] ?? 0));

    // A trainee becomes an intervenant (the account's role and the profile's, which go together); an
    // update that leaves the role as it is changes nothing.
    await t.db.update(s.users).set({ role_id: ROLE.intervenant }).where(eq(s.users.id, trainees[0].id));
    await t.db.update(s.profiles).set({ role_id: ROLE.intervenant }).where(eq(s.profiles.id, trainees[0].profileId!));
    await t.db.update(s.profiles).set({ role_id: ROLE.intervenant }).where(eq(s.profiles.id, speaker.profileId!));
    await t.db.update(s.profiles).set({ phone: '0601020304' }).where(eq(s.profiles.id, trainees[1].profileId!));
    counted = await assertKept('after updates');
    totals = await listTotals(admin);
    assert.equal(totals.trainees, counted[ROLE.stagiaire]);
    assert.equal(totals.teachers, (counted[ROLE['responsable-pedagogique']] ?? 0) + (counted[ROLE.intervenant] ?? 0));

    // Deletes, one of them in a transaction that rolls back.
    await t.db.delete(s.profiles).where(eq(s.profiles.id, trainees[2].profileId!));
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.delete(s.profiles).where(eq(s.profiles.id, trainees[3].profileId!));
        throw new Error('rolled back');
      }),
    );
    counted = await assertKept('after deletes');
    assert.equal((await listTotals(admin)).trainees, counted[ROLE.stagiaire]);

    // An account closed three years ago is anonymised: its profile stays, counted as before.
    const closed = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: trainees[1].profileId! }, token: admin });
    assert.equal(closed.statusCode, 200, closed.body);
    const result = await runRetention(t.db, new Date(Date.now() + 3 * YEAR + 2 * DAY));
    assert.ok(result.closed.includes(trainees[1].id), JSON.stringify(result));
    counted = await assertKept('after an anonymisation');
    assert.equal((await listTotals(admin)).trainees, counted[ROLE.stagiaire]);
  });

  test('statements writing many rows at once: each kept count changes once per statement, and equals count(*)', async () => {
    await assertKept('at start');
    await assertTeamsKept('at start');
    const [a, b] = [await createTraining(t.db), await createTraining(t.db)];
    const people: Awaited<ReturnType<typeof createUser>>[] = [];
    for (let i = 0; i < 4; i += 1) people.push(await createUser(t.db, { role: 'stagiaire', withProfile: true }));
    const ids = people.map((p) => p.profileId!);
    /** An array parameter, written as PostgreSQL's array text. */
    const list = (xs: number[]) => `{${xs.join(',')}}`;

    // One statement: four team rows on a, two on b.
    await t.db.execute(sql`INSERT INTO training_staff (training_id, profile_id, type)
      SELECT ${a.id}::int, id, 'teacher' FROM profiles WHERE id = ANY(${list(ids)}::int[])
      UNION ALL SELECT ${b.id}::int, id, 'teacher' FROM profiles WHERE id = ANY(${list(ids.slice(0, 2))}::int[])`);
    await assertTeamsKept('after one insert of six rows');
    // One statement moves two rows of a to b, another changes hours only, a third removes a's last rows.
    await t.db.execute(sql`UPDATE training_staff SET training_id = ${b.id} WHERE training_id = ${a.id} AND profile_id = ANY(${list(ids.slice(2))}::int[])`);
    await t.db.execute(sql`UPDATE training_staff SET expected_lecture_hours = 2 WHERE training_id = ${b.id}`);
    await assertTeamsKept('after moves in one statement');
    await t.db.execute(sql`DELETE FROM training_staff WHERE training_id = ${a.id}`);
    await assertTeamsKept('after a training lost its team in one statement');
    // ARES statuses in one statement each: set on b's four rows (two statuses), a new training's team
    // inserted with one, two rows moved back to a losing theirs; then that training deleted (its rows cascade).
    await t.db.execute(sql`UPDATE training_staff SET ares_status_id = CASE WHEN profile_id = ${ids[0]} THEN 1 ELSE 2 END WHERE training_id = ${b.id}`);
    await assertKept('after ARES statuses set in one statement');
    const c = await createTraining(t.db);
    await t.db.execute(sql`INSERT INTO training_staff (training_id, profile_id, type, ares_status_id)
      SELECT ${c.id}::int, id, 'teacher', 3 FROM profiles WHERE id = ANY(${list(ids.slice(0, 3))}::int[])`);
    await assertKept('after a team inserted with a status in one statement');
    await t.db.execute(sql`UPDATE training_staff SET training_id = ${a.id}, ares_status_id = NULL WHERE training_id = ${b.id} AND profile_id = ANY(${list(ids.slice(2))}::int[])`);
    await assertKept('after rows moved with a change of status in one statement');
    await t.db.execute(sql`DELETE FROM trainings WHERE id = ${c.id}`);
    await assertKept('after a training deleted with its team');
    await assertTeamsKept('after a training deleted with its team');
    // Three of the four change role in one statement; then they are all deleted in one (their rows cascade).
    await t.db.execute(sql`UPDATE profiles SET role_id = ${ROLE.intervenant} WHERE id = ANY(${list(ids.slice(1))}::int[])`);
    await assertKept('after role changes in one statement');
    await t.db.execute(sql`DELETE FROM profiles WHERE id = ANY(${list(ids)}::int[])`);
    await assertKept('after a delete of four profiles');
    await assertTeamsKept('after their team rows cascaded');
  });

  test('emptying the institute empties the kept counts', async () => {
    await emptyInstituteData(t.db);
    const { kept, counted } = await keptAndCounted();
    assert.deepEqual(counted, {});
    assert.deepEqual(kept, {});
    assert.equal(await assertTeamsKept('once emptied'), 0);
    const teacher = await createUser(t.db, { role: 'intervenant', withProfile: true });
    await assertKept('after a new profile');
    await addStaff(t.db, (await createTraining(t.db)).id, teacher.profileId!);
    assert.equal(await assertTeamsKept('after a new team row'), 1);
  });
});
