/**
 * The reference editor's writes (/referentiel): the administrateur adds and renames the items
 * of the twelve lists and soft-deletes mandates; a name is unique in its list; a deleted mandate leaves
 * the lists users pick from and stays on the profiles that hold it. Every other role is refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { CPH_MANDATE_NAME } from '../../src/contract/accounts';
import type { RoleSlug } from '../../src/contract/common';
import { cities, degrees, mandates, profileMandates, trainingCategories, trainingPlaces } from '../../src/db/schema';
import { isUniqueViolation } from '../../src/lib/errors';
import { NAME_TAKEN } from '../../src/modules/lookups/editor-routes';
import { createUser, loginAs, tokenFor } from '../factories';
import { callApi } from '../call';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let admin: string;
const others: Partial<Record<RoleSlug, string>> = {};
const OTHER_ROLES: RoleSlug[] = ['gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];

before(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'administrateur');
  for (const role of OTHER_ROLES) others[role] = await loginAs(t.app, role);
});
after(async () => {
  await t?.close();
});

async function degreeCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(degrees);
  return row.n;
}

describe('reference editor: who may write', () => {
  test('every other role is refused (403) and nothing is written', async () => {
    const before = await degreeCount();
    for (const role of OTHER_ROLES) {
      const token = others[role];
      const res = await callApi(t.app, 'POST /degrees', { body: { name: `Diplôme de ${role}` }, token });
      assert.equal(res.statusCode, 403, role);
      assert.equal((await callApi(t.app, 'GET /deleted-mandates', { token })).statusCode, 403, role);
      assert.equal((await callApi(t.app, 'DELETE /mandates/:id', { params: { id: 1 }, token })).statusCode, 403, role);
    }
    assert.equal(await degreeCount(), before);
  });
});

describe('reference editor: named lists', () => {
  test('the administrateur adds a degree, offered at once to every user; then renames it', async () => {
    const res = await callApi(t.app, 'POST /degrees', { body: { name: '  Master en droit social ' }, token: admin });
    assert.equal(res.statusCode, 201);
    const created = res.json();
    assert.equal(created.name, 'Master en droit social');
    assert.equal(created.deleted_at, null);
    const offered = (await callApi(t.app, 'GET /degrees', { token: others.stagiaire })).json();
    assert.ok(offered.some((d) => d.id === created.id));

    const renamed = await callApi(t.app, 'PUT /degrees/:id', { params: { id: created.id }, body: { name: 'Master droit social' }, token: admin });
    assert.equal(renamed.statusCode, 200);
    assert.equal(renamed.json().name, 'Master droit social');
    // Renaming an item to its own name (another case) is not a clash with itself.
    const same = await callApi(t.app, 'PUT /degrees/:id', { params: { id: created.id }, body: { name: 'MASTER DROIT SOCIAL' }, token: admin });
    assert.equal(same.statusCode, 200);
  });

  test('a name already in the list is refused with a French 422 on the field, whatever its case; nothing written', async () => {
    await callApi(t.app, 'POST /degrees', { body: { name: 'Licence professionnelle' }, token: admin });
    const before = await degreeCount();
    const res = await callApi(t.app, 'POST /degrees', { body: { name: 'licence PROFESSIONNELLE ' }, token: admin });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.error().errors, { name: [NAME_TAKEN] });
    assert.equal(await degreeCount(), before);

    const other = (await callApi(t.app, 'POST /degrees', { body: { name: 'BTS' }, token: admin })).json();
    const rename = await callApi(t.app, 'PUT /degrees/:id', { params: { id: other.id }, body: { name: 'Licence professionnelle' }, token: admin });
    assert.equal(rename.statusCode, 422);
    const [row] = await t.db.select().from(degrees).where(eq(degrees.id, other.id));
    assert.equal(row.name, 'BTS');
  });

  test('the database itself refuses a second item of the same name, case and spaces aside, in every reference table', async () => {
    const tables = [
      ['degrees', ''], ['professional_categories', ''], ['referral_sources', ''], ['activity_sectors', ''], ['professional_situations', ''],
      ['company_sizes', ''], ['council_sections', ''], ['councils', ''], ['mandates', ''], ['unions', ''], ['training_types', ''],
      ['seniorities', ''], ['training_durations', ''], ['training_categories', ''], ['training_themes', 'numerotation'], ['training_places', ''],
    ] as const;
    for (const [table, extra] of tables) {
      const insert = (name: string) =>
        t.db.execute(
          extra
            ? sql`INSERT INTO ${sql.identifier(table)} (name, ${sql.identifier(extra)}) VALUES (${name}, '99')`
            : sql`INSERT INTO ${sql.identifier(table)} (name) VALUES (${name})`,
        );
      await insert('Nom temoin unique');
      await assert.rejects(insert(' NOM TEMOIN unique '), (err: unknown) => isUniqueViolation(err), table);
    }
  });

  test('two simultaneous adds of one name: one is created, the other refused with the same 422', async () => {
    const answers = await Promise.all(
      [1, 2].map(() => callApi(t.app, 'POST /professional-categories', { body: { name: 'Cadre dirigeant' }, token: admin })),
    );
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 422]);
    assert.deepEqual(answers.find((a) => a.statusCode === 422)?.error().errors, { name: [NAME_TAKEN] });
  });

  test('the same name may exist in two different lists', async () => {
    assert.equal((await callApi(t.app, 'POST /councils', { body: { name: 'Colmar' }, token: admin })).statusCode, 201);
    assert.equal((await callApi(t.app, 'POST /council-sections', { body: { name: 'Colmar' }, token: admin })).statusCode, 201);
  });

  test('bad input is refused (400) and nothing is written: blank, missing, too long or wrong type name', async () => {
    const before = await degreeCount();
    for (const rawBody of [{ name: '   ' }, { name: '' }, {}, { name: 'D'.repeat(256) }, { name: { text: 'Doctorat' } }]) {
      const res = await callApi(t.app, 'POST /degrees', { rawBody, token: admin });
      assert.equal(res.statusCode, 400, JSON.stringify(rawBody));
    }
    assert.equal(await degreeCount(), before);
  });

  test('renaming an unknown item answers 404', async () => {
    const res = await callApi(t.app, 'PUT /referral-sources/:id', { params: { id: 999999 }, body: { name: 'Radio' }, token: admin });
    assert.equal(res.statusCode, 404);
  });
});

describe('reference editor: mandates and soft delete', () => {
  test('a deleted mandate leaves the lists users pick from, shows in the deleted list, stays on the profiles', async () => {
    const mandate = (await callApi(t.app, 'POST /mandates', { body: { name: 'Membre de CSE' }, token: admin })).json();
    const trainee = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    assert.ok(trainee.profileId);
    await t.db.insert(profileMandates).values({ profile_id: trainee.profileId, mandate_id: mandate.id });

    const res = await callApi(t.app, 'DELETE /mandates/:id', { params: { id: mandate.id }, token: admin });
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().deleted_at);

    const active = (await callApi(t.app, 'GET /mandates', { token: others.stagiaire })).json();
    assert.ok(!active.some((m) => m.id === mandate.id));
    const deleted = (await callApi(t.app, 'GET /deleted-mandates', { token: admin })).json();
    assert.equal(deleted[0].id, mandate.id);

    const profile = (await callApi(t.app, 'GET /profiles/:id', { params: { id: trainee.profileId }, token: await tokenFor(t.app, trainee) })).json();
    const held = profile.mandates.find((m) => m.mandate_id === mandate.id);
    assert.equal(held?.name, 'Membre de CSE');
    assert.equal(held?.deleted, true);

    // A second delete keeps the first date; the row is still there.
    const again = await callApi(t.app, 'DELETE /mandates/:id', { params: { id: mandate.id }, token: admin });
    assert.equal(again.json().deleted_at, res.json().deleted_at);
    // A deleted mandate's name stays taken: it still shows on profiles.
    assert.equal((await callApi(t.app, 'POST /mandates', { body: { name: 'Membre de CSE' }, token: admin })).statusCode, 422);
  });

  test('the councillor mandate can be neither renamed nor deleted (the portal knows it by its name)', async () => {
    const [cph] = await t.db.select().from(mandates).where(eq(mandates.name, CPH_MANDATE_NAME));
    const rename = await callApi(t.app, 'PUT /mandates/:id', { params: { id: cph.id }, body: { name: 'Conseiller' }, token: admin });
    assert.equal(rename.statusCode, 422);
    assert.equal((await callApi(t.app, 'DELETE /mandates/:id', { params: { id: cph.id }, token: admin })).statusCode, 422);
    const [row] = await t.db.select().from(mandates).where(eq(mandates.id, cph.id));
    assert.equal(row.name, CPH_MANDATE_NAME);
    assert.equal(row.deleted_at, null);
  });

  test('deleting an unknown mandate answers 404', async () => {
    assert.equal((await callApi(t.app, 'DELETE /mandates/:id', { params: { id: 999999 }, token: admin })).statusCode, 404);
  });
});

describe('reference editor: themes, categories, places', () => {
  test('a theme carries its numbering', async () => {
    const res = await callApi(t.app, 'POST /training-themes', { body: { name: 'Droit du travail numérique', numerotation: '9.1' }, token: admin });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().numerotation, '9.1');
    const missing = await callApi(t.app, 'POST /training-themes', { rawBody: { name: 'Sans numéro' }, token: admin });
    assert.equal(missing.statusCode, 400);
  });

  test('a training category is renamed with its link (no add)', async () => {
    const [category] = await t.db.select().from(trainingCategories).limit(1);
    const res = await callApi(t.app, 'PUT /training-categories/:id', {
      params: { id: category.id },
      body: { name: `${category.name} (modifiée)`, irt_link: 'https://example.org/cph' },
      token: admin,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().irt_link, 'https://example.org/cph');
    assert.equal(res.json().color, category.color);
    const post = await t.app.inject({ method: 'POST', url: '/api/training-categories', payload: { name: 'Nouvelle' }, headers: { authorization: `Bearer ${admin}` } });
    assert.equal(post.statusCode, 404);
  });

  test('a place: its commune must be one of its postal code; Distanciel without address', async () => {
    const [city] = await t.db.select().from(cities).where(eq(cities.zip_code, '67000')).limit(1);
    const ok = await callApi(t.app, 'POST /training-places', {
      body: { name: 'Maison des syndicats', address: '1 rue Sédillot', zip_code: '67000', city_id: city.id, type: 'Présentiel' },
      token: admin,
    });
    assert.equal(ok.statusCode, 201);
    assert.equal(ok.json().city?.name, city.name);

    const [countBefore] = await t.db.select({ n: count() }).from(trainingPlaces);
    const wrong = await callApi(t.app, 'POST /training-places', {
      body: { name: 'Ailleurs', address: null, zip_code: '75001', city_id: city.id, type: 'Présentiel' },
      token: admin,
    });
    assert.equal(wrong.statusCode, 422);
    assert.ok(wrong.error().errors?.city_id);
    const [countAfter] = await t.db.select({ n: count() }).from(trainingPlaces);
    assert.equal(countAfter.n, countBefore.n);

    const remote = await callApi(t.app, 'POST /training-places', {
      body: { name: 'Classe virtuelle 2', address: null, zip_code: null, city_id: null, type: 'Distanciel' },
      token: admin,
    });
    assert.equal(remote.statusCode, 201);
    assert.equal(remote.json().type, 'Distanciel');

    const badType = await callApi(t.app, 'POST /training-places', {
      rawBody: { name: 'Salle X', address: null, zip_code: null, city_id: null, type: 'Hybride' },
      token: admin,
    });
    assert.equal(badType.statusCode, 400);
  });
});
