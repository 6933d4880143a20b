/**
 * The profile search by part of a number (GET /api/profiles-search?profile_number=…), read from the
 * suffixes of the numbers the database keeps (migration 0045, `profile_number_suffixes`): it answers what
 * the number's LIKE '%part%' answers — the first 20 profiles containing the part, in name order (the same
 * names by profile), of the roles asked — for a part at the start, in the middle or at the end of numbers,
 * a whole number, a part with % or _, a part found in more profiles than the suffixes are read for; and
 * after inserts (one by one, several in one statement), numbers changed (two in one statement),
 * deletes (a profile, an account with its profile), an anonymisation and an emptying, the kept suffixes
 * are those of the numbers (../kept-counts.ts, with every other kept value).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { ROLE } from '../../src/contract/common';
import * as s from '../../src/db/schema';
import { emptyInstituteData } from '../../src/db/seed';
import { prefixRange } from '../../src/lib/search-text';
import { queryRows } from '../../src/lib/sql';
import { NUMBER_MATCHES_READ } from '../../src/modules/profiles/queries';
import { runRetention } from '../../src/modules/retention';
import { callApi } from '../call';
import { createUser, loginAs } from '../factories';
import { createTestApp, testEngine, type TestApp } from '../helpers';
import { assertAllKept } from '../kept-counts';

const DAY = 86_400_000;
const YEAR = 365 * DAY;

let t: TestApp;
let admin: string;
before(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'administrateur');
});
after(() => t.close());

/** The ids the search answers for the part, of the roles if any. */
async function searched(part: string, roleIds: number[] = []): Promise<number[]> {
  const res = await callApi(t.app, 'GET /profiles-search', { token: admin, query: { profile_number: part, 'role_ids[]': roleIds } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().map((p) => p.id);
}

/** The first 20 profiles whose number contains the part (no pattern: the characters themselves), of the roles if any, in name order. */
async function counted(part: string, roleIds: number[] = []): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT p.id FROM profiles p JOIN users u ON u.id = p.user_id
      WHERE strpos(p.profile_number, ${part}) > 0 ${roleIds.length > 0 ? sql`AND p.role_id IN (${sql.join(roleIds.map((id) => sql`${id}`), sql`, `)})` : sql``}
      ORDER BY u.name, p.id LIMIT 20`,
  );
  return rows.map((r) => r.id);
}

async function assertSearches(parts: string[], when: string): Promise<void> {
  await assertAllKept(t.db, when);
  for (const part of parts) {
    for (const roles of [[], [ROLE.stagiaire], [ROLE['responsable-pedagogique'], ROLE.intervenant]]) {
      assert.deepEqual(await searched(part, roles), await counted(part, roles), `'${part}' of roles [${roles.join(', ')}] ${when}`);
    }
  }
}

/** `count` trainees (users and profiles) in two statements, numbered `${prefix}${i}`, named from a short list (same names). */
async function insertTrainees(prefix: string, count: number, name: (i: number) => string): Promise<number[]> {
  const values = Array.from({ length: count }, (_, i) => ({
    name: name(i),
    email: `bulk.${prefix}.${i}.${process.pid}@test.irt.fr`.toLowerCase(),
    password_hash: 'x',
    role_id: ROLE.stagiaire,
  }));
  const accounts = await t.db.insert(s.users).values(values).returning({ id: s.users.id });
  const created = await t.db
    .insert(s.profiles)
    .values(accounts.map((a, i) => ({ user_id: a.id, role_id: ROLE.stagiaire, profile_number: `${prefix}${String(i).padStart(3, '0')}` })))
    .returning({ id: s.profiles.id });
  return created.map((p) => p.id);
}

describe(`profile search by number on ${testEngine}`, () => {
  const PARTS = ['2041-', '2041-0007', '41-00', '0007', '77', '_5%', '1_5', 'x%y', '2042-1', '2042-10', 'Zé', '9999-'];

  test('a part of a number: the profiles containing it in name order, as LIKE finds them, for every place of the part', async () => {
    // Same names (ties by profile), names with accents and case, three roles; a number with % and _.
    const people: [string, 'stagiaire' | 'intervenant' | 'responsable-pedagogique', string][] = [
      ['Zoé Martin', 'stagiaire', '2041-00071'],
      ['zoe martin', 'stagiaire', '2041-00072'],
      ['Zoé Martin', 'stagiaire', '2041-00073'],
      ['Élodie Abel', 'intervenant', '2041-00074'],
      ['Bruno Chevalier', 'responsable-pedagogique', '2041-00075'],
      ['Anne Durand', 'stagiaire', '2041_5%00'],
      ['Anne Durand', 'stagiaire', '2041-15x'],
      ['Camille Roux', 'stagiaire', 'x%y2041'],
      ['Denis Zé', 'stagiaire', 'AZé-77'],
    ];
    for (const [name, role, profile_number] of people) await createUser(t.db, { role, name, withProfile: { profile_number } });
    await assertSearches(PARTS, 'after inserts one by one');
  });

  test('a part found in more profiles than the suffixes are read for: the same answer, by its pattern', async () => {
    // 130 trainees in one statement, 2042-1000 to 2042-1129: '2042-1' is in every one of them.
    const ids = await insertTrainees('2042-1', 130, (i) => `${['Paul', 'Anaïs', 'Éric'][i % 3]} Lemoine ${i % 7}`);
    assert.ok(ids.length > NUMBER_MATCHES_READ);
    const found = await searched('2042-1');
    assert.equal(found.length, 20);
    await assertSearches(PARTS, 'after several profiles inserted in one statement');
  });

  test('numbers changed, deleted, anonymised, emptied: the kept suffixes are the numbers\', and the searches answer them', async () => {
    const a = await createUser(t.db, { role: 'stagiaire', name: 'Hélène Faure', withProfile: { profile_number: '2043-00001' } });
    const b = await createUser(t.db, { role: 'stagiaire', name: 'Hugo Faure', withProfile: { profile_number: '2043-00002' } });
    const c = await createUser(t.db, { role: 'stagiaire', name: 'Inès Faure', withProfile: { profile_number: '2043-00003' } });
    const parts = ['2043-', '00001', '00002', '0001', '3-0000', '2043-0000', '2043-9'];
    await assertSearches(parts, 'after inserts');

    // A number changed; two numbers changed in one statement; an update leaving the number alone.
    await t.db.update(s.profiles).set({ profile_number: '2043-90001' }).where(eq(s.profiles.id, a.profileId!));
    await t.db.execute(sql`UPDATE profiles SET profile_number = CASE id WHEN ${b.profileId} THEN '2043-00013' ELSE '2043-00012' END
      WHERE id IN (${b.profileId}, ${c.profileId})`);
    await t.db.update(s.profiles).set({ phone: '06 00 00 00 00' }).where(eq(s.profiles.id, b.profileId!));
    await assertSearches(parts, 'after numbers changed');
    assert.deepEqual(await searched('2043-00012'), [c.profileId]);
    assert.deepEqual(await searched('00002'), []);

    // A number changed in a transaction that rolls back.
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.update(s.profiles).set({ profile_number: '2043-55555' }).where(eq(s.profiles.id, b.profileId!));
        throw new Error('rolled back');
      }),
    );
    await assertSearches([...parts, '55555'], 'after a rollback');

    // A profile deleted; an account deleted with its profile (cascade).
    await t.db.delete(s.profiles).where(eq(s.profiles.id, a.profileId!));
    await t.db.delete(s.users).where(eq(s.users.id, b.id));
    await assertSearches(parts, 'after deletes');
    assert.deepEqual(await searched('2043-00013'), []);

    // An account closed three years ago is anonymised: its profile, and its number, stay.
    const closed = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: c.profileId! }, token: admin });
    assert.equal(closed.statusCode, 200, closed.body);
    const result = await runRetention(t.db, new Date(Date.now() + 3 * YEAR + 2 * DAY));
    assert.ok(result.closed.includes(c.id), JSON.stringify(result));
    await assertSearches(parts, 'after an anonymisation');
    assert.deepEqual(await searched('2043-00012'), [c.profileId]);

    // The institute emptied: no suffix left.
    await emptyInstituteData(t.db);
    const [left] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM profile_number_suffixes`);
    assert.equal(left.n, 0);
    admin = await loginAs(t.app, 'administrateur');
    await assertSearches(parts, 'after an emptying');
  });
});

describe('prefixRange', () => {
  test('the texts starting with a prefix, in code point order', () => {
    assert.deepEqual(prefixRange('2019-0001'), { from: '2019-0001', to: '2019-0002' });
    assert.deepEqual(prefixRange('20-'), { from: '20-', to: '20.' });
    assert.deepEqual(prefixRange('a\u{d7ff}'), { from: 'a\u{d7ff}', to: 'a\u{e000}' });
    assert.deepEqual(prefixRange('a\u{1f600}'), { from: 'a\u{1f600}', to: 'a\u{1f601}' });
    assert.deepEqual(prefixRange('ab\u{10ffff}'), { from: 'ab\u{10ffff}', to: 'ac' });
    assert.equal(prefixRange('\u{10ffff}'), null);
    assert.equal(prefixRange(''), null);
  });
});
