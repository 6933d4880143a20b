/** The demo trainee of the demo institute, as the trainee's space shows her (seedDemo + seedDemoFiles). */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, eq, gt, lt } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../src/db/seed-demo';
import { seedDemoFiles } from '../../src/db/seed-demo-files';
import * as s from '../../src/db/schema';
import { createStorage } from '../../src/lib/storage';
import { callApi } from '../call';
import { tokenFor } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

describe('the demo trainee', () => {
  let t: TestApp;
  let token: string;
  let profileId: number;

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    await seedDemoFiles(t.db, createStorage(path.join(t.config.dataDir, 'files')));
    token = await tokenFor(t.app, { email: DEMO_ACCOUNTS.stagiaire, password: DEMO_PASSWORD });
    profileId = (await callApi(t.app, 'GET /profile', { token })).json().id;
  });
  after(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  test('has a complete profile with a valid CPH mandate and a stored vehicle registration', async () => {
    const profile = (await callApi(t.app, 'GET /profiles/:id', { params: { id: profileId }, token })).json();
    assert.equal(profile.profile_completion, 100, JSON.stringify(profile.missing_fields));
    assert.ok(profile.mandates.some((m) => m.is_cph && m.active && m.council && m.council_section));
    const pdf = await get(profile.temporary_vehicle_registration_url!);
    assert.equal(pdf.statusCode, 200);
    assert.ok(pdf.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-')));
  });

  test('has registrations in each state', async () => {
    const rows = await t.db.select({ status: s.registrations.registration_status_id }).from(s.registrations).where(eq(s.registrations.profile_id, profileId));
    assert.deepEqual([...new Set(rows.map((r) => r.status))].sort(), [1, 2, 3, 4]);
  });

  test('finds in the catalogue a training overlapping one she is validated for, still open to her registration', async () => {
    const upcoming = await t.db
      .select({ id: s.trainings.id })
      .from(s.trainings)
      .where(and(eq(s.trainings.training_status_id, 3), gt(s.trainings.start_date, new Date())));
    const own = new Set(
      (await t.db.select({ id: s.registrations.training_id }).from(s.registrations).where(eq(s.registrations.profile_id, profileId))).map((r) => r.id),
    );
    const overlapping: number[] = [];
    for (const { id } of upcoming.filter((training) => !own.has(training.id))) {
      const clashes = await callApi(t.app, 'GET /trainee/trainings/:id/clashes', { params: { id }, token });
      assert.equal(clashes.statusCode, 200, clashes.body);
      if (clashes.json().length === 0) continue;
      const options = await callApi(t.app, 'GET /trainings/:id/registration-options', { params: { id }, token, query: {} });
      if (options.json().registration_open && options.json().places_left > 0) overlapping.push(id);
    }
    assert.ok(overlapping.length > 0, 'no catalogue training overlaps a validated one of the demo trainee');
  });

  test('has an ended training to evaluate', async () => {
    const ended = await t.db
      .select({ training_id: s.registrations.training_id })
      .from(s.registrations)
      .innerJoin(s.trainings, eq(s.trainings.id, s.registrations.training_id))
      .where(and(eq(s.registrations.profile_id, profileId), eq(s.registrations.registration_status_id, 2), lt(s.trainings.end_date, new Date())));
    const lookups = await Promise.all(ended.map((r) => get(`/api/evaluations/evaluation/${r.training_id}/${profileId}`)));
    assert.ok(lookups.every((res) => res.statusCode === 200));
    assert.ok(lookups.some((res) => res.json().id === null), 'one ended training is not evaluated yet');
    assert.ok(lookups.some((res) => res.json().id !== null), 'one is already evaluated');
  });

  test('has an expense with receipts, open to new ones', async () => {
    const [open] = await t.db
      .select({ training_id: s.trainingExpenses.training_id })
      .from(s.trainingExpenses)
      .where(and(eq(s.trainingExpenses.profile_id, profileId), eq(s.trainingExpenses.training_expense_status_id, 1)));
    const expense = (await callApi(t.app, 'GET /training/:trainingId/profile/:profileId/expense', { params: { trainingId: open.training_id, profileId }, token })).json()!;
    assert.equal(expense.read_only, false);
    assert.equal(expense.receipts.length, 2);
    assert.equal((await get(expense.receipts[0].temporary_receipt_url)).headers['content-type'], 'application/pdf');
  });
});
