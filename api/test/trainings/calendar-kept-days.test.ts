/**
 * The month calendar reads the days the database keeps for each training (`calendar_training_days`) and
 * the count it keeps for each day (`list_counts`, 'calendar_trainings_by_day', migration 0043). After
 * inserts (one and several a statement), moves (start and end, in the day, to other days, several in one
 * statement, one rolled back), cancellations and their reversal, deletes, an anonymisation and an
 * emptying, every kept value equals what it stands for, and GET /trainings/month answers, for every day of
 * the grid, what a computation here from the trainings gives: the running trainings (from the Paris date
 * of their start to that of their end), by start then id, the first CALENDAR_DAY_SHOWN sent and the
 * others counted; for the staff and for an intervenant (their trainings only).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import { CALENDAR_DAY_SHOWN } from '../../src/contract/trainings';
import * as s from '../../src/db/schema';
import { emptyInstituteData } from '../../src/db/seed';
import { parisDateTime, parisDay } from '../../src/lib/paris-time';
import { queryRows } from '../../src/lib/sql';
import { gridDates } from '../../src/modules/calendar/routes';
import { runRetention } from '../../src/modules/retention';
import { callApi } from '../call';
import { loginAs, loginAsUser } from '../factories';
import { addStaff, createTraineeProfiles, createTraining, register } from '../factories-trainings';
import { createTestApp, testEngine, type TestApp } from '../helpers';
import { assertAllKept } from '../kept-counts';

const DAY = 86_400_000;
const YEAR = 365 * DAY;

let t: TestApp;
let admin: string;
let teacher: { token: string; profileId: number };

async function logIn(): Promise<void> {
  admin = await loginAs(t.app, 'administrateur');
  const { token, user } = await loginAsUser(t.app, 'intervenant');
  teacher = { token, profileId: user.profileId as number };
}

before(async () => {
  t = await createTestApp();
  await logIn();
});
after(() => t.close());

/** The months the scenes below fill: March 2031 (clocks go forward on the 30th) and April 2031. */
const MONTHS = [
  [3, 2031],
  [4, 2031],
] as const;

/** Paris wall-clock time on a day of 2031. */
const at = (day: string, hour: number, minute = 0) => parisDateTime(day, hour, minute);

interface Row {
  id: number;
  start_date: Date;
  end_date: Date;
  training_status_id: number;
}

