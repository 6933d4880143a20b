/**
 * The profile search by name (GET /api/profiles-search?name=…), read from the suffixes of the names' words
 * the database keeps (migration 0046, `profile_name_suffixes`): it answers what the LIKE '%word%' search of
 * the folded names answers — the first 20 profiles whose name contains every word typed, in name order (the
 * same names by profile), of the roles asked, with a part of a number if any — for random names (accents,
 * capitals, ø œ æ, apostrophes, hyphens, digits, % _ and \) and random words (parts of the names, in any
 * case, several words, words found nowhere); for a word starting more suffixes than are read (the walk of
 * the names) and several words found in more rows than are read; and after inserts (one by one, several in
 * one statement), names changed (two in one statement), roles and accounts changed, a rollback, deletes (a
 * profile, an account with its profile), an anonymisation and an emptying, the kept suffixes are those of
 * the names (../kept-counts.ts, with every other kept value).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { ROLE } from '../../src/contract/common';
import * as s from '../../src/db/schema';
import { emptyInstituteData } from '../../src/db/seed';
import { foldText, wordPatterns } from '../../src/lib/search-text';
import { queryRows } from '../../src/lib/sql';
import { NAME_MATCHES_READ, NAME_SUFFIXES_READ } from '../../src/modules/profiles/queries';
import { runRetention } from '../../src/modules/retention';
import { callApi } from '../call';
import { createUser, loginAs } from '../factories';
import { createTestApp, testEngine, type TestApp } from '../helpers';
import { assertAllKept } from '../kept-counts';

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const ROLE_SETS = [[], [ROLE.stagiaire], [ROLE['responsable-pedagogique'], ROLE.intervenant]];

let t: TestApp;
let admin: string;
before(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'administrateur');
});
after(() => t.close());

interface Search {
  name: string;
  number?: string;
  roles?: number[];
}

/** The ids the search answers. */
async function searched({ name, number, roles = [] }: Search): Promise<number[]> {
  const query = { name, 'role_ids[]': roles, ...(number === undefined ? {} : { profile_number: number }) };
  const res = await callApi(t.app, 'GET /profiles-search', { token: admin, query });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().map((p) => p.id);
}

