/**
 * The registrations to process and the trainings list, whose totals the database keeps (migration 0036):
 * the registrations of each status by the day their training ends (trainings not cancelled), every
 * training; and the registrations to process themselves, kept in the list's order (`open_registrations`,
 * migration 0044). After inserts, status changes, moves to another training, a training's end moved,
 * cancelled or brought back, deletes (cascades from a training and from a profile), an anonymisation and
 * an emptying, each kept count equals count(*) of its rows, each kept registration is one to come, and the
 * lists answer the totals they counted before and, page after page, the registrations of trainings neither
 * ended nor cancelled, oldest first (then by id).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { REGISTRATION_STATUS, REGISTRATION_STATUS_SLUGS, TRAINING_STATUS, type RegistrationStatusSlug } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { emptyInstituteData } from '../../src/db/seed';
import { parisDayNumber } from '../../src/lib/paris-time';
import { queryRows } from '../../src/lib/sql';
import { SCHEDULED_WORK, type JobContext } from '../../src/jobs/scheduled-work';
import { runRetention } from '../../src/modules/retention';
import { callApi } from '../call';
import { loginAs } from '../factories';
import { createTraineeProfiles, createTraining, daysFromNow, register } from '../factories-trainings';
import { createTestApp, testEngine, type TestApp } from '../helpers';
import { assertAllKept } from '../kept-counts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

let t: TestApp;
let admin: string;
before(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'administrateur');
});
after(() => t.close());

/** The registrations of the status to trainings neither ended nor cancelled, counted. */
async function openCounted(slug: RegistrationStatusSlug): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM registrations r JOIN trainings tr ON tr.id = r.training_id
      WHERE r.registration_status_id = ${REGISTRATION_STATUS[slug]} AND tr.end_date >= now() AND tr.training_status_id <> ${TRAINING_STATUS.cancelled}`,
  );
  return row.n;
}

/** The ids of the registrations of the status to trainings neither ended nor cancelled, oldest first. */
async function openCountedIds(slug: RegistrationStatusSlug): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT r.id FROM registrations r JOIN trainings tr ON tr.id = r.training_id
      WHERE r.registration_status_id = ${REGISTRATION_STATUS[slug]} AND tr.end_date >= now() AND tr.training_status_id <> ${TRAINING_STATUS.cancelled}
      ORDER BY r.created_at, r.id`,
  );
  return rows.map((r) => r.id);
}

/** The ids GET /registrations of the status lists, three a page, every page up to its total. */
async function openListedIds(slug: RegistrationStatusSlug): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await callApi(t.app, 'GET /registrations', { token: admin, query: { status: slug, page, per_page: 3 } });
    assert.equal(res.statusCode, 200, res.body);
    const { data, total } = res.json();
    ids.push(...data.map((r) => r.id));
    if (data.length < 3 || ids.length >= total) return ids;
  }
}

