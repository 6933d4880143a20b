/** The trainee list of the staff: GET /api/users/by-role/stagiaire. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { companySizes, mandates, profileMandates, profileUnions, profiles, unions } from '../../src/db/schema';
import { createUser, deactivateUser, loginAs } from '../factories';
import { callApi } from '../call';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

function list(token: string, query: Record<string, string | number> = {}) {
  return callApi(t.app, 'GET /users/by-role/stagiaire', { query, token });
}

describe('GET /api/users/by-role/stagiaire', () => {
  test('lists the trainees by name with their current union, valid mandates and company', async () => {
    const [union, formerUnion] = await t.db.select().from(unions).orderBy(asc(unions.id)).limit(2);
    const [mandateA, mandateB] = await t.db.select().from(mandates).orderBy(asc(mandates.id)).limit(2);
    const [size] = await t.db.select().from(companySizes).orderBy(asc(companySizes.id)).limit(1);
    const zoe = await createUser(t.db, { role: 'stagiaire', name: 'Zoé Arnaud', withProfile: { company_name: 'Atelier Rhénan', company_size_id: size.id } });
    const adam = await createUser(t.db, { role: 'stagiaire', name: 'Adam Zeller', withProfile: true });
    await createUser(t.db, { role: 'intervenant', name: 'Aaron Intervenant', withProfile: true });
    await t.db.insert(profileUnions).values([
      { profile_id: zoe.profileId!, union_id: formerUnion.id, is_valid: true, start_date: '2019-01-01' },
      { profile_id: zoe.profileId!, union_id: union.id, is_valid: true, start_date: '2024-01-01' },
      { profile_id: adam.profileId!, union_id: union.id, is_valid: false, start_date: '2025-01-01' },
    ]);
    await t.db.insert(profileMandates).values([
      { profile_id: zoe.profileId!, mandate_id: mandateA.id, is_valid: true },
      { profile_id: zoe.profileId!, mandate_id: mandateB.id, is_valid: false },
      { profile_id: adam.profileId!, mandate_id: mandateB.id, is_valid: true, deleted_at: new Date() },
    ]);
    await deactivateUser(t.db, adam.id);
    await t.db.update(profiles).set({ is_active: false }).where(eq(profiles.id, adam.profileId!));

    const res = await list(await loginAs(t.app, 'gestionnaire'), { per_page: 100 });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    const names = body.data.map((item) => item.name);
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'fr')));
    assert.ok(!names.includes('Aaron Intervenant'), 'only trainees');
    const zoeItem = body.data.find((item) => item.id === zoe.profileId);
    assert.deepEqual(
      { union: zoeItem?.union, mandates: zoeItem?.mandates.map((m) => m.name), company: zoeItem?.company_name, size: zoeItem?.company_size },
      { union: { id: union.id, name: union.name }, mandates: [mandateA.name], company: 'Atelier Rhénan', size: { id: size.id, name: size.name } },
    );
    const adamItem = body.data.find((item) => item.id === adam.profileId);
    assert.deepEqual({ active: adamItem?.is_active, union: adamItem?.union, mandates: adamItem?.mandates }, { active: false, union: null, mandates: [] });
  });

  test('pages by 20 unless asked otherwise, with the total', async () => {
    for (let i = 0; i < 21; i += 1) await createUser(t.db, { role: 'stagiaire', name: `Page Stagiaire ${String(i).padStart(2, '0')}`, withProfile: true });
    const token = await loginAs(t.app, 'gestionnaire');
    const first = (await list(token)).json();
    assert.equal(first.data.length, 20);
    assert.equal(first.per_page, 20);
    assert.ok(first.total >= 23);
    assert.equal(first.last_page, Math.ceil(first.total / 20));
    const last = (await list(token, { page: first.last_page })).json();
    assert.equal(last.data.length, first.total - 20 * (first.last_page - 1));
  });

  test('keeps the trainees whose name holds every word of the filter, case and accents aside, and pages them', async () => {
    const adelie = await createUser(t.db, { role: 'stagiaire', name: 'Adélie Fernández-Lutz', withProfile: true });
    const marc = await createUser(t.db, { role: 'stagiaire', name: 'Marc Lutz', withProfile: true });
    await createUser(t.db, { role: 'intervenant', name: 'Lutz Intervenant', withProfile: true });
    const token = await loginAs(t.app, 'gestionnaire');

    const both = (await list(token, { name: ' LUTZ ' })).json();
    assert.deepEqual(both.data.map((item) => item.id), [adelie.profileId, marc.profileId], 'trainees only, by name');
    assert.equal(both.total, 2);
    assert.deepEqual((await list(token, { name: 'fernandez ADELIE' })).json().data.map((item) => item.id), [adelie.profileId], 'every word, any order');
    assert.deepEqual((await list(token, { name: 'lutz zzz' })).json(), { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 });
    // A LIKE wildcard typed in the filter is a plain character.
    assert.equal((await list(token, { name: '%' })).json().total, 0);

    const second = (await list(token, { name: 'lutz', per_page: 1, page: 2 })).json();
    assert.deepEqual({ ids: second.data.map((item) => item.id), total: second.total, last: second.last_page }, { ids: [marc.profileId], total: 2, last: 2 });
  });

  test('is refused to a trainee and to a visitor', async () => {
    assert.equal((await list(await loginAs(t.app, 'stagiaire'))).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/users/by-role/stagiaire' })).statusCode, 401);
  });

  test('answers a French error for a bad page', async () => {
    const res = await list(await loginAs(t.app, 'administrateur'), { page: 'zero' });
    assert.equal(res.statusCode, 400);
    assert.match(res.error().message, /[a-zé]/);
  });
});
