/** The trainer list of the staff: GET /api/teachers. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { profiles } from '../../src/db/schema';
import { createUser, loginAs } from '../factories';
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
  return callApi(t.app, 'GET /teachers', { query, token });
}

describe('GET /api/teachers', () => {
  test('lists the responsables pédagogiques and intervenants by name, with role, employment status and function', async () => {
    const zelie = await createUser(t.db, {
      role: 'responsable-pedagogique',
      name: 'Zélie Formatrice',
      withProfile: { title: 'Maîtresse de conférences', employment_status_id: 1 },
    });
    const aaron = await createUser(t.db, { role: 'intervenant', name: 'Aaron Formateur', withProfile: { title: null, employment_status_id: 3 } });
    const closed = await createUser(t.db, { role: 'intervenant', name: 'Bruno Formateur', withProfile: true });
    await t.db.update(profiles).set({ is_active: false }).where(eq(profiles.id, closed.profileId!));
    const trainee = await createUser(t.db, { role: 'stagiaire', name: 'Aline Formateur Stagiaire', withProfile: true });
    const manager = await createUser(t.db, { role: 'gestionnaire', name: 'Gaston Formateur', withProfile: true });

    const res = await list(await loginAs(t.app, 'administrateur'), { per_page: 100 });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    const ids = body.data.map((item) => item.id);
    assert.ok(!ids.includes(trainee.profileId!) && !ids.includes(manager.profileId!), 'only roles 3 and 4');
    assert.ok(body.data.every((item) => item.role.slug === 'responsable-pedagogique' || item.role.slug === 'intervenant'));
    const names = body.data.map((item) => item.name);
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'fr')));

    const byId = (id: number | null) => body.data.find((item) => item.id === id);
    assert.deepEqual(
      { role: byId(zelie.profileId)?.role, status: byId(zelie.profileId)?.employment_status?.id, title: byId(zelie.profileId)?.title },
      { role: { id: 3, name: 'Responsable pédagogique', slug: 'responsable-pedagogique' }, status: 1, title: 'Maîtresse de conférences' },
    );
    assert.deepEqual(
      { role: byId(aaron.profileId)?.role.slug, status: byId(aaron.profileId)?.employment_status?.id, title: byId(aaron.profileId)?.title },
      { role: 'intervenant', status: 3, title: null },
    );
    assert.deepEqual({ active: byId(closed.profileId)?.is_active, status: byId(closed.profileId)?.employment_status }, { active: false, status: null });
  });

  test('filters by every word of the name, case and accents aside', async () => {
    const one = await createUser(t.db, { role: 'intervenant', name: 'Hélène Quêteur', withProfile: true });
    await createUser(t.db, { role: 'stagiaire', name: 'Hélène Quêteur Stagiaire', withProfile: true });
    const token = await loginAs(t.app, 'gestionnaire');
    assert.deepEqual((await list(token, { name: 'QUETEUR helene' })).json().data.map((item) => item.id), [one.profileId]);
    assert.equal((await list(token, { name: 'queteur absent' })).json().total, 0);
  });

  test('pages by 10 unless asked otherwise, with the total', async () => {
    for (let i = 0; i < 11; i += 1) {
      await createUser(t.db, { role: i % 2 ? 'intervenant' : 'responsable-pedagogique', name: `Page Formateur ${String(i).padStart(2, '0')}`, withProfile: true });
    }
    const token = await loginAs(t.app, 'responsable-pedagogique');
    const first = (await list(token, { name: 'page formateur' })).json();
    assert.deepEqual({ rows: first.data.length, per: first.per_page, total: first.total, last: first.last_page }, { rows: 10, per: 10, total: 11, last: 2 });
    const second = (await list(token, { name: 'page formateur', page: 2 })).json();
    assert.deepEqual(second.data.map((item) => item.name), ['Page Formateur 10']);
  });

  test('is refused to an intervenant, a trainee and a visitor', async () => {
    assert.equal((await list(await loginAs(t.app, 'intervenant'))).statusCode, 403);
    assert.equal((await list(await loginAs(t.app, 'stagiaire'))).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/teachers' })).statusCode, 401);
  });

  test('answers a French error for a bad page or a too long name', async () => {
    const token = await loginAs(t.app, 'gestionnaire');
    for (const query of [{ page: 0 }, { name: 'x'.repeat(101) }] as Record<string, string | number>[]) {
      const res = await list(token, query);
      assert.equal(res.statusCode, 400);
      assert.match(res.error().message, /[a-zé]/);
    }
  });
});