/** The first 20 profiles as the LIKE search of the folded names found them (every word's pattern), in name order. */
async function liked({ name, number, roles = [] }: Search): Promise<number[]> {
  const patterns = sql.join(wordPatterns(name).map((pattern) => sql`${pattern}`), sql`, `);
  const conditions = [sql`u.search_name LIKE ALL (ARRAY[${patterns}]::text[])`];
  if (number !== undefined) conditions.push(sql`p.profile_number LIKE ${`%${number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (roles.length > 0) conditions.push(sql`p.role_id IN (${sql.join(roles.map((id) => sql`${id}`), sql`, `)})`);
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT p.id FROM profiles p JOIN users u ON u.id = p.user_id WHERE ${sql.join(conditions, sql` AND `)} ORDER BY u.name, p.id LIMIT 20`,
  );
  return rows.map((r) => r.id);
}

async function assertSearches(searches: Search[], when: string): Promise<void> {
  await assertAllKept(t.db, when);
  for (const search of searches) {
    const bases = search.roles ? [search] : ROLE_SETS.map((roles) => ({ ...search, roles }));
    for (const one of bases) {
      assert.deepEqual(await searched(one), await liked(one), `${JSON.stringify(one)} ${when}`);
    }
  }
}

/** A small deterministic random generator (mulberry32). */
function randomOf(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'Zoé', 'zoe', 'Élodie', 'Martin', 'Martine', 'MARTÍNEZ', 'Saint-Martin', "D'Artagnan", 'o’Neil', 'Le', 'Roux', 'Ærø',
  'Œuvre', 'Ça', 'a_b', '50%', 'x\\y', 'Jean-Marc', 'Anaïs', 'Lefèvre', 'Lefebvre', 'Nguyễn', 'Müller', 'Ørsted', 'Ana',
  'Léa', 'Éric', '2041', 'Ab', 'b',
];
const SYLLABLES = ['ma', 'ar', 'tin', 'lé', 'é', 'ro', 'ux', 'an', 'na', 'ïs', 'de', 'ne', 'e', 'z', 'œ', 'ø'];

function randomName(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const count = 1 + Math.floor(random() * 3);
  const words = Array.from({ length: count }, () => {
    if (random() < 0.6) return pick(WORDS);
    const syllables = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join('');
    return random() < 0.3 ? syllables.toUpperCase() : syllables;
  });
  return words.join(pick([' ', ' ', '  ', '-', "'", ' - ']));
}

/** Words to search: parts of the names (as typed: in any case, accents or not), words found nowhere, several words. */
function randomSearches(random: () => number, names: string[], count: number): Search[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const part = () => {
    const name = pick(names);
    const typed = random() < 0.5 ? name : random() < 0.5 ? foldText(name).toUpperCase() : foldText(name);
    const start = Math.floor(random() * typed.length);
    return typed.slice(start, start + 1 + Math.floor(random() * 6)).trim() || 'a';
  };
  return Array.from({ length: count }, () => {
    const r = random();
    if (r < 0.55) return { name: part() };
    if (r < 0.75) return { name: `${part()} ${part()}` };
    if (r < 0.85) return { name: `${part()} ${part()} ${part()}` };
    if (r < 0.92) return { name: part(), number: pick(['2044-', '1', '2044-0001']) };
    return { name: pick(['qqq', 'zz', '%', '_', '\\', 'é%', "'", 'ma tin', 'Œ', 'æ', 'Ø', 'x\\y', 'a_b', '50%']) };
  });
}

/** `names.length` profiles (users and profiles in two statements), of the roles given in turn, numbered `${prefix}${i}`. */
async function insertProfiles(prefix: string, names: string[], roles: number[] = [ROLE.stagiaire]): Promise<{ userIds: number[]; profileIds: number[] }> {
  const accounts = await t.db
    .insert(s.users)
    .values(names.map((name, i) => ({ name, email: `names.${prefix}.${i}.${process.pid}@test.irt.fr`.toLowerCase(), password_hash: 'x', role_id: roles[i % roles.length] })))
    .returning({ id: s.users.id });
  const created = await t.db
    .insert(s.profiles)
    .values(accounts.map((a, i) => ({ user_id: a.id, role_id: roles[i % roles.length], profile_number: `${prefix}${String(i).padStart(4, '0')}` })))
    .returning({ id: s.profiles.id });
  return { userIds: accounts.map((a) => a.id), profileIds: created.map((p) => p.id) };
}

describe(`profile search by name on ${testEngine}`, () => {
  const random = randomOf(46);
  const names: string[] = [];

  test('random names and words: the same answer as the LIKE search of the folded names', async () => {
    // One by one, then several in one statement; ties of names (the same name drawn again).
    for (let i = 0; i < 6; i++) {
      const name = randomName(random);
      names.push(name);
      await createUser(t.db, { role: i % 2 === 0 ? 'stagiaire' : 'intervenant', name, withProfile: { profile_number: `2044-${String(i).padStart(5, '0')}` } });
    }
    const bulk = Array.from({ length: 90 }, () => randomName(random));
    names.push(...bulk);
    await insertProfiles('2044-1', bulk, [ROLE.stagiaire, ROLE.stagiaire, ROLE.intervenant, ROLE['responsable-pedagogique']]);
    await assertSearches(randomSearches(random, names, 150), 'after inserts');
  });

  test('a word in more suffixes, several words in more rows than are read: the same answer, by the walk of the names', async () => {
    // 130 names with 'lemoine' and a word of their own: 'e' starts many suffixes, 'lemoine paul' is in 130 rows.
    const many = Array.from({ length: 130 }, (_, i) => `${['Paul', 'Anaïs', 'Éric'][i % 3]} Lemoine ${['ab', 'cd', 'ef', 'gh', 'ij', 'kl', 'mn', 'op', 'qr', 'st', 'uv', 'wx', 'yz', 'ba', 'dc', 'fe', 'hg', 'ji'][i % 18]}${i}`);
    names.push(...many);
    await insertProfiles('2044-2', many);
    const [keys] = await queryRows<{ n: number }>(t.db, sql`SELECT count(DISTINCT suffix)::int AS n FROM profile_name_suffixes WHERE suffix LIKE 'e%'`);
    assert.ok(keys.n > NAME_SUFFIXES_READ, `${keys.n} suffixes start with 'e'`);
    const [rows] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM profile_name_suffixes WHERE suffix LIKE 'lemoine%'`);
    assert.ok(rows.n > NAME_MATCHES_READ, `${rows.n} rows for 'lemoine'`);
    assert.equal((await searched({ name: 'LEMOINE' })).length, 20);
    await assertSearches(
      [{ name: 'e' }, { name: 'lemoine' }, { name: 'Lemoine paul' }, { name: 'moine 1' }, { name: 'lemoine', number: '2044-2' }, { name: 'ab1' }, { name: 'n', number: '2044-20' }, ...randomSearches(random, names, 60)],
      'after a word inserted in many names',
    );
  });

  test('names, roles and accounts changed, deleted, anonymised, emptied: the kept suffixes are the names\', and the searches answer them', async () => {
    const a = await createUser(t.db, { role: 'stagiaire', name: 'Hélène Faure-Dubois', withProfile: { profile_number: '2045-00001' } });
    const b = await createUser(t.db, { role: 'stagiaire', name: "Hugo d'Aubigné", withProfile: { profile_number: '2045-00002' } });
    const c = await createUser(t.db, { role: 'stagiaire', name: 'Inès Faure', withProfile: { profile_number: '2045-00003' } });
    const spare = await createUser(t.db, { role: 'stagiaire', name: 'Compte Sans Profil' });
    const words = ['faure', 'FAURÉ', 'dubois', 'aubigne', "d'aub", 'hélène', 'ines', 'zébulon', 'zebu', 'sans', 'faure hel', 'anonym', 'ubi'];
    const searches = words.map((name) => ({ name }));
    await assertSearches(searches, 'after inserts');

    // A name changed; two names changed in one statement; an update leaving the name alone.
    await t.db.update(s.users).set({ name: 'Zébulon Faure' }).where(eq(s.users.id, a.id));
    await t.db.execute(sql`UPDATE users SET name = CASE id WHEN ${b.id} THEN 'Hugo Dubois' ELSE 'Inès Zébu' END WHERE id IN (${b.id}, ${c.id})`);
    await t.db.update(s.users).set({ is_active: true }).where(eq(s.users.id, b.id));
    await assertSearches(searches, 'after names changed');
    assert.deepEqual(await searched({ name: 'zebulon' }), [a.profileId]);
    assert.deepEqual(await searched({ name: 'aubigne' }), []);

    // A role changed; a profile moved to another account.
    await t.db.update(s.profiles).set({ role_id: ROLE.intervenant }).where(eq(s.profiles.id, a.profileId!));
    await t.db.update(s.profiles).set({ user_id: spare.id }).where(eq(s.profiles.id, c.profileId!));
    await assertSearches(searches, 'after a role and an account changed');
    assert.deepEqual(await searched({ name: 'zebulon', roles: [ROLE.stagiaire] }), []);
    assert.deepEqual(await searched({ name: 'sans profil' }), [c.profileId]);

    // A name changed in a transaction that rolls back.
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.update(s.users).set({ name: 'Annulé Rollback' }).where(eq(s.users.id, b.id));
        throw new Error('rolled back');
      }),
    );
    await assertSearches([...searches, { name: 'rollback' }], 'after a rollback');

    // A profile deleted; an account deleted with its profile (cascade).
    await t.db.delete(s.profiles).where(eq(s.profiles.id, a.profileId!));
    await t.db.delete(s.users).where(eq(s.users.id, b.id));
    await assertSearches(searches, 'after deletes');
    assert.deepEqual(await searched({ name: 'zebulon' }), []);

    // An account closed three years ago is anonymised: its profile stays, under the anonymised name.
    const closed = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: c.profileId! }, token: admin });
    assert.equal(closed.statusCode, 200, closed.body);
    const result = await runRetention(t.db, new Date(Date.now() + 3 * YEAR + 2 * DAY));
    assert.ok(result.closed.includes(spare.id), JSON.stringify(result));
    await assertSearches(searches, 'after an anonymisation');
    assert.deepEqual(await searched({ name: 'sans' }), []);

    // The institute emptied: no suffix left.
    await emptyInstituteData(t.db);
    const [left] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM profile_name_suffixes`);
    assert.equal(left.n, 0);
    admin = await loginAs(t.app, 'administrateur');
    await assertSearches(searches, 'after an emptying');
  });
});
