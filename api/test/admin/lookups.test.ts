/** Shared lookup lists: readable by every logged-in user, soft-deleted items left out. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { cityRowsFor, seedReferenceData } from '../../src/db/reference-data';
import { cities, trainingStatuses, unions } from '../../src/db/schema';
import { loginAs } from '../factories';
import { callApi } from '../call';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let traineeToken: string;
let adminToken: string;

before(async () => {
  t = await createTestApp();
  traineeToken = await loginAs(t.app, 'stagiaire');
  adminToken = await loginAs(t.app, 'administrateur');
});
after(async () => {
  await t?.close();
});

async function get(url: string, token = traineeToken) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

describe('lookup lists', () => {
  test('training statuses: the seven statuses in lifecycle order', async () => {
    const res = await get('/api/training-statuses');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), [
      { id: 1, name: 'À venir' },
      { id: 2, name: 'Validée' },
      { id: 3, name: 'Publiée' },
      { id: 4, name: 'Reportée' },
      { id: 5, name: 'À clôturer' },
      { id: 6, name: 'Annulée' },
      { id: 7, name: 'Clôturée' },
    ]);
  });

  test('registration statuses carry the slugs used in query strings', async () => {
    const res = await get('/api/registration-statuses');
    assert.deepEqual(res.json(), [
      { id: 1, name: 'Préinscription', slug: 'preinscription' },
      { id: 2, name: 'Validé', slug: 'valide' },
      { id: 3, name: 'Refusé', slug: 'refuse' },
      { id: 4, name: 'En attente', slug: 'en_attente' },
    ]);
  });

  test('roles and genres', async () => {
    assert.deepEqual((await get('/api/roles')).json(), [
      { id: 1, name: 'Administrateur', slug: 'administrateur' },
      { id: 2, name: 'Gestionnaire', slug: 'gestionnaire' },
      { id: 3, name: 'Responsable pédagogique', slug: 'responsable-pedagogique' },
      { id: 4, name: 'Intervenant', slug: 'intervenant' },
      { id: 5, name: 'Stagiaire', slug: 'stagiaire' },
    ]);
    assert.deepEqual((await get('/api/genres')).json(), [
      { id: 1, name: 'Femme' },
      { id: 2, name: 'Homme' },
      { id: 3, name: 'Non déclaré' },
    ]);
  });

  test('Ares statuses: contract validated is id 2', async () => {
    const list = (await callApi(t.app, 'GET /ares-statuses', { token: adminToken })).json();
    assert.equal(list.length, 3);
    assert.deepEqual(list[1], { id: 2, name: 'Contrat validé' });
  });

  test('training categories with colour and link, types including CPH, themes in catalogue order', async () => {
    const categories = (await callApi(t.app, 'GET /training-categories', { token: traineeToken })).json();
    assert.ok(categories.length >= 5);
    const first = categories[0];
    assert.equal(first.name, 'Formation des conseillers prud’hommes');
    assert.match(String(first.color), /^#[0-9a-f]{6}$/i);
    assert.match(String(first.irt_link), /^https:\/\//);
    assert.equal(first.deleted_at, null);
    assert.ok(!Number.isNaN(Date.parse(String(first.created_at))));

    const types = (await callApi(t.app, 'GET /training-types', { token: traineeToken })).json();
    assert.ok(types.some((x) => x.name === 'CPH'));

    const themes = (await callApi(t.app, 'GET /training-themes', { token: traineeToken })).json();
    const numbers = themes.map((x) => x.numerotation);
    assert.deepEqual(numbers, [...numbers].sort());
    assert.equal(themes[0].numerotation, '1.1');
  });

  test('training places come with their commune, the remote one without', async () => {
    const places = (await callApi(t.app, 'GET /training-places', { token: traineeToken })).json();
    const strasbourg = places.find((p) => p.city?.name === 'Strasbourg');
    assert.ok(strasbourg, 'a place in Strasbourg');
    assert.equal(strasbourg.city?.zip_code, '67000');
    assert.equal(strasbourg.type, 'Présentiel');
    const remote = places.find((p) => p.type === 'Distanciel');
    assert.equal(remote?.city, null);
  });

  test('unions are the French confederations; mandates include the councillor mandate', async () => {
    const unionNames = (await callApi(t.app, 'GET /unions', { token: traineeToken })).json().map((u) => u.name);
    for (const name of ['CGT', 'CFDT', 'FO', 'CFE-CGC', 'CFTC', 'UNSA', 'Solidaires', 'FSU']) {
      assert.ok(unionNames.includes(name), name);
    }
    const mandateNames = (await callApi(t.app, 'GET /mandates', { token: traineeToken })).json().map((m) => m.name);
    assert.ok(mandateNames.includes('Conseiller Prud’hommes'));
    assert.ok(mandateNames.includes('Délégué syndical'));
  });

  test('a soft-deleted union is no longer offered', async () => {
    const [created] = await t.db.insert(unions).values({ name: 'Syndicat dissous' }).returning();
    let names = (await callApi(t.app, 'GET /unions', { token: traineeToken })).json().map((u) => u.name);
    assert.ok(names.includes('Syndicat dissous'));
    await t.db.update(unions).set({ deleted_at: new Date() }).where(eq(unions.id, created.id));
    names = (await callApi(t.app, 'GET /unions', { token: traineeToken })).json().map((u) => u.name);
    assert.ok(!names.includes('Syndicat dissous'));
  });

  test('every lookup requires a login (401, French message)', async () => {
    for (const path of [
      'training-categories',
      'training-types',
      'training-themes',
      'training-statuses',
      'training-places',
      'unions',
      'mandates',
      'ares-statuses',
      'registration-statuses',
      'roles',
      'genres',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${path}` });
      assert.equal(res.statusCode, 401, path);
      assert.deepEqual(res.json(), { message: 'Non authentifié.' });
    }
  });
});

describe('seedReferenceData', () => {
  test('runs again without duplicating anything, keeps edits made in the reference editor', async () => {
    await t.db.update(unions).set({ name: 'CGT (Confédération générale du travail)' }).where(eq(unions.id, 1));
    await t.db.update(trainingStatuses).set({ name: 'Statut déformé' }).where(eq(trainingStatuses.id, 2));
    const [{ n: citiesBefore }] = await t.db.select({ n: count() }).from(cities);
    await seedReferenceData(t.db, { cities: 'sample' });
    const [{ n: citiesAfter }] = await t.db.select({ n: count() }).from(cities);
    assert.equal(citiesAfter, citiesBefore);
    assert.equal(citiesAfter, cityRowsFor('sample').length);
    const [cgt] = await t.db.select().from(unions).where(eq(unions.id, 1));
    assert.equal(cgt.name, 'CGT (Confédération générale du travail)');
    // System lists are put back to the names the code relies on.
    const [status] = await t.db.select().from(trainingStatuses).where(eq(trainingStatuses.id, 2));
    assert.equal(status.name, 'Validée');
    // Items added later get fresh ids after the fixed ones.
    const [added] = await t.db.insert(unions).values({ name: 'Nouveau syndicat' }).returning();
    assert.ok(added.id > 8);
  });
});
