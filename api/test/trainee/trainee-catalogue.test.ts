/** The catalogue (GET /api/catalog/trainings) and the lookups of the profile form and the wizard. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTraining, createTraineeProfiles, daysFromNow, register } from '../factories-trainings';
import { loginAs, loginAsUser } from '../factories';
import { callApi } from '../call';
import { bearer, createTestApp, type TestApp } from '../helpers';

describe('catalogue', () => {
  let t: TestApp;
  let trainee: { token: string; profileId: number };
  let staffToken: string;
  const ids: Record<string, number> = {};

  before(async () => {
    t = await createTestApp();
    const { token, user } = await loginAsUser(t.app, 'stagiaire');
    trainee = { token, profileId: user.profileId! };
    staffToken = await loginAs(t.app, 'gestionnaire');
    ids.published = (await createTraining(t.db, { startInDays: 40, title: 'Publiée', unionIds: [1, 2] })).id;
    ids.postponed = (await createTraining(t.db, { startInDays: 50, training_status_id: 4, training_category_id: 2 })).id;
    ids.closingSoon = (await createTraining(t.db, { startInDays: 3, max_attendees: 2 })).id;
    ids.draft = (await createTraining(t.db, { startInDays: 20, training_status_id: 1 })).id;
    ids.validated = (await createTraining(t.db, { startInDays: 20, training_status_id: 2 })).id;
    ids.ended = (await createTraining(t.db, { start_date: daysFromNow(-10), end_date: daysFromNow(-9) })).id;
    ids.cancelled = (await createTraining(t.db, { startInDays: 20, training_status_id: 6 })).id;
    const [a, b] = await createTraineeProfiles(t.db, 2);
    await register(t.db, ids.closingSoon, a, 'valide');
    await register(t.db, ids.closingSoon, b, 'valide');
    await register(t.db, ids.published, trainee.profileId, 'preinscription');
  });
  after(() => t.close());

  async function page(token: string, query: Record<string, number> = {}) {
    const res = await callApi(t.app, 'GET /catalog/trainings', { query, token });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  }

  test('lists only published or postponed trainings that have not ended, by start date', async () => {
    const body = await page(trainee.token);
    assert.deepEqual(body.data.map((c) => c.id), [ids.closingSoon, ids.published, ids.postponed]);
    assert.equal(body.total, 3);
    assert.equal(body.per_page, 20);
  });

  test('each card tells the places left, whether registration is open and the trainee’s own status', async () => {
    const body = await page(trainee.token);
    const byId = new Map(body.data.map((c) => [c.id, c]));
    const soon = byId.get(ids.closingSoon)!;
    assert.equal(soon.registered_count, 2);
    assert.equal(soon.places_left, 0);
    assert.equal(soon.registration_open, false);
    const published = byId.get(ids.published)!;
    assert.equal(published.registration_open, true);
    assert.equal(published.own_registration_status?.slug, 'preinscription');
    assert.deepEqual(published.unions.map((u) => u.id), [1, 2]);
    assert.ok(published.place?.city, 'the place comes with its commune');
    assert.equal(byId.get(ids.postponed)!.own_registration_status, null);
  });

  test('filters by category and pages by per_page', async () => {
    const body = await page(trainee.token, { category_id: 2 });
    assert.deepEqual(body.data.map((c) => c.id), [ids.postponed]);
    const second = await page(staffToken, { per_page: 2, page: 2 });
    assert.deepEqual(second.data.map((c) => c.id), [ids.postponed]);
    assert.equal(second.total, 3);
    assert.equal(second.last_page, 2);
  });

  test('staff read the catalogue without an own status', async () => {
    const body = await page(staffToken);
    assert.ok(body.data.every((c) => c.own_registration_status === null));
  });
});

describe('catalogue: the trainings under way, then those to come', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};

  before(async () => {
    t = await createTestApp();
    token = await loginAs(t.app, 'stagiaire');
    // Under way (started, not ended), in start order: then to come, two of them starting together.
    ids.soonAfter = (await createTraining(t.db, { startInDays: 2 })).id;
    ids.underWayLater = (await createTraining(t.db, { start_date: daysFromNow(-1), end_date: daysFromNow(1, 17), training_category_id: 2 })).id;
    ids.togetherA = (await createTraining(t.db, { startInDays: 5 })).id;
    ids.underWayFirst = (await createTraining(t.db, { start_date: daysFromNow(-3), end_date: daysFromNow(1, 8), training_status_id: 4 })).id;
    ids.togetherB = (await createTraining(t.db, { startInDays: 5, training_category_id: 2 })).id;
    // Never in the catalogue: ended, or under way but cancelled or a draft.
    ids.endedToday = (await createTraining(t.db, { start_date: daysFromNow(-2), end_date: new Date(Date.now() - 60_000) })).id;
    ids.cancelledUnderWay = (await createTraining(t.db, { start_date: daysFromNow(-1), end_date: daysFromNow(1, 17), training_status_id: 6 })).id;
    ids.draftUnderWay = (await createTraining(t.db, { start_date: daysFromNow(-1), end_date: daysFromNow(1, 17), training_status_id: 1 })).id;
  });
  after(() => t.close());

  async function page(query: Record<string, number> = {}) {
    const res = await callApi(t.app, 'GET /catalog/trainings', { query, token });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  }

  test('in start order across both, counted whole, paged across their boundary', async () => {
    const order = [ids.underWayFirst, ids.underWayLater, ids.soonAfter, ids.togetherA, ids.togetherB];
    const whole = await page();
    assert.deepEqual(whole.data.map((c) => c.id), order);
    assert.equal(whole.total, 5);
    for (const [n, expected] of [[1, order.slice(0, 2)], [2, order.slice(2, 4)], [3, order.slice(4)], [4, []]] as const) {
      const body = await page({ per_page: 2, page: n });
      assert.deepEqual(body.data.map((c) => c.id), expected, `page ${n}`);
      assert.equal(body.total, 5);
      assert.equal(body.last_page, 3);
    }
    const category = await page({ category_id: 2, per_page: 1, page: 2 });
    assert.deepEqual(category.data.map((c) => c.id), [ids.togetherB]);
    assert.equal(category.total, 2);
  });

  test('the catalogue search keeps that order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/trainings/search?search=formation%20test', headers: bearer(token) });
    assert.deepEqual(
      res.json().data.map((c: { id: number }) => c.id),
      [ids.underWayFirst, ids.underWayLater, ids.soonAfter, ids.togetherA, ids.togetherB],
    );
  });
});

describe('lookups of the profile form and the wizard', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    token = await loginAs(t.app, 'stagiaire');
  });
  after(() => t.close());

  test('reference lists answer their items', async () => {
    const lists = ['councils', 'council-sections', 'seniorities', 'training-durations', 'referral-sources', 'degrees', 'company-sizes'] as const;
    for (const list of lists) {
      const res = await callApi(t.app, `GET /${list}`, { token });
      assert.equal(res.statusCode, 200, list);
      assert.ok(res.json().length > 0, list);
    }
    const vehicles = await callApi(t.app, 'GET /vehicle-categories', { token });
    assert.equal(typeof vehicles.json()[0].indemnity_per_km, 'number');
  });

  test('cities by postal code: the communes of that code only; a malformed code is refused', async () => {
    const res = await callApi(t.app, 'GET /cities', { query: { zip_code: '67000' }, token });
    assert.equal(res.statusCode, 200);
    const cities = res.json();
    assert.ok(cities.some((c) => c.name === 'Strasbourg'));
    assert.ok(cities.every((c) => c.zip_code === '67000'));
    const none = await t.app.inject({ method: 'GET', url: '/api/cities?zip_code=99999', headers: bearer(token) });
    assert.deepEqual(none.json(), []);
    const bad = await t.app.inject({ method: 'GET', url: '/api/cities?zip_code=67', headers: bearer(token) });
    assert.equal(bad.statusCode, 400);
  });
});
