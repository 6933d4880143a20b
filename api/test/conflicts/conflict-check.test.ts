/**
 * POST /api/trainings/conflicts: a place, a teacher or a pedagogical supervisor booked by two trainings
 * at overlapping times (half-open ranges: touching ends do not overlap), Paris times across the
 * daylight-saving changes, cancelled trainings and distance places left out, and the refusals.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CONFLICT_MESSAGES, type ConflictCheck } from '../../src/contract/conflicts';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import { callApi } from '../call';
import { createUser } from '../factories';
import { addStaff, createTraining, startTestApp } from '../factories-trainings';
import type { TestApp } from '../helpers';

const ROLES = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'] as const;
let t: TestApp;
let tokens: Record<(typeof ROLES)[number], string>;

before(async () => ({ t, tokens } = await startTestApp(ROLES)));
after(() => t?.close());

/** Places of the reference data: two rooms and the distance one. */
const ROOM = 2;
const OTHER_ROOM = 3;
const DISTANCE = 6;

async function check(body: ConflictCheck, token = tokens.administrateur) {
  const res = await callApi(t.app, 'POST /trainings/conflicts', { body, token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().conflicts;
}

async function person(role: 'intervenant' | 'responsable-pedagogique', name: string): Promise<number> {
  const user = await createUser(t.db, { role, name, withProfile: true });
  return user.profileId as number;
}

describe('the place', () => {
  let booked: Awaited<ReturnType<typeof createTraining>>;
  before(async () => {
    booked = await createTraining(t.db, {
      title: 'Droit du travail, niveau 1',
      training_place_id: ROOM,
      start_date: new Date('2030-01-07T08:00:00Z'),
      end_date: new Date('2030-01-07T16:00:00Z'),
    });
  });

  test('an overlap names the place and the other training with its dates', async () => {
    const conflicts = await check({ start_date: '2030-01-07T14:00:00Z', end_date: '2030-01-07T18:00:00Z', training_place_id: ROOM });
    assert.equal(conflicts.length, 1);
    const [c] = conflicts;
    assert.equal(c.kind, 'place');
    assert.equal(c.resource.id, ROOM);
    assert.equal(c.resource.name, 'Maison des syndicats de Strasbourg');
    assert.deepEqual(c.training, { id: booked.id, title: 'Droit du travail, niveau 1', start_date: '2030-01-07T08:00:00.000Z', end_date: '2030-01-07T16:00:00.000Z' });
    assert.equal(c.exclusive, false);
    // Inside, around, and on another room.
    assert.equal((await check({ start_date: '2030-01-07T09:00:00Z', end_date: '2030-01-07T10:00:00Z', training_place_id: ROOM })).length, 1);
    assert.equal((await check({ start_date: '2030-01-06T09:00:00Z', end_date: '2030-01-08T10:00:00Z', training_place_id: ROOM })).length, 1);
    assert.deepEqual(await check({ start_date: '2030-01-07T09:00:00Z', end_date: '2030-01-07T10:00:00Z', training_place_id: OTHER_ROOM }), []);
  });

  test('touching ends do not overlap: ending when the other starts, or starting when it ends', async () => {
    assert.deepEqual(await check({ start_date: '2030-01-07T16:00:00Z', end_date: '2030-01-07T18:00:00Z', training_place_id: ROOM }), []);
    assert.deepEqual(await check({ start_date: '2030-01-07T06:00:00Z', end_date: '2030-01-07T08:00:00Z', training_place_id: ROOM }), []);
    // One minute more is an overlap.
    assert.equal((await check({ start_date: '2030-01-07T15:59:00Z', end_date: '2030-01-07T18:00:00Z', training_place_id: ROOM })).length, 1);
  });

  test('the training being edited is left out, and its own place is used when none is sent', async () => {
    assert.deepEqual(await check({ training_id: booked.id, start_date: '2030-01-07T08:00:00Z', end_date: '2030-01-07T16:00:00Z' }), []);
    const other = await createTraining(t.db, { training_place_id: ROOM, start_date: new Date('2030-01-21T08:00:00Z'), end_date: new Date('2030-01-21T16:00:00Z') });
    const moved = await check({ training_id: other.id, start_date: '2030-01-07T10:00:00Z', end_date: '2030-01-07T12:00:00Z' });
    assert.deepEqual(moved.map((c) => [c.kind, c.training.id]), [['place', booked.id]]);
    // The place sent wins over the training's own (null: no place).
    assert.deepEqual(await check({ training_id: other.id, start_date: '2030-01-07T10:00:00Z', end_date: '2030-01-07T12:00:00Z', training_place_id: null }), []);
  });

  test('a cancelled training books nothing, and a distance place is never booked twice', async () => {
    await createTraining(t.db, {
      training_place_id: OTHER_ROOM,
      training_status_id: TRAINING_STATUS.cancelled,
      start_date: new Date('2030-02-04T08:00:00Z'),
      end_date: new Date('2030-02-04T16:00:00Z'),
    });
    assert.deepEqual(await check({ start_date: '2030-02-04T09:00:00Z', end_date: '2030-02-04T10:00:00Z', training_place_id: OTHER_ROOM }), []);
    await createTraining(t.db, { training_place_id: DISTANCE, is_visio: true, start_date: new Date('2030-02-05T08:00:00Z'), end_date: new Date('2030-02-05T16:00:00Z') });
    assert.deepEqual(await check({ start_date: '2030-02-05T09:00:00Z', end_date: '2030-02-05T10:00:00Z', training_place_id: DISTANCE }), []);
    // A closed training still counts: only the overlap does.
    const closed = await createTraining(t.db, {
      training_place_id: OTHER_ROOM,
      training_status_id: TRAINING_STATUS.closed,
      start_date: new Date('2030-02-06T08:00:00Z'),
      end_date: new Date('2030-02-06T16:00:00Z'),
    });
    assert.deepEqual((await check({ start_date: '2030-02-06T09:00:00Z', end_date: '2030-02-06T10:00:00Z', training_place_id: OTHER_ROOM })).map((c) => c.training.id), [closed.id]);
  });
});

describe('the people of the team', () => {
  let teacher: number;
  let supervisor: number;
  let both: number;
  let busy: Awaited<ReturnType<typeof createTraining>>;
  before(async () => {
    teacher = await person('intervenant', 'Yasmine Benali');
    supervisor = await person('responsable-pedagogique', 'Hugo Lambert');
    both = await person('responsable-pedagogique', 'Claire Fontaine');
    busy = await createTraining(t.db, { title: 'Négociation collective', training_place_id: null, start_date: new Date('2030-03-04T08:00:00Z'), end_date: new Date('2030-03-05T16:00:00Z') });
    await addStaff(t.db, busy.id, teacher, 'teacher');
    await addStaff(t.db, busy.id, supervisor, 'pedagogical_supervisor');
    await addStaff(t.db, busy.id, both, 'teacher');
    await addStaff(t.db, busy.id, both, 'pedagogical_supervisor');
  });

  test('a teacher and a supervisor already taken, named "Prénom Nom", by their part in the other training', async () => {
    const conflicts = await check({ start_date: '2030-03-05T12:00:00Z', end_date: '2030-03-05T18:00:00Z', profile_ids: [teacher, supervisor] });
    assert.deepEqual(
      conflicts.map((c) => [c.kind, c.resource.id, c.resource.name, c.training.id, c.exclusive]),
      [
        ['teacher', teacher, 'Yasmine Benali', busy.id, false],
        ['pedagogical_supervisor', supervisor, 'Hugo Lambert', busy.id, false],
      ],
    );
  });

  test('a person in both parts of the other training is named once, as its teacher', async () => {
    const conflicts = await check({ start_date: '2030-03-04T12:00:00Z', end_date: '2030-03-04T13:00:00Z', profile_ids: [both] });
    assert.deepEqual(conflicts.map((c) => [c.kind, c.resource.id]), [['teacher', both]]);
  });

  test('touching ends do not overlap; the team of the training being edited is used when no one is sent', async () => {
    assert.deepEqual(await check({ start_date: '2030-03-05T16:00:00Z', end_date: '2030-03-06T16:00:00Z', profile_ids: [teacher] }), []);
    const mine = await createTraining(t.db, { training_place_id: null, start_date: new Date('2030-04-01T08:00:00Z'), end_date: new Date('2030-04-01T16:00:00Z') });
    await addStaff(t.db, mine.id, supervisor, 'teacher');
    const moved = await check({ training_id: mine.id, start_date: '2030-03-04T08:00:00Z', end_date: '2030-03-04T16:00:00Z' });
    assert.deepEqual(moved.map((c) => [c.kind, c.resource.id, c.training.id]), [['pedagogical_supervisor', supervisor, busy.id]]);
    // An empty list checks nobody.
    assert.deepEqual(await check({ training_id: mine.id, start_date: '2030-03-04T08:00:00Z', end_date: '2030-03-04T16:00:00Z', profile_ids: [] }), []);
  });
});

describe('Paris times across a daylight-saving change', () => {
  // Saturday 27 March 2027, 09:00 in Paris (UTC+1) to Sunday 28 March, 17:00 in Paris (UTC+2 since 02:00 that night).
  before(async () => {
    await createTraining(t.db, {
      title: 'Week-end du changement d’heure',
      training_place_id: OTHER_ROOM,
      start_date: new Date('2027-03-27T08:00:00Z'),
      end_date: new Date('2027-03-28T15:00:00Z'),
    });
    // Saturday 30 October 2027, 09:00 (UTC+2) to Sunday 31 October, 17:00 in Paris (UTC+1 since 03:00).
    await createTraining(t.db, {
      title: 'Week-end du retour à l’heure d’hiver',
      training_place_id: OTHER_ROOM,
      start_date: new Date('2027-10-30T07:00:00Z'),
      end_date: new Date('2027-10-31T16:00:00Z'),
    });
  });

  test('March: the end is 17:00 summer time (15:00 UTC), not 16:00 UTC', async () => {
    // Sunday 16:00 to 18:00 in Paris (14:00-16:00 UTC): overlaps the last hour.
    assert.equal((await check({ start_date: '2027-03-28T14:00:00Z', end_date: '2027-03-28T16:00:00Z', training_place_id: OTHER_ROOM })).length, 1);
    // Sunday 17:00 to 19:00 in Paris (15:00-17:00 UTC): starts when the other ends.
    assert.deepEqual(await check({ start_date: '2027-03-28T15:00:00Z', end_date: '2027-03-28T17:00:00Z', training_place_id: OTHER_ROOM }), []);
    // Saturday 07:00 to 09:00 in Paris, winter time (06:00-08:00 UTC): ends when the other starts.
    assert.deepEqual(await check({ start_date: '2027-03-27T06:00:00Z', end_date: '2027-03-27T08:00:00Z', training_place_id: OTHER_ROOM }), []);
    // The same Paris hours read with a winter offset all along (17:00 = 16:00 UTC) would overlap by an hour.
    assert.equal((await check({ start_date: '2027-03-28T15:00:00+01:00', end_date: '2027-03-28T17:00:00+01:00', training_place_id: OTHER_ROOM })).length, 1);
  });

  test('October: the end is 17:00 winter time (16:00 UTC)', async () => {
    // Sunday 17:00 to 18:00 in Paris (16:00-17:00 UTC): touching.
    assert.deepEqual(await check({ start_date: '2027-10-31T16:00:00Z', end_date: '2027-10-31T17:00:00Z', training_place_id: OTHER_ROOM }), []);
    // Sunday 16:30 to 18:00 in Paris (15:30-17:00 UTC): overlaps half an hour.
    assert.equal((await check({ start_date: '2027-10-31T15:30:00Z', end_date: '2027-10-31T17:00:00Z', training_place_id: OTHER_ROOM })).length, 1);
    // Saturday 08:00 to 09:00 in Paris, summer time (06:00-07:00 UTC): touching.
    assert.deepEqual(await check({ start_date: '2027-10-30T06:00:00Z', end_date: '2027-10-30T07:00:00Z', training_place_id: OTHER_ROOM }), []);
  });
});

describe('refusals', () => {
  test('an unknown training is 404, an end not after the start 422 in French', async () => {
    const unknown = await callApi(t.app, 'POST /trainings/conflicts', {
      body: { training_id: 999_999, start_date: '2030-01-07T08:00:00Z', end_date: '2030-01-07T16:00:00Z' },
      token: tokens.administrateur,
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.error().message, 'Formation introuvable.');
    for (const end of ['2030-01-07T08:00:00Z', '2030-01-07T07:00:00Z']) {
      const res = await callApi(t.app, 'POST /trainings/conflicts', { body: { start_date: '2030-01-07T08:00:00Z', end_date: end, training_place_id: ROOM }, token: tokens.gestionnaire });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.error(), { message: CONFLICT_MESSAGES.endBeforeStart, errors: { end_date: [CONFLICT_MESSAGES.endBeforeStart] } });
    }
  });

  test('the staff who create, edit, postpone trainings or manage teams may check; the others get 403', async () => {
    const body = { start_date: '2030-01-07T08:00:00Z', end_date: '2030-01-07T16:00:00Z', training_place_id: ROOM };
    for (const role of ['administrateur', 'gestionnaire', 'responsable-pedagogique'] as const) {
      assert.equal((await callApi(t.app, 'POST /trainings/conflicts', { body, token: tokens[role] })).statusCode, 200, role);
    }
    for (const role of ['intervenant', 'stagiaire'] as const) {
      assert.equal((await callApi(t.app, 'POST /trainings/conflicts', { body, token: tokens[role] })).statusCode, 403, role);
    }
    assert.equal((await callApi(t.app, 'POST /trainings/conflicts', { body })).statusCode, 401);
  });

  test('an unknown field is refused', async () => {
    const res = await callApi(t.app, 'POST /trainings/conflicts', {
      rawBody: { start_date: '2030-01-07T08:00:00Z', end_date: '2030-01-07T16:00:00Z', place: 2 },
      token: tokens.administrateur,
    });
    assert.equal(res.statusCode, 400);
  });
});
