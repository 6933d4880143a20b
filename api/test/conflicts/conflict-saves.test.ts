/**
 * The saves that book a training check their conflicts in their transaction: a creation, an edit, a
 * new place, a postponement and a team member added are refused with 409 and the conflicts unless
 * confirmed; confirmed, they are saved and each conflict recorded (who, when, which, in what save);
 * an exclusive place already booked is refused with 422 even confirmed, nothing written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { CONFLICT_MESSAGES, type ConflictError } from '../../src/contract/conflicts';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import type { TrainingPayload } from '../../src/contract/trainings';
import * as s from '../../src/db/schema';
import { callApi } from '../call';
import { createUser, loginAsUser, type CreatedUser } from '../factories';
import { addStaff, createTraining } from '../factories-trainings';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let admin: { token: string; user: CreatedUser };
let manager: { token: string; user: CreatedUser };

before(async () => {
  t = await createTestApp();
  admin = await loginAsUser(t.app, 'administrateur', { name: 'Alice Martin' });
  manager = await loginAsUser(t.app, 'gestionnaire', { name: 'Bruno Petit' });
});
after(() => t?.close());

const ROOM = 4;

function payload(values: Partial<TrainingPayload> = {}): TrainingPayload {
  return {
    title: 'Formation en conflit',
    training_category_id: 1,
    training_type_id: 2,
    training_theme_id: 1,
    max_attendees: 12,
    training_place_id: ROOM,
    start_date: '2031-05-12T07:00:00Z',
    end_date: '2031-05-12T15:00:00Z',
    ...values,
  };
}

const overridesOf = (trainingId: number) =>
  t.db.select().from(s.trainingConflictOverrides).where(eq(s.trainingConflictOverrides.training_id, trainingId)).orderBy(s.trainingConflictOverrides.id);
const trainingCount = async () => (await t.db.select({ n: count() }).from(s.trainings))[0].n;
const overrideCount = async () => (await t.db.select({ n: count() }).from(s.trainingConflictOverrides))[0].n;

function conflictAnswer(res: { statusCode: number; body: string; json(): unknown }): ConflictError {
  assert.equal(res.statusCode, 409, res.body);
  const answer = JSON.parse(res.body) as ConflictError;
  assert.equal(answer.message, CONFLICT_MESSAGES.conflicts);
  return answer;
}

describe('creating a training on a place already taken', () => {
  let taken: Awaited<ReturnType<typeof createTraining>>;
  before(async () => {
    taken = await createTraining(t.db, { title: 'Déjà là', training_place_id: ROOM, start_date: new Date('2031-05-12T12:00:00Z'), end_date: new Date('2031-05-13T15:00:00Z') });
  });

  test('409 with the conflicts, nothing written; confirmed: created and the override recorded', async () => {
    const before = await trainingCount();
    const refused = await callApi(t.app, 'POST /trainings', { body: payload(), token: admin.token });
    const answer = conflictAnswer(refused);
    assert.deepEqual(answer.conflicts, [
      {
        kind: 'place',
        resource: { id: ROOM, name: 'Centre de séminaires du Grillenbreit — Colmar' },
        training: { id: taken.id, title: 'Déjà là', start_date: '2031-05-12T12:00:00.000Z', end_date: '2031-05-13T15:00:00.000Z' },
        exclusive: false,
      },
    ]);
    assert.equal(await trainingCount(), before);

    const started = Date.now();
    const saved = await callApi(t.app, 'POST /trainings', { body: payload({ confirm_conflicts: true }), token: admin.token });
    assert.equal(saved.statusCode, 201, saved.body);
    const id = saved.json().id;
    const rows = await overridesOf(id);
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.deepEqual(
      { other: row.other_training_id, kind: row.kind, resource: row.resource_id, context: row.context, user: row.user_id },
      { other: taken.id, kind: 'place', resource: ROOM, context: 'creation', user: admin.user.id },
    );
    assert.ok(Math.abs(row.created_at.getTime() - started) < 60_000);
    // The audit trail names the conflict.
    const events = await t.db
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'conflit.confirmation'), eq(s.auditEvents.object_id, id)));
    assert.equal(events.length, 1);
    assert.equal(events[0].actor_user_id, admin.user.id);
    assert.equal(events[0].from_value, 'creation');
    assert.equal(events[0].to_value, `Lieu déjà réservé : Centre de séminaires du Grillenbreit — Colmar ; formation ${taken.id} « Déjà là »`);
  });

  test('touching the other training, a cancelled one or no place: created without a word', async () => {
    const touching = await callApi(t.app, 'POST /trainings', { body: payload({ start_date: '2031-05-13T15:00:00Z', end_date: '2031-05-13T17:00:00Z' }), token: admin.token });
    assert.equal(touching.statusCode, 201, touching.body);
    const noPlace = await callApi(t.app, 'POST /trainings', { body: payload({ training_place_id: null }), token: admin.token });
    assert.equal(noPlace.statusCode, 201, noPlace.body);
    assert.equal((await overridesOf(touching.json().id)).length + (await overridesOf(noPlace.json().id)).length, 0);
  });
});

describe('an exclusive place', () => {
  test('refused with 422 even confirmed, nothing written; the place says it is exclusive', async () => {
    const place = await callApi(t.app, 'POST /training-places', {
      body: { name: 'Amphithéâtre Cassin', address: null, zip_code: null, city_id: null, type: 'Présentiel', exclusive: true },
      token: admin.token,
    });
    assert.equal(place.statusCode, 201, place.body);
    const placeId = place.json().id;
    assert.equal(place.json().exclusive, true);
    const listed = await callApi(t.app, 'GET /training-places', { token: manager.token });
    assert.equal(listed.json().find((p) => p.id === placeId)?.exclusive, true);
    assert.equal(listed.json().find((p) => p.id === ROOM)?.exclusive, false);

    await createTraining(t.db, { training_place_id: placeId, start_date: new Date('2031-06-02T07:00:00Z'), end_date: new Date('2031-06-02T15:00:00Z') });
    const [trainingsBefore, overridesBefore] = [await trainingCount(), await overrideCount()];
    for (const confirm_conflicts of [false, true]) {
      const res = await callApi(t.app, 'POST /trainings', {
        body: payload({ training_place_id: placeId, start_date: '2031-06-02T13:00:00Z', end_date: '2031-06-02T17:00:00Z', confirm_conflicts }),
        token: admin.token,
      });
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(res.error(), { message: CONFLICT_MESSAGES.exclusive, errors: { training_place_id: [CONFLICT_MESSAGES.exclusive] } });
    }
    assert.equal(await trainingCount(), trainingsBefore);
    assert.equal(await overrideCount(), overridesBefore);
    // The check says so before the save.
    const checked = await callApi(t.app, 'POST /trainings/conflicts', {
      body: { start_date: '2031-06-02T13:00:00Z', end_date: '2031-06-02T17:00:00Z', training_place_id: placeId },
      token: manager.token,
    });
    assert.deepEqual(checked.json().conflicts.map((c) => [c.kind, c.exclusive]), [['place', true]]);

    // An update leaving `exclusive` out keeps it; sending false lifts it.
    const kept = await callApi(t.app, 'PUT /training-places/:id', {
      params: { id: placeId },
      body: { name: 'Amphithéâtre Cassin', address: null, zip_code: null, city_id: null, type: 'Présentiel' },
      token: admin.token,
    });
    assert.equal(kept.json().exclusive, true);
    const lifted = await callApi(t.app, 'PUT /training-places/:id', {
      params: { id: placeId },
      body: { name: 'Amphithéâtre Cassin', address: null, zip_code: null, city_id: null, type: 'Présentiel', exclusive: false },
      token: admin.token,
    });
    assert.equal(lifted.json().exclusive, false);
  });
});

describe('editing, moving the place, postponing', () => {
  let other: Awaited<ReturnType<typeof createTraining>>;
  let teacher: CreatedUser;
  before(async () => {
    teacher = await createUser(t.db, { role: 'intervenant', name: 'Inès Moreau', withProfile: true });
    other = await createTraining(t.db, { title: 'La semaine d’Inès', training_place_id: 5, start_date: new Date('2031-09-08T07:00:00Z'), end_date: new Date('2031-09-12T15:00:00Z') });
    await addStaff(t.db, other.id, teacher.profileId as number, 'teacher');
  });

  test('PUT: new dates check the place and the whole team ("modification")', async () => {
    const mine = await createTraining(t.db, { training_status_id: TRAINING_STATUS.upcoming, training_place_id: 1, start_date: new Date('2031-10-06T07:00:00Z'), end_date: new Date('2031-10-06T15:00:00Z') });
    await addStaff(t.db, mine.id, teacher.profileId as number, 'pedagogical_supervisor');
    const body = payload({ title: mine.title, training_place_id: 1, start_date: '2031-09-10T07:00:00Z', end_date: '2031-09-10T15:00:00Z' });
    const answer = conflictAnswer(await callApi(t.app, 'PUT /trainings/:id', { params: { id: mine.id }, body, token: manager.token }));
    assert.deepEqual(answer.conflicts.map((c) => [c.kind, c.resource.name, c.training.id]), [['teacher', 'Inès Moreau', other.id]]);
    const [stored] = await t.db.select().from(s.trainings).where(eq(s.trainings.id, mine.id));
    assert.equal(stored.start_date.toISOString(), '2031-10-06T07:00:00.000Z');
    const saved = await callApi(t.app, 'PUT /trainings/:id', { params: { id: mine.id }, body: { ...body, confirm_conflicts: true }, token: manager.token });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual((await overridesOf(mine.id)).map((r) => [r.other_training_id, r.kind, r.resource_id, r.context, r.user_id]), [
      [other.id, 'teacher', teacher.profileId, 'modification', manager.user.id],
    ]);
    // Saved again without a change of dates or place: nothing to confirm.
    const again = await callApi(t.app, 'PUT /trainings/:id', { params: { id: mine.id }, body: { ...body, title: 'Nouveau titre' }, token: manager.token });
    assert.equal(again.statusCode, 200, again.body);
  });

  test('PATCH: a new place is checked at the training’s times', async () => {
    const mine = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, training_place_id: 1, start_date: new Date('2031-09-09T07:00:00Z'), end_date: new Date('2031-09-09T15:00:00Z') });
    const body = { title: mine.title, training_theme_id: 1, training_place_id: 5 };
    const answer = conflictAnswer(await callApi(t.app, 'PATCH /trainings/:id', { params: { id: mine.id }, body, token: admin.token }));
    assert.deepEqual(answer.conflicts.map((c) => [c.kind, c.resource.id, c.training.id]), [['place', 5, other.id]]);
    const saved = await callApi(t.app, 'PATCH /trainings/:id', { params: { id: mine.id }, body: { ...body, confirm_conflicts: true }, token: admin.token });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().training_place_id, 5);
    assert.deepEqual((await overridesOf(mine.id)).map((r) => [r.kind, r.context]), [['place', 'modification']]);
  });

  test('POST /training-deferrals: the new dates check the place and the team ("report")', async () => {
    const mine = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, training_place_id: 2, start_date: new Date('2031-08-04T07:00:00Z'), end_date: new Date('2031-08-04T15:00:00Z') });
    await addStaff(t.db, mine.id, teacher.profileId as number, 'teacher');
    const body = { training_id: mine.id, new_start_date: '2031-09-11T07:00:00Z', new_end_date: '2031-09-11T15:00:00Z', training_place_id: 5 };
    const answer = conflictAnswer(await callApi(t.app, 'POST /training-deferrals', { body, token: manager.token }));
    assert.deepEqual(answer.conflicts.map((c) => c.kind).sort(), ['place', 'teacher']);
    const [unchanged] = await t.db.select().from(s.trainings).where(eq(s.trainings.id, mine.id));
    assert.equal(unchanged.training_status_id, TRAINING_STATUS.published);
    assert.equal((await t.db.select().from(s.trainingDeferrals).where(eq(s.trainingDeferrals.training_id, mine.id))).length, 0);
    const saved = await callApi(t.app, 'POST /training-deferrals', { body: { ...body, confirm_conflicts: true }, token: manager.token });
    assert.equal(saved.statusCode, 201, saved.body);
    assert.deepEqual((await overridesOf(mine.id)).map((r) => [r.kind, r.context, r.other_training_id]).sort(), [
      ['place', 'report', other.id],
      ['teacher', 'report', other.id],
    ]);
  });

  test('the team: the person added only, by their part in the other training ("equipe")', async () => {
    const mine = await createTraining(t.db, { training_place_id: null, start_date: new Date('2031-09-12T12:00:00Z'), end_date: new Date('2031-09-12T18:00:00Z') });
    const supervisor = await createUser(t.db, { role: 'responsable-pedagogique', name: 'Marc Roux', withProfile: true });
    await addStaff(t.db, other.id, supervisor.profileId as number, 'pedagogical_supervisor');
    // Someone free is added at once.
    const free = await createUser(t.db, { role: 'intervenant', name: 'Léa Simon', withProfile: true });
    const added = await callApi(t.app, 'POST /trainings/:id/teachers', { params: { id: mine.id }, body: { profile_id: free.profileId as number }, token: admin.token });
    assert.equal(added.statusCode, 201, added.body);

    const answer = conflictAnswer(await callApi(t.app, 'POST /trainings/:id/teachers', { params: { id: mine.id }, body: { profile_id: supervisor.profileId as number }, token: admin.token }));
    assert.deepEqual(answer.conflicts.map((c) => [c.kind, c.resource.name, c.training.title]), [['pedagogical_supervisor', 'Marc Roux', 'La semaine d’Inès']]);
    assert.equal((await t.db.select().from(s.trainingStaff).where(eq(s.trainingStaff.training_id, mine.id))).length, 1);
    const saved = await callApi(t.app, 'POST /trainings/:id/teachers', {
      params: { id: mine.id },
      body: { profile_id: supervisor.profileId as number, confirm_conflicts: true },
      token: admin.token,
    });
    assert.equal(saved.statusCode, 201, saved.body);
    assert.deepEqual((await overridesOf(mine.id)).map((r) => [r.kind, r.resource_id, r.context, r.user_id]), [
      ['pedagogical_supervisor', supervisor.profileId, 'equipe', admin.user.id],
    ]);
    // As a pedagogical supervisor too.
    const asSupervisor = await callApi(t.app, 'POST /trainings/:id/pedagogical-supervisors', { params: { id: mine.id }, body: { profile_id: supervisor.profileId as number }, token: admin.token });
    assert.equal(asSupervisor.statusCode, 409, asSupervisor.body);
  });
});

describe('two saves at once', () => {
  test('booking the same room at the same time: one is saved, the other answers 409', async () => {
    const body = payload({ training_place_id: 5, start_date: '2031-11-17T08:00:00Z', end_date: '2031-11-17T16:00:00Z' });
    const answers = await Promise.all([
      callApi(t.app, 'POST /trainings', { body, token: admin.token }),
      callApi(t.app, 'POST /trainings', { body, token: manager.token }),
    ]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409]);
  });
});
