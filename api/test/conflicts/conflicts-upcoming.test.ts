/**
 * GET /api/conflicts/upcoming (dashboards of the administrateur and the gestionnaire): each pair of
 * trainings not ended and not cancelled, once per resource, the earlier first, the soonest overlap
 * first, with who confirmed it; and the month calendar's `in_conflict` flag.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import { callApi } from '../call';
import { createUser, loginAs, loginAsUser } from '../factories';
import { addStaff, createTraining } from '../factories-trainings';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let adminToken: string;
let managerToken: string;
const ids: Record<string, number> = {};

before(async () => {
  t = await createTestApp();
  adminToken = (await loginAsUser(t.app, 'administrateur', { name: 'Alice Martin' })).token;
  managerToken = await loginAs(t.app, 'gestionnaire');
  const teacher = (await createUser(t.db, { role: 'intervenant', name: 'Nadia Girard', withProfile: true })).profileId as number;
  const supervisor = (await createUser(t.db, { role: 'responsable-pedagogique', name: 'Rémi Fournier', withProfile: true })).profileId as number;
  const at = (day: string, from: string, to: string) => ({ start_date: new Date(`${day}T${from}:00Z`), end_date: new Date(`${day}T${to}:00Z`) });

  ids.a = (await createTraining(t.db, { title: 'A', training_place_id: 3, ...at('2032-01-05', '08:00', '16:00') })).id;
  // B saved through the API, confirmed: its override names Alice Martin.
  const b = await callApi(t.app, 'POST /trainings', {
    body: {
      title: 'B',
      training_category_id: 1,
      training_type_id: 2,
      training_theme_id: 1,
      max_attendees: 10,
      training_place_id: 3,
      start_date: '2032-01-05T12:00:00Z',
      end_date: '2032-01-05T18:00:00Z',
      confirm_conflicts: true,
    },
    token: adminToken,
  });
  assert.equal(b.statusCode, 201, b.body);
  ids.b = b.json().id;
  ids.c = (await createTraining(t.db, { title: 'C', training_place_id: null, start_date: new Date('2032-01-10T08:00:00Z'), end_date: new Date('2032-01-11T16:00:00Z') })).id;
  ids.d = (await createTraining(t.db, { title: 'D', training_place_id: null, ...at('2032-01-11', '08:00', '12:00') })).id;
  await addStaff(t.db, ids.c, teacher, 'teacher');
  await addStaff(t.db, ids.d, teacher, 'teacher');
  await addStaff(t.db, ids.c, supervisor, 'teacher');
  await addStaff(t.db, ids.d, supervisor, 'pedagogical_supervisor');
  // Cancelled, touching, distance, ended: no conflict.
  ids.cancelled = (await createTraining(t.db, { title: 'Annulée', training_place_id: 3, training_status_id: TRAINING_STATUS.cancelled, ...at('2032-01-05', '09:00', '10:00') })).id;
  ids.touching = (await createTraining(t.db, { title: 'Après', training_place_id: 3, ...at('2032-01-05', '18:00', '20:00') })).id;
  await createTraining(t.db, { title: 'Visio 1', training_place_id: 6, ...at('2032-01-06', '08:00', '16:00') });
  await createTraining(t.db, { title: 'Visio 2', training_place_id: 6, ...at('2032-01-06', '08:00', '16:00') });
  await createTraining(t.db, { title: 'Passée 1', training_place_id: 3, ...at('2020-01-06', '08:00', '16:00') });
  await createTraining(t.db, { title: 'Passée 2', training_place_id: 3, ...at('2020-01-06', '08:00', '16:00') });
});
after(() => t?.close());

describe('the conflicts to come', () => {
  test('each pair and resource once, the earlier training first, the soonest overlap first, with who confirmed it', async () => {
    const res = await callApi(t.app, 'GET /conflicts/upcoming', { token: managerToken });
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json();
    assert.equal(page.total, 3);
    assert.deepEqual(
      page.data.map((c) => [c.kind, c.resource.name, c.trainings[0].title, c.trainings[1].title, c.overridden?.by ?? null]),
      [
        ['place', 'Campus de la Fonderie — Mulhouse', 'A', 'B', 'Alice Martin'],
        ['pedagogical_supervisor', 'Rémi Fournier', 'C', 'D', null],
        ['teacher', 'Nadia Girard', 'C', 'D', null],
      ],
    );
    const [first] = page.data;
    assert.deepEqual(first.trainings.map((tr) => tr.id), [ids.a, ids.b]);
    assert.equal(first.trainings[0].start_date, '2032-01-05T08:00:00.000Z');
    assert.ok(first.overridden && Date.parse(first.overridden.at) <= Date.now());
  });

  test('paged like the other panels', async () => {
    const res = await callApi(t.app, 'GET /conflicts/upcoming', { query: { page: 2, per_page: 2 }, token: adminToken });
    const page = res.json();
    assert.deepEqual([page.current_page, page.last_page, page.per_page, page.total, page.data.length], [2, 2, 2, 3, 1]);
    assert.equal(page.data[0].resource.name, 'Nadia Girard');
  });

  test('administrateur and gestionnaire only', async () => {
    for (const role of ['responsable-pedagogique', 'intervenant', 'stagiaire'] as const) {
      assert.equal((await callApi(t.app, 'GET /conflicts/upcoming', { token: await loginAs(t.app, role) })).statusCode, 403, role);
    }
  });
});

describe('the month calendar', () => {
  test('marks the trainings in conflict', async () => {
    const res = await callApi(t.app, 'GET /trainings/month/:month/:year', { params: { month: 1, year: 2032 }, token: adminToken });
    assert.equal(res.statusCode, 200, res.body);
    const flags = new Map(res.json().flatMap((d) => d.trainings.map((tr) => [tr.title, tr.in_conflict] as const)));
    assert.deepEqual(Object.fromEntries([...flags].sort()), { A: true, B: true, C: true, D: true, Après: false, 'Visio 1': false, 'Visio 2': false });
  });

  test('a shared person makes no conflict with a cancelled training, nor with one that ends as the other starts', async () => {
    const teacher = (await createUser(t.db, { role: 'intervenant', withProfile: true })).profileId as number;
    const at = (from: string, to: string) => ({ start_date: new Date(`2032-02-03T${from}:00Z`), end_date: new Date(`2032-02-03T${to}:00Z`) });
    const morning = await createTraining(t.db, { title: 'Matin', training_place_id: null, ...at('08:00', '12:00') });
    const afternoon = await createTraining(t.db, { title: 'Après-midi', training_place_id: null, ...at('12:00', '14:00') });
    const cancelled = await createTraining(t.db, { title: 'Annulée le 3', training_place_id: null, training_status_id: TRAINING_STATUS.cancelled, ...at('09:00', '10:00') });
    for (const training of [morning, afternoon, cancelled]) await addStaff(t.db, training.id, teacher, 'teacher');
    const res = await callApi(t.app, 'GET /trainings/day/:date', { params: { date: '2032-02-03' }, token: adminToken });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().map((tr) => [tr.title, tr.in_conflict]), [['Matin', false], ['Après-midi', false]]);
    // The same person on an overlapping training: both marked, in the day as in the month.
    await addStaff(t.db, (await createTraining(t.db, { title: 'Midi', training_place_id: null, ...at('11:00', '13:00') })).id, teacher, 'pedagogical_supervisor');
    const day = await callApi(t.app, 'GET /trainings/day/:date', { params: { date: '2032-02-03' }, token: adminToken });
    assert.deepEqual(day.json().map((tr) => [tr.title, tr.in_conflict]), [['Matin', true], ['Midi', true], ['Après-midi', true]]);
    const month = await callApi(t.app, 'GET /trainings/month/:month/:year', { params: { month: 2, year: 2032 }, token: adminToken });
    assert.deepEqual(month.json().find((d) => d.date === '2032-02-03')?.trainings.map((tr) => [tr.title, tr.in_conflict]), [['Matin', true], ['Midi', true], ['Après-midi', true]]);
  });
});
