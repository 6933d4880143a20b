/** Search dialogs: profiles, staff trainings, catalogue. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ProfileSearchQuery } from '../../src/contract/profiles';
import { callApi } from '../call';
import { createUser, loginAs, loginAsUser } from '../factories';
import { addStaff, createTraining } from '../factories-trainings';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let managerToken: string;
let traineeToken: string;

before(async () => {
  t = await createTestApp();
  managerToken = await loginAs(t.app, 'gestionnaire');
  traineeToken = await loginAs(t.app, 'stagiaire');
});
after(async () => {
  await t?.close();
});

function get(url: string, token: string | null) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

describe('GET /api/profiles-search', () => {
  let eloise: Awaited<ReturnType<typeof createUser>>;
  let teacher: Awaited<ReturnType<typeof createUser>>;

  before(async () => {
    eloise = await createUser(t.db, {
      role: 'stagiaire',
      name: 'Éloïse Müller-Lefèvre',
      withProfile: { profile_number: '2025-77001', phone: '06 11 22 33 44' },
    });
    teacher = await createUser(t.db, {
      role: 'intervenant',
      name: 'Eloise Durand',
      withProfile: { profile_number: '2024-77002' },
    });
  });

  test('finds a name without accents nor case, words in any order', async () => {
    const res = await callApi(t.app, 'GET /profiles-search', { query: { name: 'lefevre ELOISE' }, token: managerToken });
    assert.equal(res.statusCode, 200);
    const list = res.json();
    assert.equal(list.length, 1);
    assert.deepEqual(list[0], {
      id: eloise.profileId,
      profile_number: '2025-77001',
      user: { id: eloise.id, name: 'Éloïse Müller-Lefèvre', email: eloise.email },
      phone: '06 11 22 33 44',
      url: null,
      is_active: true,
      role: { id: 5, name: 'Stagiaire', slug: 'stagiaire' },
      profile_picture: null,
    });
  });

  test('filters on role ids in every accepted form', async () => {
    // An array is sent as the parameter repeated (`role_ids=3&role_ids=4`).
    const names = async (roles: Pick<ProfileSearchQuery, 'role_ids' | 'role_ids[]'>) =>
      (await callApi(t.app, 'GET /profiles-search', { query: { name: 'eloise', ...roles }, token: managerToken })).json().map((p) => p.user.name);
    assert.deepEqual(await names({ 'role_ids[]': [5] }), ['Éloïse Müller-Lefèvre']);
    assert.deepEqual(await names({ role_ids: [5] }), ['Éloïse Müller-Lefèvre']);
    assert.deepEqual(await names({ role_ids: [3, 4] }), ['Eloise Durand']);
    assert.deepEqual(await names({ 'role_ids[]': [3, 4] }), ['Eloise Durand']);
    assert.deepEqual(await names({}), ['Eloise Durand', 'Éloïse Müller-Lefèvre']);
  });

  test('finds by profile number', async () => {
    const list = (await callApi(t.app, 'GET /profiles-search', { query: { profile_number: '2024-770' }, token: managerToken })).json();
    assert.deepEqual(
      list.map((p) => p.id),
      [teacher.profileId],
    );
  });

  test('an empty search answers an empty list', async () => {
    const res = await get('/api/profiles-search?name=%20', managerToken);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), []);
  });

  test('every staff role may search; a trainee may not (403)', async () => {
    for (const role of ['administrateur', 'responsable-pedagogique', 'intervenant'] as const) {
      const token = await loginAs(t.app, role);
      assert.equal((await get('/api/profiles-search?name=eloise', token)).statusCode, 200, role);
    }
    const refused = await get('/api/profiles-search?name=eloise', traineeToken);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { message: "Vous n'avez pas les droits nécessaires." });
    assert.equal((await get('/api/profiles-search?name=eloise', null)).statusCode, 401);
  });

  test('a role id that is not a role is refused (400, French message)', async () => {
    const res = await get('/api/profiles-search?name=eloise&role_ids=9', managerToken);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Les données envoyées ne sont pas valides.');
  });
});

describe('GET /api/trainings/search and /api/catalog/trainings/search', () => {
  let published: Awaited<ReturnType<typeof createTraining>>;
  let postponed: Awaited<ReturnType<typeof createTraining>>;
  let draft: Awaited<ReturnType<typeof createTraining>>;
  let finished: Awaited<ReturnType<typeof createTraining>>;
  let teacherToken: string;

  before(async () => {
    published = await createTraining(t.db, { title: 'Négociation collective : méthodes', training_status_id: 3, startInDays: 20 });
    postponed = await createTraining(t.db, { title: 'Négociation annuelle obligatoire', training_status_id: 4, startInDays: 40 });
    draft = await createTraining(t.db, { title: 'Négociation : atelier en préparation', training_status_id: 1, startInDays: 60 });
    finished = await createTraining(t.db, { title: 'Négociation : session passée', training_status_id: 3, startInDays: -30 });
    const { token, user } = await loginAsUser(t.app, 'intervenant');
    teacherToken = token;
    await addStaff(t.db, postponed.id, user.profileId as number, 'teacher');
  });

  test('staff search: accent-insensitive on the title, paged, latest first', async () => {
    const res = await get('/api/trainings/search?search_term=negociation&page=1&per_page=3', managerToken);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.total, 4);
    assert.equal(body.per_page, 3);
    assert.equal(body.last_page, 2);
    assert.equal(body.current_page, 1);
    assert.deepEqual(
      body.data.map((x: { id: number }) => x.id),
      [draft.id, postponed.id, published.id],
    );
    assert.deepEqual(body.data[1], {
      id: postponed.id,
      title: 'Négociation annuelle obligatoire',
      start_date: postponed.start_date.toISOString(),
      end_date: postponed.end_date.toISOString(),
      category: { id: 1, name: 'Formation des conseillers prud’hommes' },
    });
    const second = (await get('/api/trainings/search?search_term=negociation&page=2&per_page=3', managerToken)).json();
    assert.deepEqual(
      second.data.map((x: { id: number }) => x.id),
      [finished.id],
    );
  });

  test('an intervenant finds only the trainings they teach', async () => {
    const body = (await get('/api/trainings/search?search_term=negociation', teacherToken)).json();
    assert.deepEqual(
      body.data.map((x: { id: number }) => x.id),
      [postponed.id],
    );
  });

  test('staff search is refused to trainees (403) and checks the page size (400)', async () => {
    assert.equal((await get('/api/trainings/search?search_term=a', traineeToken)).statusCode, 403);
    assert.equal((await get('/api/trainings/search?search_term=a', null)).statusCode, 401);
    const bad = await get('/api/trainings/search?search_term=a&per_page=0', managerToken);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Les données envoyées ne sont pas valides.');
  });

  test('catalogue search: only published or postponed trainings not finished, soonest first, for every role', async () => {
    for (const token of [traineeToken, managerToken, teacherToken]) {
      const res = await get('/api/catalog/trainings/search?search=NÉGOCIATION', token);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(
        res.json().data.map((x: { id: number }) => x.id),
        [published.id, postponed.id],
      );
    }
    assert.equal((await get('/api/catalog/trainings/search?search=a', null)).statusCode, 401);
    assert.equal((await get('/api/catalog/trainings/search?search=a&page=0', traineeToken)).statusCode, 400);
  });
});