/** For each date of the grid: the ids sent and the count of the others, computed from the trainings. */
async function expectedGrid(month: number, year: number, taughtBy: number | null) {
  let rows = await queryRows<Row>(t.db, sql`SELECT id, start_date, end_date, training_status_id FROM trainings`);
  if (taughtBy !== null) {
    const taught = await queryRows<{ training_id: number }>(t.db, sql`SELECT training_id FROM training_staff WHERE profile_id = ${taughtBy}`);
    const ids = new Set(taught.map((r) => r.training_id));
    rows = rows.filter((r) => ids.has(r.id));
  }
  const running = rows
    .filter((r) => r.training_status_id !== TRAINING_STATUS.cancelled)
    .map((r) => ({ id: r.id, start: new Date(r.start_date), first: parisDay(new Date(r.start_date)), last: parisDay(new Date(r.end_date)) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
  return gridDates(month, year).map((date) => {
    const today = running.filter((r) => r.first <= date && date <= r.last).map((r) => r.id);
    return { date, ids: today.slice(0, CALENDAR_DAY_SHOWN), more: Math.max(0, today.length - CALENDAR_DAY_SHOWN) };
  });
}

async function answeredGrid(month: number, year: number, token: string) {
  const res = await callApi(t.app, 'GET /trainings/month/:month/:year', { params: { month, year }, token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().map((d) => ({ date: d.date, ids: d.trainings.map((tr) => tr.id), more: d.more }));
}

/** Every kept value equals its count, and both callers' grids equal the computation here. */
async function assertCalendar(when: string): Promise<void> {
  await assertAllKept(t.db, when);
  for (const [month, year] of MONTHS) {
    assert.deepEqual(await answeredGrid(month, year, admin), await expectedGrid(month, year, null), `staff ${month}/${year} ${when}`);
    assert.deepEqual(await answeredGrid(month, year, teacher.token), await expectedGrid(month, year, teacher.profileId), `intervenant ${month}/${year} ${when}`);
  }
}

/** The days a training has in `calendar_training_days`. */
async function keptDays(trainingId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM calendar_training_days WHERE training_id = ${trainingId}`);
  return row.n;
}

describe(`the month calendar's days and counts, kept by the database on ${testEngine}`, () => {
  test('inserts, moves, cancellations, deletes and an anonymisation keep every day and count', async () => {
    await assertCalendar('at start');
    const add = (start: Date, end: Date, extra: Partial<typeof s.trainings.$inferInsert> = {}) => createTraining(t.db, { start_date: start, end_date: end, ...extra });

    // A busy Wednesday (12 March): two at the same time (then by id), one from the day before, one
    // cancelled, one ending at Paris midnight (so on the 13th too), one starting at 23:30.
    const nine = await add(at('2031-03-12', 9), at('2031-03-12', 17));
    const nineToo = await add(at('2031-03-12', 9), at('2031-03-12', 12));
    const fromEve = await add(at('2031-03-11', 14), at('2031-03-12', 12));
    const noon = await add(at('2031-03-12', 12), at('2031-03-12', 18));
    const cancelled = await add(at('2031-03-12', 8), at('2031-03-12', 10), { training_status_id: TRAINING_STATUS.cancelled });
    const toMidnight = await add(at('2031-03-12', 20), at('2031-03-13', 0));
    const lateNight = await add(at('2031-03-12', 23, 30), at('2031-03-12', 23, 45));
    // Clocks go forward on 30 March: one at 00:00 (UTC+1), one from 23:30 to 00:30 the next day (UTC+2).
    const springMidnight = await add(at('2031-03-30', 0), at('2031-03-30', 0, 30));
    const springNight = await add(at('2031-03-30', 23, 30), at('2031-03-31', 0, 30));
    // Longer ones: from February into the grid, and from January to May (on every day of both grids).
    const fromFebruary = await add(at('2031-02-20', 9), at('2031-03-04', 17));
    const allSpring = await add(at('2031-01-15', 9), at('2031-05-20', 17));
    // Without duration, at 23:59 on 31 March.
    const instant = await add(at('2031-03-31', 23, 59), at('2031-03-31', 23, 59));
    // Several in one statement: three on 8 April at the same time, one on the 9th.
    const many = await t.db
      .insert(s.trainings)
      .values(
        [at('2031-04-08', 10), at('2031-04-08', 10), at('2031-04-08', 10), at('2031-04-09', 10)].map((start, i) => ({
          title: `Lot ${i}`,
          training_category_id: 1,
          training_type_id: 2,
          training_theme_id: 1,
          training_place_id: 1,
          training_status_id: TRAINING_STATUS.published,
          max_attendees: 10,
          start_date: start,
          end_date: new Date(start.getTime() + 6 * 3_600_000),
        })),
      )
      .returning({ id: s.trainings.id });
    // The intervenant teaches some, and both teaches and supervises one (counted once).
    for (const training of [noon, lateNight, fromEve, allSpring, springNight]) await addStaff(t.db, training.id, teacher.profileId);
    await addStaff(t.db, noon.id, teacher.profileId, 'pedagogical_supervisor');
    await addStaff(t.db, many[0].id, teacher.profileId);
    await assertCalendar('after inserts');
    assert.equal(await keptDays(toMidnight.id), 2);
    assert.equal(await keptDays(cancelled.id), 0);
    assert.equal(await keptDays(instant.id), 1);
    const march = await answeredGrid(3, 2031, admin);
    const twelfth = march.find((d) => d.date === '2031-03-12');
    const [first, second] = [nine.id, nineToo.id].sort((a, b) => a - b);
    assert.deepEqual(twelfth, { date: '2031-03-12', ids: [allSpring.id, fromEve.id, first], more: 4 });
    assert.equal(second, Math.max(nine.id, nineToo.id));

    // Moves: a start earlier in its day (now first of the day's own), one to another day, an end
    // stretched over three days, three shifted by a day in one statement, one rolled back.
    await t.db.update(s.trainings).set({ start_date: at('2031-03-12', 7) }).where(eq(s.trainings.id, noon.id));
    await t.db.update(s.trainings).set({ start_date: at('2031-03-20', 9), end_date: at('2031-03-20', 17) }).where(eq(s.trainings.id, nineToo.id));
    await t.db.update(s.trainings).set({ end_date: at('2031-03-15', 17) }).where(eq(s.trainings.id, nine.id));
    await t.db
      .update(s.trainings)
      .set({ start_date: sql`${s.trainings.start_date} + interval '1 day'`, end_date: sql`${s.trainings.end_date} + interval '1 day'` })
      .where(inArray(s.trainings.id, [many[0].id, many[1].id, springMidnight.id]));
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.update(s.trainings).set({ end_date: at('2031-04-30', 17) }).where(eq(s.trainings.id, lateNight.id));
        throw new Error('rolled back');
      }),
    );
    await assertCalendar('after moves');
    assert.equal(await keptDays(nine.id), 4);
    assert.equal(await keptDays(lateNight.id), 1);

    // Cancelled, brought back, another status, a title: only the cancellations change the days.
    await t.db.update(s.trainings).set({ training_status_id: TRAINING_STATUS.cancelled }).where(inArray(s.trainings.id, [fromEve.id, many[2].id]));
    await t.db.update(s.trainings).set({ training_status_id: TRAINING_STATUS.published }).where(eq(s.trainings.id, cancelled.id));
    await t.db.update(s.trainings).set({ training_status_id: TRAINING_STATUS.closed }).where(eq(s.trainings.id, allSpring.id));
    await t.db.update(s.trainings).set({ title: 'Renommée' }).where(eq(s.trainings.id, noon.id));
    await assertCalendar('after changes of status');
    assert.equal(await keptDays(fromEve.id), 0);
    assert.equal(await keptDays(cancelled.id), 1);

    // Deletes: one training, then two in one statement.
    await t.db.delete(s.trainings).where(eq(s.trainings.id, toMidnight.id));
    await t.db.delete(s.trainings).where(inArray(s.trainings.id, [many[3].id, fromFebruary.id]));
    await assertCalendar('after deletes');

    // A trainee's account closed three years ago is anonymised: the trainings and their days stay.
    const [profileId] = await createTraineeProfiles(t.db, 1, 'Ancien');
    await register(t.db, noon.id, profileId, 'valide');
    const [account] = await queryRows<{ user_id: number }>(t.db, sql`SELECT user_id FROM profiles WHERE id = ${profileId}`);
    await t.db.update(s.users).set({ is_active: false, closed_at: new Date() }).where(eq(s.users.id, account.user_id));
    const result = await runRetention(t.db, new Date(Date.now() + 3 * YEAR + 2 * DAY));
    assert.ok(result.closed.includes(account.user_id), JSON.stringify(result));
    await logIn();
    for (const training of [noon, lateNight, fromEve, allSpring, springNight]) {
      await t.db.insert(s.trainingStaff).values({ training_id: training.id, profile_id: teacher.profileId, type: 'teacher' }).onConflictDoNothing();
    }
    await assertCalendar('after an anonymisation');
  });

  test('the count of a day is the kept one: the grid reads it, not the rows', async () => {
    const training = await createTraining(t.db, { start_date: at('2031-04-22', 9), end_date: at('2031-04-22', 17) });
    const key = Math.round((Date.UTC(2031, 3, 22) - Date.UTC(1970, 0, 1)) / DAY);
    await t.db.execute(sql`UPDATE list_counts SET n = n + 10 WHERE list = 'calendar_trainings_by_day' AND key = ${key}`);
    try {
      const day = (await answeredGrid(4, 2031, admin)).find((d) => d.date === '2031-04-22');
      const counted = (await expectedGrid(4, 2031, null)).find((d) => d.date === '2031-04-22');
      assert.ok(day && counted);
      assert.deepEqual(day.ids, counted.ids);
      assert.ok(day.ids.includes(training.id));
      assert.equal(day.more, counted.more + 10);
    } finally {
      await t.db.execute(sql`UPDATE list_counts SET n = n - 10 WHERE list = 'calendar_trainings_by_day' AND key = ${key}`);
    }
    await assertCalendar('after the kept count was put back');
  });

  test('emptying the institute empties the days and their counts; new trainings are kept again', async () => {
    await emptyInstituteData(t.db);
    const [kept] = await queryRows<{ days: number; counts: number }>(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM calendar_training_days) AS days,
        (SELECT count(*)::int FROM list_counts WHERE list = 'calendar_trainings_by_day') AS counts`,
    );
    assert.deepEqual(kept, { days: 0, counts: 0 });
    await logIn();
    const training = await createTraining(t.db, { start_date: at('2031-03-05', 9), end_date: at('2031-03-06', 17) });
    await addStaff(t.db, training.id, teacher.profileId);
    await assertCalendar('after an emptying');
    assert.equal(await keptDays(training.id), 2);
  });
});
