/** Evaluations: once per trainee and training, from a validated registration of an ended training. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EVALUATION_MESSAGES } from '../../src/contract/evaluations';
import { addStaff, createEndedTraining, createTraining, EVALUATION_SCORES, register } from '../factories-trainings';
import { callApi } from '../call';
import { loginAsUser, type CreatedUser } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

describe('evaluations', () => {
  let t: TestApp;
  let me: { token: string; user: CreatedUser };
  let other: { token: string; user: CreatedUser };
  let ended: number;
  let upcoming: number;

  before(async () => {
    t = await createTestApp();
    me = await loginAsUser(t.app, 'stagiaire');
    other = await loginAsUser(t.app, 'stagiaire');
    ended = (await createEndedTraining(t.db, [me.user.profileId!])).id;
    upcoming = (await createTraining(t.db, { startInDays: 20 })).id;
    await register(t.db, ended, other.user.profileId!, 'refuse');
    await register(t.db, upcoming, me.user.profileId!, 'valide');
  });
  after(() => t.close());

  const evaluate = (token: string, trainingId: number, profileId: number, payload: object = EVALUATION_SCORES) =>
    t.app.inject({ method: 'POST', url: `/api/evaluations/${trainingId}/${profileId}`, headers: bearer(token), payload });
  const lookup = (token: string, trainingId: number, profileId: number) =>
    t.app.inject({ method: 'GET', url: `/api/evaluations/evaluation/${trainingId}/${profileId}`, headers: bearer(token) });

  test('scores are 1 to 10', async () => {
    assert.equal((await evaluate(me.token, ended, me.user.profileId!, { ...EVALUATION_SCORES, group_life: 11 })).statusCode, 400);
    assert.equal((await evaluate(me.token, ended, me.user.profileId!, { ...EVALUATION_SCORES, group_life: 0 })).statusCode, 400);
  });

  test('not before the end, not without a validated registration, not for someone else', async () => {
    assert.equal((await evaluate(me.token, upcoming, me.user.profileId!)).json().message, EVALUATION_MESSAGES.notEnded);
    assert.equal((await evaluate(other.token, ended, other.user.profileId!)).json().message, EVALUATION_MESSAGES.notValidated);
    assert.equal((await evaluate(other.token, ended, me.user.profileId!)).statusCode, 403);
    // None yet: an expected answer, not an error.
    const none = await lookup(me.token, ended, me.user.profileId!);
    assert.equal(none.statusCode, 200);
    assert.deepEqual(none.json(), { id: null });
  });

  test('once per trainee and training; the lookup answers its id, to its owner only', async () => {
    const res = await evaluate(me.token, ended, me.user.profileId!);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().message, EVALUATION_MESSAGES.created);
    const again = await evaluate(me.token, ended, me.user.profileId!);
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, EVALUATION_MESSAGES.alreadyDone);
    const found = await lookup(me.token, ended, me.user.profileId!);
    assert.deepEqual(found.json(), { id: res.json().evaluation.id });
    assert.equal((await lookup(other.token, ended, me.user.profileId!)).statusCode, 403);
  });

  test('the staff list of a training; an intervenant only for the trainings they teach', async () => {
    const manager = await loginAsUser(t.app, 'gestionnaire');
    const list = await callApi(t.app, 'GET /evaluations/:trainingId', { params: { trainingId: ended }, token: manager.token });
    assert.equal(list.statusCode, 200);
    const items = list.json();
    assert.equal(items.length, 1);
    assert.equal(items[0].profile.id, me.user.profileId);
    assert.equal(items[0].group_life, 10);
    const teacher = await loginAsUser(t.app, 'intervenant');
    const refused = await t.app.inject({ method: 'GET', url: `/api/evaluations/${ended}`, headers: bearer(teacher.token) });
    assert.equal(refused.statusCode, 403);
    await addStaff(t.db, ended, teacher.user.profileId!);
    const allowed = await t.app.inject({ method: 'GET', url: `/api/evaluations/${ended}`, headers: bearer(teacher.token) });
    assert.equal(allowed.statusCode, 200);
    const trainee = await t.app.inject({ method: 'GET', url: `/api/evaluations/${ended}`, headers: bearer(me.token) });
    assert.equal(trainee.statusCode, 403);
  });
});
