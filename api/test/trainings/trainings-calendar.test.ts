/** GET /api/trainings/month/{month}/{year}: the 6-week grid from Monday. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import { gridDates } from '../../src/modules/calendar/routes';
import { createUser, loginAsUser } from '../factories';
import { addStaff, createTraining, startTestApp } from '../factories-trainings';
import { bearer, type TestApp } from '../helpers';

let t: TestApp;
let adminToken: string;

before(async () => ({ t, tokens: { administrateur: adminToken } } = await startTestApp(['administrateur'])));
after(() => t?.close());

type Day = { date: string; trainings: { id: number; title: string; pedagogical_supervisor: string | null; category: { name: string } }[] };

async function month(m: number, y: number, token = adminToken): Promise<Day[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/trainings/month/${m}/${y}`, headers: bearer(token) });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

const titlesOn = (days: Day[], date: string) => days.find((d) => d.date === date)?.trainings.map((tr) => tr.title) ?? [];

test('the grid: 42 days from the Monday on or before the 1st', () => {
  // 1 March 2027 is a Monday; 1 September 2027 a Wednesday.
  const march = gridDates(3, 2027);
  assert.equal(march.length, 42);
  assert.equal(march[0], '2027-03-01');
  assert.equal(march[41], '2027-04-11');
  const september = gridDates(9, 2027);
  assert.equal(september[0], '2027-08-30');
  assert.equal(september[41], '2027-10-10');
});

describe('trainings of each day', () => {
  before(async () => {
    const supervisor = await createUser(t.db, { role: 'responsable-pedagogique', name: 'Paul Superviseur', withProfile: true });
    const spanning = await createTraining(t.db, {
      title: 'Trois jours en septembre',
      start_date: new Date('2027-09-06T07:30:00Z'),
      end_date: new Date('2027-09-08T15:00:00Z'),
    });
    await addStaff(t.db, spanning.id, supervisor.profileId as number, 'pedagogical_supervisor');
    await createTraining(t.db, { title: 'Fin août', start_date: new Date('2027-08-31T07:30:00Z'), end_date: new Date('2027-08-31T15:00:00Z') });
    await createTraining(t.db, {
      title: 'Annulée',
      training_status_id: TRAINING_STATUS.cancelled,
      start_date: new Date('2027-09-07T07:30:00Z'),
      end_date: new Date('2027-09-07T15:00:00Z'),
    });
    // 22:30 UTC on 10 October is 00:30 on 11 October in Paris: after the grid's last day (10 October).
    await createTraining(t.db, { title: 'Hors grille', start_date: new Date('2027-10-10T22:30:00Z'), end_date: new Date('2027-10-11T15:00:00Z') });
  });

  test('a training appears on each of its days (Paris dates), cancelled ones never', async () => {
    const days = await month(9, 2027);
    assert.equal(days.length, 42);
    assert.deepEqual(titlesOn(days, '2027-09-05'), []);
    for (const date of ['2027-09-06', '2027-09-07', '2027-09-08']) assert.deepEqual(titlesOn(days, date), ['Trois jours en septembre']);
    assert.deepEqual(titlesOn(days, '2027-09-09'), []);
    assert.deepEqual(titlesOn(days, '2027-08-31'), ['Fin août']);
    assert.deepEqual(titlesOn(days, '2027-10-10'), []);
    const event = days.find((d) => d.date === '2027-09-06')?.trainings[0];
    assert.equal(event?.pedagogical_supervisor, 'Paul Superviseur');
    assert.equal(typeof event?.category.name, 'string');
  });

  test('an intervenant sees the trainings they teach only', async () => {
    const { token, user } = await loginAsUser(t.app, 'intervenant');
    assert.deepEqual(titlesOn(await month(9, 2027, token), '2027-09-06'), []);
    const taught = await createTraining(t.db, { title: 'Enseignée', start_date: new Date('2027-09-20T07:30:00Z'), end_date: new Date('2027-09-20T15:00:00Z') });
    await addStaff(t.db, taught.id, user.profileId as number, 'teacher');
    const days = await month(9, 2027, token);
    assert.deepEqual(titlesOn(days, '2027-09-20'), ['Enseignée']);
    assert.equal(days.reduce((n, d) => n + d.trainings.length, 0), 1);
  });

  test('bad month or year: 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trainings/month/13/2027', headers: bearer(adminToken) });
    assert.equal(res.statusCode, 400);
  });
});
