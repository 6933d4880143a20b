/**
 * An intervenant reads the profiles of the trainees of the trainings they teach or supervise only:
 * a trainee's union membership and mandates are special-category data (GDPR). The other staff roles
 * read every trainee, and an intervenant still reads the staff's profiles and their own.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addStaff, createTraining, register } from '../factories-trainings';
import { createUser, loginAsUser, type CreatedUser } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

describe('an intervenant and the trainees’ profiles', () => {
  let t: TestApp;
  let teacher: { token: string; user: CreatedUser };
  let manager: string;
  let taughtTrainee: CreatedUser;
  let otherTrainee: CreatedUser;
  let colleague: CreatedUser;

  before(async () => {
    t = await createTestApp();
    teacher = await loginAsUser(t.app, 'intervenant');
    manager = (await loginAsUser(t.app, 'gestionnaire')).token;
    taughtTrainee = await createUser(t.db, { role: 'stagiaire', withProfile: true, name: 'Zélie Enseignée' });
    otherTrainee = await createUser(t.db, { role: 'stagiaire', withProfile: true, name: 'Zoé Ailleurs' });
    colleague = await createUser(t.db, { role: 'intervenant', withProfile: true, name: 'Zacharie Collègue' });
    const taught = await createTraining(t.db, { startInDays: 20 });
    const elsewhere = await createTraining(t.db, { startInDays: 25 });
    await addStaff(t.db, taught.id, teacher.user.profileId!);
    await register(t.db, taught.id, taughtTrainee.profileId!, 'preinscription');
    await register(t.db, elsewhere.id, otherTrainee.profileId!, 'valide');
  });
  after(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

  test('GET /api/profiles/{id}: a trainee of a training they are in the team of, not another', async () => {
    assert.equal((await get(`/api/profiles/${taughtTrainee.profileId}`, teacher.token)).statusCode, 200);
    const refused = await get(`/api/profiles/${otherTrainee.profileId}`, teacher.token);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, "Vous n'avez pas les droits nécessaires.");
    assert.equal((await get(`/api/profiles/${colleague.profileId}`, teacher.token)).statusCode, 200);
    assert.equal((await get(`/api/profiles/${teacher.user.profileId}`, teacher.token)).statusCode, 200);
    assert.equal((await get(`/api/profiles/${otherTrainee.profileId}`, manager)).statusCode, 200);
  });

  test('the trainee list holds the trainees of their trainings only', async () => {
    const mine = await get('/api/users/by-role/stagiaire?per_page=100', teacher.token);
    assert.equal(mine.statusCode, 200, mine.body);
    assert.deepEqual(
      mine.json().data.map((r: { id: number }) => r.id),
      [taughtTrainee.profileId],
    );
    assert.equal(mine.json().total, 1);
    const all = await get('/api/users/by-role/stagiaire?per_page=100', manager);
    const ids = all.json().data.map((r: { id: number }) => r.id);
    assert.ok(ids.includes(taughtTrainee.profileId) && ids.includes(otherTrainee.profileId));
  });

  test('the profile search finds the trainees of their trainings and the staff, not other trainees', async () => {
    const res = await get('/api/profiles-search?name=Z', teacher.token);
    assert.equal(res.statusCode, 200, res.body);
    const names = res.json().map((p: { user: { name: string } }) => p.user.name);
    assert.ok(names.includes('Zélie Enseignée'), names.join(', '));
    assert.ok(names.includes('Zacharie Collègue'), names.join(', '));
    assert.ok(!names.includes('Zoé Ailleurs'), names.join(', '));
  });
});
