/** Search dialogs: profiles, staff trainings, catalogue. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { ProfileSearchQuery } from '../../src/contract/profiles';
import { trainings as trainingsTable } from '../../src/db/schema';
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

describe('search results in order, at most the first ones', () => {
  test('by name: the first 20 in name order (same names by profile), role filter and number together', async () => {
    // 23 stagiaires whose name holds "Pérégrin", created out of name order; two share a name.
    const created: Awaited<ReturnType<typeof createUser>>[] = [];
    for (const n of [12, 3, 21, 7, 1, 18, 5, 22, 9, 14, 2, 16, 11, 20, 4, 8, 19, 6, 13, 10, 17, 15]) {
      created.push(await createUser(t.db, { role: 'stagiaire', name: `Anne Pérégrin ${String(n).padStart(2, '0')}`, withProfile: true }));
    }
    const twin = await createUser(t.db, { role: 'stagiaire', name: 'Anne Pérégrin 01', withProfile: { profile_number: '2031-PER01' } });
    const staff = await createUser(t.db, { role: 'intervenant', name: 'Anne Pérégrin 00', withProfile: true });
    const search = async (query: ProfileSearchQuery) =>
      (await callApi(t.app, 'GET /profiles-search', { query, token: managerToken })).json().map((p) => [p.user.name, p.id]);

    const first01 = created.find((u) => u.name === 'Anne Pérégrin 01')!;
    const all = await search({ name: 'PEREGRIN anne' });
    assert.equal(all.length, 20);
    assert.deepEqual(all.slice(0, 3), [
      ['Anne Pérégrin 00', staff.profileId],
      ['Anne Pérégrin 01', Math.min(first01.profileId!, twin.profileId!)],
      ['Anne Pérégrin 01', Math.max(first01.profileId!, twin.profileId!)],
    ]);
    assert.equal(all.at(-1)![0], 'Anne Pérégrin 18');

    const trainees = await search({ name: 'peregrin', 'role_ids[]': [5] });
    assert.equal(trainees.length, 20);
    assert.deepEqual(trainees[0], ['Anne Pérégrin 01', Math.min(first01.profileId!, twin.profileId!)]);
    assert.equal(trainees.at(-1)![0], 'Anne Pérégrin 19');

    assert.deepEqual(await search({ name: 'peregrin 01', profile_number: 'PER01' }), [['Anne Pérégrin 01', twin.profileId]]);
    // Wildcards typed are plain characters.
    assert.deepEqual(await search({ name: 'pere%rin' }), []);
  });

  test('a training search reaches its first 100 matches: the total counts those, pages past them are empty', async () => {
    // 104 trainings titled "Plafonnement…": one started 3 days ago and under way, 103 to come.
    const ids: number[] = [];
    const underWay = await createTraining(t.db, { title: 'Plafonnement en cours', startInDays: -3, days: 6 });
    for (let i = 0; i < 103; i++) ids.push((await createTraining(t.db, { title: `Plafonnement ${i}`, startInDays: 100 + (i % 50) })).id);
    const ended = await createTraining(t.db, { title: 'Plafonnement passé', startInDays: -20 });
    const all = (await t.db.select().from(trainingsTable).where(sql`${trainingsTable.search_title} LIKE '%plafonnement%'`)).map((r) => ({
      id: r.id,
      start: r.start_date.getTime(),
    }));
    const latestFirst = [...all].sort((a, b) => b.start - a.start || a.id - b.id).map((r) => r.id);

    const page = async (url: string) => (await get(url, managerToken)).json();
    const first = await page('/api/trainings/search?search_term=plafonnement&page=1&per_page=7');
    assert.equal(first.total, 100);
    assert.equal(first.last_page, 15);
    assert.deepEqual(first.data.map((x: { id: number }) => x.id), latestFirst.slice(0, 7));
    const last = await page('/api/trainings/search?search_term=plafonnement&page=15&per_page=7');
    assert.deepEqual(last.data.map((x: { id: number }) => x.id), latestFirst.slice(98, 100));
    assert.equal(last.total, 100);
    const past = await page('/api/trainings/search?search_term=plafonnement&page=16&per_page=7');
    assert.deepEqual(past.data, []);
    assert.equal(past.total, 100);
    const hundred = await page('/api/trainings/search?search_term=plafonnement&per_page=100');
    assert.deepEqual(hundred.data.map((x: { id: number }) => x.id), latestFirst.slice(0, 100));

    // The catalogue: the training under way first, then those to come (soonest first), the ended one left out.
    const catalogue = await page('/api/catalog/trainings/search?search=plafonnement');
    assert.equal(catalogue.total, 100);
    assert.equal(catalogue.data.length, 100);
    assert.equal(catalogue.data[0].id, underWay.id);
    const toCome = all.filter((r) => r.id !== underWay.id && r.id !== ended.id).sort((a, b) => a.start - b.start || a.id - b.id);
    assert.deepEqual(catalogue.data.slice(1).map((x: { id: number }) => x.id), toCome.slice(0, 99).map((r) => r.id));
    assert.ok(!catalogue.data.some((x: { id: number }) => x.id === ended.id));
    const second = await page('/api/catalog/trainings/search?search=plafonnement&page=2&per_page=60');
    assert.deepEqual(second.data.map((x: { id: number }) => x.id), toCome.slice(59, 99).map((r) => r.id));
    assert.equal(second.total, 100);
    // Fewer matches than the cap: the exact total, every match.
    const few = await page('/api/catalog/trainings/search?search=plafonnement%20cours');
    assert.deepEqual(few.data.map((x: { id: number }) => x.id), [underWay.id]);
    assert.equal(few.total, 1);
  });
});
