/** GET /api/trainee/trainings/{id}/clashes: the trainee's validated trainings overlapping a training. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import { callApi } from '../call';
import { loginAs, loginAsUser, type CreatedUser } from '../factories';
import { createTraining, register } from '../factories-trainings';
import { createTestApp, type TestApp } from '../helpers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('a trainee’s own clashes', () => {
  let t: TestApp;
  let me: { token: string; user: CreatedUser };
  let other: { token: string; user: CreatedUser };
  /** The training the trainee looks at: days 40 to 42, 9:00 to 17:00. */
  let target: { id: number; start_date: Date; end_date: Date };
  const at = (days: number, hour: number) => new Date(Date.UTC(2100, 0, 1) + days * DAY + hour * HOUR);

  before(async () => {
    t = await createTestApp();
    me = await loginAsUser(t.app, 'stagiaire');
    other = await loginAsUser(t.app, 'stagiaire');
    target = await createTraining(t.db, { title: 'Négociation collective', start_date: at(40, 8), end_date: at(42, 16) });
  });
  after(() => t.close());

  const clashes = (token: string, id: number) => callApi(t.app, 'GET /trainee/trainings/:id/clashes', { params: { id }, token });

  test('a validated training overlapping the dates is listed, with its title and dates', async () => {
    const overlap = await createTraining(t.db, { title: 'Droit syndical', start_date: at(41, 8), end_date: at(44, 16) });
    await register(t.db, overlap.id, me.user.profileId!, 'valide');
    const res = await clashes(me.token, target.id);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), [
      { id: overlap.id, title: 'Droit syndical', start_date: overlap.start_date.toISOString(), end_date: overlap.end_date.toISOString() },
    ]);
    // The other way round too, and a training never clashes with itself.
    const back = await clashes(me.token, overlap.id);
    assert.deepEqual(back.json(), []);
    await register(t.db, target.id, me.user.profileId!, 'valide');
    assert.deepEqual((await clashes(me.token, overlap.id)).json().map((c) => c.id), [target.id]);
    assert.deepEqual((await clashes(me.token, target.id)).json().map((c) => c.id), [overlap.id]);
  });

  test('touching ends do not clash; a training inside or around does', async () => {
    const before = await createTraining(t.db, { start_date: at(38, 8), end_date: at(40, 8) });
    const after = await createTraining(t.db, { start_date: at(42, 16), end_date: at(43, 16) });
    const inside = await createTraining(t.db, { start_date: at(40, 12), end_date: at(40, 13) });
    const around = await createTraining(t.db, { start_date: at(30, 8), end_date: at(50, 16) });
    for (const training of [before, after, inside, around]) await register(t.db, training.id, other.user.profileId!, 'valide');
    const ids = (await clashes(other.token, target.id)).json().map((c) => c.id);
    assert.deepEqual(ids.sort(), [inside.id, around.id].sort());
  });

  test('a pre-registration, a refusal, a waiting place and a cancelled training are left out', async () => {
    const trainee = await loginAsUser(t.app, 'stagiaire');
    for (const status of ['preinscription', 'refuse', 'en_attente'] as const) {
      const training = await createTraining(t.db, { start_date: at(41, 8), end_date: at(41, 16) });
      await register(t.db, training.id, trainee.user.profileId!, status);
    }
    const cancelled = await createTraining(t.db, { start_date: at(41, 8), end_date: at(41, 16), training_status_id: TRAINING_STATUS.cancelled });
    await register(t.db, cancelled.id, trainee.user.profileId!, 'valide');
    assert.deepEqual((await clashes(trainee.token, target.id)).json(), []);
  });

  test('another trainee’s registrations are not the caller’s', async () => {
    const stranger = await loginAsUser(t.app, 'stagiaire');
    const training = await createTraining(t.db, { start_date: at(41, 8), end_date: at(41, 16) });
    await register(t.db, training.id, stranger.user.profileId!, 'valide');
    const fresh = await loginAsUser(t.app, 'stagiaire');
    assert.deepEqual((await clashes(fresh.token, target.id)).json(), []);
  });

  test('404 for a training the trainee cannot see, 403 for the staff', async () => {
    const draft = await createTraining(t.db, { start_date: at(41, 8), end_date: at(41, 16), training_status_id: TRAINING_STATUS.upcoming });
    const unseen = await clashes(me.token, draft.id);
    assert.equal(unseen.statusCode, 404);
    assert.equal(JSON.parse(unseen.body).message, 'Ressource introuvable.');
    assert.equal((await clashes(me.token, 2_000_000_000)).statusCode, 404);
    // Registered to it, the trainee sees it again.
    await register(t.db, draft.id, me.user.profileId!, 'preinscription');
    assert.equal((await clashes(me.token, draft.id)).statusCode, 200);
    for (const role of ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'] as const) {
      const res = await clashes(await loginAs(t.app, role), target.id);
      assert.equal(res.statusCode, 403, role);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/trainee/trainings/${target.id}/clashes` })).statusCode, 401);
  });
});