/** The total of GET /registrations of the status, one a page so that it is asked for. */
async function openTotal(slug: RegistrationStatusSlug): Promise<number> {
  const res = await callApi(t.app, 'GET /registrations', { token: admin, query: { status: slug, per_page: 1 } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().total;
}

async function trainingsTotal(): Promise<number> {
  const res = await callApi(t.app, 'GET /trainings', { token: admin, query: { current_page: 1, per_page: 1 } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().total;
}

/** Every kept value equals its count, and the two lists answer the totals counted from their rows. */
async function assertTotals(when: string): Promise<void> {
  await assertAllKept(t.db, when);
  for (const slug of REGISTRATION_STATUS_SLUGS) {
    assert.equal(await openTotal(slug), await openCounted(slug), `${slug} ${when}`);
    assert.deepEqual(await openListedIds(slug), await openCountedIds(slug), `${slug} listed ${when}`);
  }
  const [trainings] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM trainings`);
  assert.equal(await trainingsTotal(), trainings.n, `trainings ${when}`);
}

describe(`registrations to process and trainings, totals kept by the database on ${testEngine}`, () => {
  test('inserts, changes of status, training, dates and cancellation, deletes and an anonymisation keep every count', async () => {
    await assertTotals('at start');
    const soon = await createTraining(t.db, { start_date: daysFromNow(20), end_date: daysFromNow(21, 17) });
    // Ends within the hour: today's (or, near midnight, tomorrow's), counted until then.
    const endingToday = await createTraining(t.db, { start_date: new Date(Date.now() - 5 * HOUR), end_date: new Date(Date.now() + HOUR) });
    const later = await createTraining(t.db, { start_date: daysFromNow(60), end_date: daysFromNow(62, 17) });
    const ended = await createTraining(t.db, { start_date: daysFromNow(-10), end_date: daysFromNow(-9, 17) });
    const cancelled = await createTraining(t.db, { start_date: daysFromNow(40), end_date: daysFromNow(41, 17), training_status_id: TRAINING_STATUS.cancelled });
    const people = await createTraineeProfiles(t.db, 8, 'Inscrit');
    // Each training: the first six trainees, of the statuses in turn.
    const statuses: RegistrationStatusSlug[] = ['preinscription', 'valide', 'en_attente', 'refuse', 'preinscription'];
    const rows = [];
    for (const [i, training] of [soon, endingToday, later, ended, cancelled].entries()) {
      for (const [j, profileId] of people.slice(0, 6).entries()) rows.push(await register(t.db, training.id, profileId, statuses[(i + j) % statuses.length]));
    }
    // Several rows in one statement.
    await t.db.insert(s.registrations).values(
      people.slice(6).map((profile_id) => ({ training_id: later.id, profile_id, registration_status_id: REGISTRATION_STATUS.preinscription })),
    );
    await assertTotals('after inserts');

    // The total of pre-registrations to trainings ending after today is the kept count itself.
    const key = parisDayNumber(later.end_date);
    await t.db.execute(sql`UPDATE list_counts SET n = n + 1000 WHERE list = 'registrations_by_end_day:1' AND key = ${key}`);
    try {
      assert.equal(await openTotal('preinscription'), (await openCounted('preinscription')) + 1000);
    } finally {
      await t.db.execute(sql`UPDATE list_counts SET n = n - 1000 WHERE list = 'registrations_by_end_day:1' AND key = ${key}`);
    }

    // Status changes, one by one and several at once; a move to another training; one rolled back.
    const [first, second] = rows.filter((r) => r.training_id === soon.id);
    await t.db.update(s.registrations).set({ registration_status_id: REGISTRATION_STATUS.valide }).where(eq(s.registrations.id, first.id));
    await t.db.update(s.registrations).set({ registration_status_id: REGISTRATION_STATUS.en_attente }).where(eq(s.registrations.training_id, later.id));
    // The seventh trainee, registered to nothing else, moves from the later training to the next one.
    await t.db.update(s.registrations).set({ training_id: soon.id }).where(and(eq(s.registrations.training_id, later.id), eq(s.registrations.profile_id, people[6])));
    await t.db.update(s.registrations).set({ created_at: new Date() }).where(eq(s.registrations.id, second.id));
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.update(s.registrations).set({ registration_status_id: REGISTRATION_STATUS.refuse }).where(eq(s.registrations.id, second.id));
        throw new Error('rolled back');
      }),
    );
    await assertTotals('after changes of registrations');

    // A training's end moved to another day, another's to the past; one cancelled, the cancelled one
    // brought back; a change of title alone.
    await t.db.update(s.trainings).set({ end_date: daysFromNow(30, 17) }).where(eq(s.trainings.id, soon.id));
    await t.db.update(s.trainings).set({ end_date: daysFromNow(-1, 17), start_date: daysFromNow(-3) }).where(eq(s.trainings.id, later.id));
    await t.db.update(s.trainings).set({ training_status_id: TRAINING_STATUS.cancelled }).where(eq(s.trainings.id, endingToday.id));
    await t.db.update(s.trainings).set({ training_status_id: TRAINING_STATUS.published }).where(eq(s.trainings.id, cancelled.id));
    await t.db.update(s.trainings).set({ title: 'Renommée' }).where(eq(s.trainings.id, ended.id));
    await assertTotals('after changes of trainings');

    // Deletes: a registration, a training with its registrations, a trainee's profile with theirs.
    await t.db.delete(s.registrations).where(eq(s.registrations.id, second.id));
    await t.db.delete(s.trainings).where(eq(s.trainings.id, cancelled.id));
    await t.db.delete(s.profiles).where(eq(s.profiles.id, people[7]));
    await assertTotals('after deletes');

    // A trainee's account closed three years ago is anonymised: their registrations stay, counted.
    const [account] = await queryRows<{ user_id: number }>(t.db, sql`SELECT user_id FROM profiles WHERE id = ${people[0]}`);
    await t.db.update(s.users).set({ is_active: false, closed_at: new Date() }).where(eq(s.users.id, account.user_id));
    const result = await runRetention(t.db, new Date(Date.now() + 3 * YEAR + 2 * DAY));
    assert.ok(result.closed.includes(account.user_id), JSON.stringify(result));
    admin = await loginAs(t.app, 'administrateur');
    await assertTotals('after an anonymisation');
  });

  test('a training ending meanwhile: its registrations leave the list at once, their kept rows go with the sweep', async () => {
    const training = await createTraining(t.db, { start_date: new Date(Date.now() - HOUR), end_date: new Date(Date.now() + 1500) });
    const people = await createTraineeProfiles(t.db, 2, 'Bientôt fini');
    const pre = await register(t.db, training.id, people[0], 'preinscription');
    await register(t.db, training.id, people[1], 'valide');
    assert.ok((await openListedIds('preinscription')).includes(pre.id));
    const keptRows = async () => {
      const [row] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM open_registrations WHERE training_id = ${training.id}`);
      return row.n;
    };
    assert.equal(await keptRows(), 2);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, training.end_date.getTime() - Date.now()) + 100));

    // Ended: still kept until the sweep, no longer listed nor counted.
    assert.equal(await keptRows(), 2);
    assert.ok(!(await openListedIds('preinscription')).includes(pre.id));
    await assertTotals('once the training has ended');

    const sweep = SCHEDULED_WORK.find((work) => work.name === 'open-registrations-sweep');
    assert.ok(sweep, 'an entry of the scheduled work');
    const ctx = { db: t.db, mail: t.app.mail, storage: {} as JobContext['storage'], config: t.config, log: t.app.log };
    assert.equal(await sweep.run(ctx, new Date()), '2 inscriptions de formations terminées retirées');
    assert.equal(await keptRows(), 0);
    // Nothing left to remove: the next pass does nothing.
    assert.equal(await sweep.run(ctx, new Date()), undefined);
    await assertTotals('after the sweep');
  });

  test('emptying the institute empties the kept counts; new rows are counted again', async () => {
    await emptyInstituteData(t.db);
    const [kept] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM list_counts WHERE n <> 0) + (SELECT count(*)::int FROM open_registrations) AS n`,
    );
    assert.equal(kept.n, 0);
    admin = await loginAs(t.app, 'administrateur');
    const training = await createTraining(t.db);
    const [profileId] = await createTraineeProfiles(t.db, 1, 'Nouveau');
    await register(t.db, training.id, profileId, 'preinscription');
    await assertTotals('after an emptying');
    assert.equal(await openTotal('preinscription'), 1);
    assert.equal(await trainingsTotal(), 1);
  });
});
