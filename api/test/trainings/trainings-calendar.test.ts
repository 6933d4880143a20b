/**
 * GET /api/trainings/month/{month}/{year}: the 6-week grid from Monday, each day with its first
 * trainings and the count of the others; GET /api/trainings/day/{date}: every training of one day.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import { CALENDAR_DAY_MESSAGES, CALENDAR_DAY_SHOWN } from '../../src/contract/trainings';
import { gridDates } from '../../src/modules/calendar/routes';
import { callApi } from '../call';
import { createUser, loginAsUser } from '../factories';
import { addStaff, createTraining, startTestApp } from '../factories-trainings';
import { bearer, type TestApp } from '../helpers';

let t: TestApp;
let adminToken: string;

before(async () => ({ t, tokens: { administrateur: adminToken } } = await startTestApp(['administrateur'])));
after(() => t?.close());

type Day = { date: string; more: number; trainings: { id: number; title: string; pedagogical_supervisor: string | null; category: { name: string }; in_conflict: boolean }[] };

async function month(m: number, y: number, token = adminToken): Promise<Day[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/trainings/month/${m}/${y}`, headers: bearer(token) });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

const titlesOn = (days: Day[], date: string) => days.find((d) => d.date === date)?.trainings.map((tr) => tr.title) ?? [];
const moreOn = (days: Day[], date: string) => days.find((d) => d.date === date)?.more;

/** Titles of GET /api/trainings/day/{date}. */
async function dayTitles(date: string, token = adminToken): Promise<string[]> {
  const res = await callApi(t.app, 'GET /trainings/day/:date', { params: { date }, token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().map((tr) => tr.title);
}

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
    assert.ok(days.every((d) => d.more === 0));
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

/** A training of one Paris day, 09:00 (UTC+2 in summer) plus `minutes`, lasting `hours`. */
const onJune = (day: number, minutes: number, hours = 8) => {
  const start = new Date(Date.UTC(2028, 5, day, 7, minutes));
  return { start_date: start, end_date: new Date(start.getTime() + hours * 3_600_000) };
};

describe('a busy day: the first trainings and the count of the others', () => {
  // 14 June 2028 (a Wednesday): seven trainings, one cancelled, one begun the day before, two at the
  // same time (then by id).
  const ids: Record<string, number> = {};
  let teacher: { token: string; profileId: number };

  before(async () => {
    const add = async (title: string, values: { start_date: Date; end_date: Date; training_status_id?: number }) => {
      ids[title] = (await createTraining(t.db, { title, ...values })).id;
    };
    await add('Midi', onJune(14, 180));
    await add('Neuf heures B', onJune(14, 0));
    await add('Neuf heures A', onJune(14, 0));
    await add('Annulée du 14', { ...onJune(14, -60), training_status_id: TRAINING_STATUS.cancelled });
    await add('Depuis la veille', { start_date: onJune(13, 0).start_date, end_date: onJune(14, 0).end_date });
    await add('Après-midi', onJune(14, 300, 3));
    await add('Soir', onJune(14, 600, 2));
    await add('Le 15', onJune(15, 0));
    const { token, user } = await loginAsUser(t.app, 'intervenant');
    teacher = { token, profileId: user.profileId as number };
    await addStaff(t.db, ids['Soir'], teacher.profileId, 'teacher');
    await addStaff(t.db, ids['Après-midi'], teacher.profileId, 'pedagogical_supervisor');
    await addStaff(t.db, ids['Le 15'], teacher.profileId, 'teacher');
  });

  test(`the month gives each day its first ${CALENDAR_DAY_SHOWN} trainings by start then id, and how many others`, async () => {
    assert.equal(CALENDAR_DAY_SHOWN, 3);
    const days = await month(6, 2028);
    const [first, second] = ids['Neuf heures B'] < ids['Neuf heures A'] ? ['Neuf heures B', 'Neuf heures A'] : ['Neuf heures A', 'Neuf heures B'];
    assert.deepEqual(titlesOn(days, '2028-06-14'), ['Depuis la veille', first, second]);
    // Midi, Après-midi and Soir: not sent, counted (the cancelled one neither).
    assert.equal(moreOn(days, '2028-06-14'), 3);
    assert.deepEqual(titlesOn(days, '2028-06-13'), ['Depuis la veille']);
    assert.equal(moreOn(days, '2028-06-13'), 0);
    assert.deepEqual(titlesOn(days, '2028-06-15'), ['Le 15']);
    assert.equal(moreOn(days, '2028-06-15'), 0);
    assert.ok(days.every((d) => d.trainings.length <= CALENDAR_DAY_SHOWN));
  });

  test('the day gives them all, in the same order, without the cancelled one', async () => {
    const [first, second] = ids['Neuf heures B'] < ids['Neuf heures A'] ? ['Neuf heures B', 'Neuf heures A'] : ['Neuf heures A', 'Neuf heures B'];
    assert.deepEqual(await dayTitles('2028-06-14'), ['Depuis la veille', first, second, 'Midi', 'Après-midi', 'Soir']);
    assert.deepEqual(await dayTitles('2028-06-13'), ['Depuis la veille']);
    assert.deepEqual(await dayTitles('2028-06-16'), []);
    const res = await callApi(t.app, 'GET /trainings/day/:date', { params: { date: '2028-06-14' }, token: adminToken });
    const event = res.json().find((tr) => tr.title === 'Soir');
    assert.equal(event?.id, ids['Soir']);
    assert.equal(typeof event?.category.name, 'string');
    // Every training of the factory books the same room: Soir (19:00 to 21:00) overlaps Midi (12:00 to 20:00).
    assert.equal(event?.in_conflict, true);
    const alone = (await month(6, 2028)).find((d) => d.date === '2028-06-15')?.trainings[0];
    assert.equal(alone?.in_conflict, false);
  });

  test('an intervenant: their trainings only, in the grid, its counts and the day', async () => {
    const days = await month(6, 2028, teacher.token);
    assert.deepEqual(titlesOn(days, '2028-06-14'), ['Après-midi', 'Soir']);
    assert.equal(moreOn(days, '2028-06-14'), 0);
    assert.deepEqual(titlesOn(days, '2028-06-15'), ['Le 15']);
    assert.equal(days.reduce((n, d) => n + d.trainings.length + d.more, 0), 3);
    assert.deepEqual(await dayTitles('2028-06-14', teacher.token), ['Après-midi', 'Soir']);
    assert.deepEqual(await dayTitles('2028-06-13', teacher.token), []);
  });

  test('a bad day: 400 with a French message', async () => {
    for (const date of ['2028-02-30', '14-06-2028', '2028-6-14', 'demain', '1999-12-31', '2101-01-01']) {
      const res = await callApi(t.app, 'GET /trainings/day/:date', { params: { date }, token: adminToken });
      assert.equal(res.statusCode, 400, date);
      assert.equal(res.error().message, CALENDAR_DAY_MESSAGES.invalid, date);
      assert.deepEqual(res.error().errors, { date: [CALENDAR_DAY_MESSAGES.invalid] }, date);
    }
    // 29 February of a leap year is a day.
    assert.deepEqual(await dayTitles('2028-02-29'), []);
  });

  test('only the staff: a trainee is refused the day', async () => {
    const { token } = await loginAsUser(t.app, 'stagiaire');
    const res = await callApi(t.app, 'GET /trainings/day/:date', { params: { date: '2028-06-14' }, token });
    assert.equal(res.statusCode, 403);
  });
});

describe('Paris days across the clock changes', () => {
  before(async () => {
    // 26 March 2028: clocks go from 02:00 to 03:00 (a 23-hour day, 2028-03-25T23:00Z to 2028-03-26T22:00Z).
    await createTraining(t.db, { title: 'Minuit du 26 mars', start_date: new Date('2028-03-25T23:00:00Z'), end_date: new Date('2028-03-25T23:30:00Z') });
    await createTraining(t.db, { title: 'Fin à minuit', start_date: new Date('2028-03-25T20:00:00Z'), end_date: new Date('2028-03-25T23:00:00Z') });
    await createTraining(t.db, { title: 'Nuit du 26 au 27 mars', start_date: new Date('2028-03-26T21:30:00Z'), end_date: new Date('2028-03-26T22:30:00Z') });
    // 29 October 2028: clocks go from 03:00 back to 02:00 (a 25-hour day, 2028-10-28T22:00Z to 2028-10-29T23:00Z).
    await createTraining(t.db, { title: 'Veille du 29 octobre', start_date: new Date('2028-10-28T21:00:00Z'), end_date: new Date('2028-10-28T21:59:00Z') });
    await createTraining(t.db, { title: 'Soir du 29 octobre', start_date: new Date('2028-10-29T22:30:00Z'), end_date: new Date('2028-10-29T22:30:00Z') });
    await createTraining(t.db, { title: 'Minuit du 30 octobre', start_date: new Date('2028-10-29T23:00:00Z'), end_date: new Date('2028-10-29T23:45:00Z') });
  });

  test('spring: the 23-hour day', async () => {
    const days = await month(3, 2028);
    assert.deepEqual(titlesOn(days, '2028-03-25'), ['Fin à minuit']);
    // Ending at midnight, a training is on the day it ends too (its end's Paris date).
    assert.deepEqual(titlesOn(days, '2028-03-26'), ['Fin à minuit', 'Minuit du 26 mars', 'Nuit du 26 au 27 mars']);
    // 22:30 UTC on 26 March is 00:30 on 27 March in Paris (UTC+2).
    assert.deepEqual(titlesOn(days, '2028-03-27'), ['Nuit du 26 au 27 mars']);
    assert.deepEqual(await dayTitles('2028-03-26'), ['Fin à minuit', 'Minuit du 26 mars', 'Nuit du 26 au 27 mars']);
    assert.deepEqual(await dayTitles('2028-03-27'), ['Nuit du 26 au 27 mars']);
  });

  test('autumn: the 25-hour day, and a training without duration', async () => {
    const days = await month(10, 2028);
    // 21:59 UTC on 28 October is 23:59 in Paris (UTC+2): still the 28th.
    assert.deepEqual(titlesOn(days, '2028-10-28'), ['Veille du 29 octobre']);
    // 22:30 UTC on 29 October is 23:30 in Paris (UTC+1 since 01:00 UTC): the 29th; start and end equal.
    assert.deepEqual(titlesOn(days, '2028-10-29'), ['Soir du 29 octobre']);
    assert.deepEqual(titlesOn(days, '2028-10-30'), ['Minuit du 30 octobre']);
    assert.deepEqual(await dayTitles('2028-10-29'), ['Soir du 29 octobre']);
    assert.deepEqual(await dayTitles('2028-10-30'), ['Minuit du 30 octobre']);
  });
});
