/**
 * Retention (docs/decisions.md, "Conservation des données"): with the clock moved forward,
 * an account closed three years ago and an account unused for three years are anonymised, their
 * expenses and payments keep their amounts; younger accounts and administrateurs are left alone; two
 * runs at once work once (advisory lock).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import * as s from '../../src/db/schema';
import { queryRows } from '../../src/lib/sql';
import { ANONYMISED_NAME, anonymisedEmail, runRetention } from '../../src/modules/retention';
import { callApi } from '../call';
import { createUser, loginAsUser, tokenFor, type CreatedUser } from '../factories';
import { createExpense, createPayment, createTraining, register } from '../factories-trainings';
import { createTestApp, type TestApp } from '../helpers';

const DAY = 86_400_000;
const YEAR = 365 * DAY;

let t: TestApp;
let admin: { token: string; user: CreatedUser };
before(async () => {
  t = await createTestApp();
  admin = await loginAsUser(t.app, 'administrateur');
});
after(() => t.close());

const userRow = async (id: number) => (await t.db.select().from(s.users).where(eq(s.users.id, id)))[0];
const profileRow = async (id: number) => (await t.db.select().from(s.profiles).where(eq(s.profiles.id, id)))[0];

describe('retention job', () => {
  test('closed three years ago: anonymised, its expense and payment kept with their amounts; closed more recently: kept', async () => {
    const old = await createUser(t.db, { role: 'stagiaire', name: 'Ancienne Stagiaire', withProfile: { phone: '0601020304', iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP', street_name: 'rue Longue' } });
    const recent = await createUser(t.db, { role: 'stagiaire', name: 'Récente Stagiaire', withProfile: true });
    const training = await createTraining(t.db, { title: 'Formation conservée' });
    await register(t.db, training.id, old.profileId!, 'valide');
    const expense = await createExpense(t.db, training.id, old.profileId!, 4, { total_amount: '123.45' });
    await createPayment(t.db, expense.id, '123.45');
    await t.db.insert(s.profileUnions).values({ profile_id: old.profileId!, union_id: 1 });
    for (const who of [old, recent]) {
      const res = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: who.profileId! }, token: admin.token });
      assert.equal(res.statusCode, 200, res.body);
    }
    const now = Date.now();
    // The recent one was closed a year after the old one.
    await t.db.update(s.users).set({ closed_at: new Date(now + YEAR) }).where(eq(s.users.id, recent.id));

    assert.deepEqual((await runRetention(t.db, new Date(now + 3 * YEAR - 2 * DAY))).closed.filter((id) => id === old.id), [], 'not before three years');
    const result = await runRetention(t.db, new Date(now + 3 * YEAR + 2 * DAY));
    assert.ok(result.ran);
    assert.ok(result.closed.includes(old.id) && !result.closed.includes(recent.id), JSON.stringify(result));

    const user = await userRow(old.id);
    assert.equal(user.name, ANONYMISED_NAME);
    assert.equal(user.email, anonymisedEmail(old.id));
    assert.ok(user.anonymised_at);
    const profile = await profileRow(old.profileId!);
    assert.deepEqual([profile.phone, profile.iban, profile.bic, profile.street_name], [null, null, null, null]);
    assert.equal((await t.db.select().from(s.profileUnions).where(eq(s.profileUnions.profile_id, old.profileId!))).length, 0);
    const [money] = await queryRows<{ total_amount: string; paid: string }>(
      t.db,
      sql`SELECT e.total_amount::text AS total_amount, p.amount::text AS paid FROM training_expenses e JOIN training_expense_payments p ON p.training_expense_id = e.id WHERE e.id = ${expense.id}`,
    );
    assert.deepEqual(money, { total_amount: '123.45', paid: '123.45' });
    assert.equal((await t.db.select().from(s.registrations).where(eq(s.registrations.profile_id, old.profileId!))).length, 1);
    assert.equal((await userRow(recent.id)).name, 'Récente Stagiaire');
    // The anonymisation is in the audit trail; a second run changes nothing.
    const [event] = await queryRows<{ action: string; actor_role: string }>(t.db, sql`SELECT action, actor_role FROM audit_events WHERE object_type = 'compte' AND object_id = ${old.profileId} AND action = 'compte.anonymisation'`);
    assert.deepEqual(event, { action: 'compte.anonymisation', actor_role: 'systeme' });
    const again = await runRetention(t.db, new Date(now + 3 * YEAR + 3 * DAY));
    assert.ok(!again.closed.includes(old.id));
  });

  test('an account back-dated by an import (created four years ago, never logged in) is counted from the day it arrived', async () => {
    const imported = await createUser(t.db, { role: 'stagiaire', name: 'Ancien Import', withProfile: true });
    await t.db.execute(sql`UPDATE users SET created_at = created_at - interval '4 years' WHERE id = ${imported.id}`);
    const now = Date.now();
    assert.ok(!(await runRetention(t.db, new Date(now + 2 * DAY))).inactive.includes(imported.id));
    assert.equal((await userRow(imported.id)).name, 'Ancien Import');
    assert.ok((await runRetention(t.db, new Date(now + 3 * YEAR + 2 * DAY))).inactive.includes(imported.id));
  });

  test('the picture and vehicle document files of an anonymised account leave the storage, unless another profile still uses them', async () => {
    const deleted: string[] = [];
    const storage = { deleteStored: async (key: string) => (deleted.push(key), true) };
    const own = 'ab/abababababababababababababababab.png';
    const shared = 'cd/cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd.pdf';
    const leaving = await createUser(t.db, { role: 'stagiaire', withProfile: { profile_picture: own, vehicle_registration_pdf: shared } });
    // An administrateur is never anonymised for inactivity: their profile keeps the shared file in use.
    await createUser(t.db, { role: 'administrateur', withProfile: { vehicle_registration_pdf: shared } });
    const res = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: leaving.profileId! }, token: admin.token });
    assert.equal(res.statusCode, 200, res.body);
    const result = await runRetention(t.db, new Date(Date.now() + 3 * YEAR + 2 * DAY), storage);
    assert.ok(result.closed.includes(leaving.id));
    assert.deepEqual(deleted, [own]);
    const profile = await profileRow(leaving.profileId!);
    assert.deepEqual([profile.profile_picture, profile.vehicle_registration_pdf], [null, null]);
  });

  test('no login for three years: anonymised and unable to log in; an account used since, and administrateurs, are kept', async () => {
    const idle = await createUser(t.db, { role: 'intervenant', name: 'Paul Dormant', withProfile: true });
    const used = await createUser(t.db, { role: 'intervenant', name: 'Anne Active', withProfile: true });
    const idleAdmin = await createUser(t.db, { role: 'administrateur', name: 'Admin Dormant', withProfile: true });
    const now = Date.now();
    await t.db.execute(
      sql`UPDATE users SET created_at = created_at - interval '4 years', activity_since = activity_since - interval '4 years' WHERE id IN (${idle.id}, ${used.id}, ${idleAdmin.id})`,
    );
    // A login two years ago (the session row's date).
    await tokenFor(t.app, used);
    await t.db.execute(sql`UPDATE sessions SET created_at = now() - interval '2 years' WHERE user_id = ${used.id}`);

    const result = await runRetention(t.db, new Date(now + 2 * DAY));
    assert.ok(result.inactive.includes(idle.id), JSON.stringify(result));
    assert.ok(!result.inactive.includes(used.id) && !result.inactive.includes(idleAdmin.id));
    assert.equal((await userRow(idle.id)).is_active, false);
    assert.equal((await callApi(t.app, 'POST /login', { body: { email: idle.email, password: idle.password } })).statusCode, 401);
    assert.equal((await userRow(used.id)).name, 'Anne Active');
    // A year later, the used account's last login is three years old.
    assert.ok((await runRetention(t.db, new Date(now + YEAR + 2 * DAY))).inactive.includes(used.id));
  });

  test('run once across processes: while another connection holds the lock, the job skips', async (ctx) => {
    // PGlite is one process with one connection: nothing else can hold the lock.
    if (t.engine === 'pglite') return ctx.skip('PostgreSQL only');
    // Another connection holds the lock in an open transaction while the job runs.
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(720019)`);
      locked();
      await held;
    });
    await lockTaken;
    const skipped = await runRetention(t.db);
    release();
    await holder;
    assert.equal(skipped.ran, false);
    assert.equal((await runRetention(t.db)).ran, true);
  });
});
