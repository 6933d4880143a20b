/**
 * SQL of the profile search of the top bar, in name order, at most PROFILE_SEARCH_LIMIT profiles.
 *
 * - By part of a profile number only: the profiles whose number contains it are read from the suffixes
 *   of the numbers the database keeps (`profile_number_suffixes`, migration 0045: the suffixes starting
 *   with the part, one range of its key), then sorted by name; a few pages whatever the number of
 *   profiles. A part found more than NUMBER_MATCHES_READ times (a year, '20') is searched as before by
 *   its LIKE pattern, sent unnamed: the names are read in order until 20 match.
 * - By one word of a name only: read from the suffixes of the names' words the database keeps
 *   (`profile_name_suffixes`, migration 0046), in which the rows of one suffix and role are in the
 *   search's order: the suffixes starting with the word are found one index probe each (at most
 *   NAME_SUFFIXES_READ), and the first 20 profiles are among the first 20 rows of each suffix and role;
 *   a few pages whatever the number of profiles.
 * - By several words, or a word and a number: the profiles of the longest word's suffixes, when it is in
 *   NAME_MATCHES_READ rows at most, sorted by name with every criterion checked.
 * - Otherwise (a word starting more suffixes than that, such as 'a' or '1'; more rows for several words):
 *   as before, sent unnamed, planned for the words typed (lib/prepared.ts `unnamedStatements`). A frequent
 *   word is best found by reading names in order until 20 match (the names' index holds the folded name,
 *   so the names passed over are read from the index alone); a rare one through the trigram index of the
 *   folded names.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileNameSuffixes, profileNumberSuffixes, profiles, roles, users } from '../../db/schema';
import { preparedStatement, preparedStatements, UNNAMED, unnamedStatements, variantsOf } from '../../lib/prepared';
import { escapeLike, matchesAllPatterns, matchesEveryWord, prefixRange, wordValues } from '../../lib/search-text';
import { literal } from '../../lib/sql';

/** Results of a profile search: enough for a dialog, small enough to answer fast. */
export const PROFILE_SEARCH_LIMIT = 20;

export interface ProfileSearch {
  /** LIKE patterns of the name's words, or null without a name criterion (an empty list matches all). */
  namePatterns: string[] | null;
  /** The part of a profile number typed (trimmed), or null. */
  number: string | null;
  /** Roles to keep (empty: every role). */
  roleIds: number[];
}

/** What each result carries, from `profiles` joined to its user and role. */
const RESULT_COLUMNS = {
  id: profiles.id,
  profile_number: profiles.profile_number,
  phone: profiles.phone,
  url: profiles.url,
  is_active: profiles.is_active,
  profile_picture: profiles.profile_picture,
  user_id: users.id,
  user_name: users.name,
  email: users.email,
  role_id: roles.id,
  role_name: roles.name,
  role_slug: roles.slug,
};

/** The first profiles meeting every condition, in name order (a search's answer). */
function firstProfilesWhere(db: Db, conditions: SQL[]) {
  return db
    .select(RESULT_COLUMNS)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .innerJoin(roles, eq(roles.id, profiles.role_id))
    .where(sql.join(conditions, sql` AND `))
    .orderBy(asc(users.name), asc(profiles.id))
    .limit(PROFILE_SEARCH_LIMIT);
}

/* ---------- By number ---------- */

/**
 * Matches of a part of a number read from the suffixes at most: sorting that many profiles by name costs
 * less than walking the names; a part found more often is frequent enough for the walk.
 */
export const NUMBER_MATCHES_READ = 100;

/**
 * The statement reading the profiles of a kept table's suffixes starting with a text (`from` ≤ suffix <
 * `to`), `most` + 1 rows at most: one more than the caller uses tells it the text is too frequent.
 */
function suffixMatches(name: string, table: typeof profileNumberSuffixes | typeof profileNameSuffixes, most: number) {
  return preparedStatement(name, (db, statement) =>
    db
      .select({ profile_id: table.profile_id })
      .from(table)
      .where(sql`${table.suffix} >= ${sql.placeholder('from')} AND ${table.suffix} < ${sql.placeholder('to')}`)
      // In the key's order, so that the read stops at the limit (a bitmap scan would read the whole range).
      .orderBy(asc(table.suffix))
      .limit(most + 1)
      .prepare(statement),
  );
}

/** The profiles of the suffixes starting with the part of a number. */
const selectNumberMatches = suffixMatches('profile_number_matches', profileNumberSuffixes, NUMBER_MATCHES_READ);

const NUMBER_VARIANTS = variantsOf(['ids', 'ids_roles'] as const);

/** The first profiles of the given ids, of the roles if any, in name order. */
const selectByIds = preparedStatements('profile_search_ids', NUMBER_VARIANTS, (db, variant, name) => {
  const conditions = [sql`${profiles.id} = ANY(${sql.placeholder('ids')}::int[])`];
  if (variant === 'ids_roles') conditions.push(sql`${profiles.role_id} = ANY(${sql.placeholder('roleIds')}::int[])`);
  return firstProfilesWhere(db, conditions).prepare(name);
});

/** A frequent part: its LIKE pattern, sent unnamed (planned for the part: the names read in order until 20 match). */
const selectByNumberPattern = unnamedStatements(
  (withRoles: boolean) => String(withRoles),
  (db, withRoles: boolean) => {
    const conditions = [sql`${profiles.profile_number} LIKE ${sql.placeholder('numberPattern')}`];
    if (withRoles) conditions.push(sql`${profiles.role_id} = ANY(${sql.placeholder('roleIds')}::int[])`);
    return firstProfilesWhere(db, conditions).prepare(UNNAMED);
  },
);

async function searchByNumber(db: Db, number: string, roleIds: number[]) {
  const range = prefixRange(number);
  if (range) {
    const matches = await selectNumberMatches(db).execute(range);
    if (matches.length <= NUMBER_MATCHES_READ) {
      if (matches.length === 0) return [];
      const ids = [...new Set(matches.map((m) => m.profile_id))];
      return selectByIds(db, roleIds.length > 0 ? 'ids_roles' : 'ids').execute({ ids, roleIds });
    }
  }
  return selectByNumberPattern(db, roleIds.length > 0).execute({ numberPattern: likePattern(number), roleIds });
}

/** `%part%`, the part's own % and _ escaped. */
function likePattern(part: string): string {
  return `%${escapeLike(part)}%`;
}

/* ---------- By name ---------- */

/** The criteria of a name search besides its words: a number pattern, roles. */
interface NameSearchShape {
  wordCount: number;
  withNumber: boolean;
  withRoles: boolean;
}

const nameSearchKey = ({ wordCount, withNumber, withRoles }: NameSearchShape) => `${wordCount}_${withNumber}_${withRoles}`;

/** One statement per shape, sent unnamed: planned for the words typed. */
const selectByName = unnamedStatements(nameSearchKey, (db, shape: NameSearchShape) => {
  const conditions = [matchesEveryWord(users.search_name, shape.wordCount)];
  if (shape.withNumber) conditions.push(sql`${profiles.profile_number} LIKE ${sql.placeholder('numberPattern')}`);
  if (shape.withRoles) conditions.push(sql`${profiles.role_id} = ANY(${sql.placeholder('roleIds')}::int[])`);
  // The 20 profiles first, their users read from the names' index alone (name, id, folded name); then,
  // for these only, the user's email and the role.
  const found = db
    .select({
      id: profiles.id,
      profile_number: profiles.profile_number,
      phone: profiles.phone,
      url: profiles.url,
      is_active: profiles.is_active,
      profile_picture: profiles.profile_picture,
      role_id: profiles.role_id,
      // Aliased: the subquery's columns are named by these keys.
      user_id: sql<number>`${users.id}`.as('user_id'),
      user_name: sql<string>`${users.name}`.as('user_name'),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(sql.join(conditions, sql` AND `))
    .orderBy(asc(users.name), asc(profiles.id))
    .limit(PROFILE_SEARCH_LIMIT)
    .as('found');
  return db
    .select({
      id: found.id,
      profile_number: found.profile_number,
      phone: found.phone,
      url: found.url,
      is_active: found.is_active,
      profile_picture: found.profile_picture,
      user_id: found.user_id,
      user_name: found.user_name,
      email: sql<string>`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${found.user_id})`,
      role_id: roles.id,
      role_name: roles.name,
      role_slug: roles.slug,
    })
    .from(found)
    .innerJoin(roles, eq(roles.id, found.role_id))
    .orderBy(asc(found.user_name), asc(found.id))
    .prepare(UNNAMED);
});

/* ---------- By name, from the kept suffixes ---------- */

/**
 * Suffixes starting with a single word read at most: the first 20 rows of each suffix and role are read,
 * so a word starting more suffixes (a letter, a digit) is searched by walking the names, where its matches
 * are frequent.
 */
export const NAME_SUFFIXES_READ = 16;

/** Rows of the longest word's suffixes read at most when several words (or a number) are typed. */
export const NAME_MATCHES_READ = 100;

/**
 * The distinct suffixes starting with the word (`from` ≤ suffix < `to`), NAME_SUFFIXES_READ + 1 at most:
 * each found from the previous one by one probe of the key (a skip scan), not by reading the rows between.
 */
const selectNameSuffixKeys = preparedStatement('profile_name_suffix_keys', (db, name) =>
  db
    .select({ suffix: sql<string>`k.suffix` })
    .from(
      sql`(WITH RECURSIVE k(suffix) AS (
        (SELECT ${profileNameSuffixes.suffix} FROM ${profileNameSuffixes}
          WHERE ${profileNameSuffixes.suffix} >= ${sql.placeholder('from')} AND ${profileNameSuffixes.suffix} < ${sql.placeholder('to')}
          ORDER BY ${profileNameSuffixes.suffix} LIMIT 1)
        UNION ALL
        SELECT (SELECT s.suffix FROM ${profileNameSuffixes} s WHERE s.suffix > k.suffix AND s.suffix < ${sql.placeholder('to')} ORDER BY s.suffix LIMIT 1)
        FROM k WHERE k.suffix IS NOT NULL
      ) SELECT k.suffix FROM k WHERE k.suffix IS NOT NULL LIMIT ${literal(NAME_SUFFIXES_READ + 1)}) AS k`,
    )
    .prepare(name),
);

const ROLES_VARIANTS = variantsOf(['all', 'roles'] as const);

/**
 * The first profiles of the suffixes given, of the roles asked (or of every role): the first 20 rows of
 * each suffix and role, in their key's order (name, profile), hold the first 20 profiles of them all.
 */
const selectBySuffixes = preparedStatements('profile_search_name_suffixes', ROLES_VARIANTS, (db, variant, name) => {
  const roleIds = variant === 'roles' ? sql`unnest(${sql.placeholder('roleIds')}::int[])` : sql`(SELECT ${roles.id} FROM ${roles})`;
  const first = sql`SELECT f.profile_id FROM (
      SELECT DISTINCT s.profile_id, s.name
      FROM unnest(${sql.placeholder('suffixes')}::text[]) AS k(suffix) CROSS JOIN ${roleIds} AS r(id)
      CROSS JOIN LATERAL (
        SELECT ${profileNameSuffixes.profile_id} AS profile_id, ${profileNameSuffixes.name} AS name FROM ${profileNameSuffixes}
        WHERE ${profileNameSuffixes.suffix} = k.suffix AND ${profileNameSuffixes.role_id} = r.id
        ORDER BY ${profileNameSuffixes.name}, ${profileNameSuffixes.profile_id} LIMIT ${literal(PROFILE_SEARCH_LIMIT)}
      ) AS s
      ORDER BY s.name, s.profile_id LIMIT ${literal(PROFILE_SEARCH_LIMIT)}
    ) AS f`;
  return firstProfilesWhere(db, [sql`${profiles.id} IN (${first})`]).prepare(name);
});

/** The profiles of the suffixes starting with a word. */
const selectNameMatches = suffixMatches('profile_name_matches', profileNameSuffixes, NAME_MATCHES_READ);

const NAME_IDS_VARIANTS = variantsOf(['ids', 'ids_number', 'ids_roles', 'ids_number_roles'] as const);

/** The first profiles of the given ids matching every word (and the number, the roles if any), in name order. */
const selectByNameIds = preparedStatements('profile_search_name_ids', NAME_IDS_VARIANTS, (db, variant, name) => {
  const conditions = [sql`${profiles.id} = ANY(${sql.placeholder('ids')}::int[])`, matchesAllPatterns(sql`${users.search_name}`, sql.placeholder('patterns'))];
  if (variant.includes('number')) conditions.push(sql`${profiles.profile_number} LIKE ${sql.placeholder('numberPattern')}`);
  if (variant.includes('roles')) conditions.push(sql`${profiles.role_id} = ANY(${sql.placeholder('roleIds')}::int[])`);
  return firstProfilesWhere(db, conditions).prepare(name);
});

/** The word a LIKE pattern of `wordPatterns` stands for: `%…%` without its escapes. */
function patternWord(pattern: string): string {
  return pattern.slice(1, -1).replace(/\\(.)/gu, '$1');
}

/**
 * The search by name from the kept suffixes, or null when it would read more than its bounds (the walk
 * of the names answers then). Same answer as the LIKE search: a word typed holds no space, apostrophe nor
 * hyphen, so where it is in a folded name it is within one of the words the suffixes are cut from.
 */
async function searchByNameSuffixes(db: Db, search: ProfileSearch & { namePatterns: string[] }) {
  const words = search.namePatterns.map(patternWord);
  // The longest word: the likeliest to be found in few names.
  const longest = words.reduce((a, b) => (Array.from(b).length > Array.from(a).length ? b : a));
  const range = prefixRange(longest);
  if (!range) return null;
  const withRoles = search.roleIds.length > 0;
  if (words.length === 1 && search.number === null) {
    const keys = await selectNameSuffixKeys(db).execute(range);
    if (keys.length === 0) return [];
    if (keys.length <= NAME_SUFFIXES_READ) {
      return selectBySuffixes(db, withRoles ? 'roles' : 'all').execute({ suffixes: keys.map((k) => k.suffix), roleIds: search.roleIds });
    }
  }
  const matches = await selectNameMatches(db).execute(range);
  if (matches.length > NAME_MATCHES_READ) return null;
  if (matches.length === 0) return [];
  const variant = `ids${search.number !== null ? '_number' : ''}${withRoles ? '_roles' : ''}` as const;
  return selectByNameIds(db, variant).execute({
    ids: [...new Set(matches.map((m) => m.profile_id))],
    patterns: search.namePatterns,
    numberPattern: search.number !== null ? likePattern(search.number) : '',
    roleIds: search.roleIds,
  });
}

/** The first PROFILE_SEARCH_LIMIT profiles matching every criterion given (no name nor number: no result). */
export async function searchProfiles(db: Db, search: ProfileSearch) {
  const { namePatterns } = search;
  if (namePatterns) {
    if (namePatterns.length > 0) {
      const found = await searchByNameSuffixes(db, { ...search, namePatterns });
      if (found) return found;
    }
    const values = { numberPattern: search.number ? likePattern(search.number) : '', roleIds: search.roleIds };
    const shape = { wordCount: namePatterns.length, withNumber: search.number !== null, withRoles: search.roleIds.length > 0 };
    return selectByName(db, shape).execute({ ...values, ...wordValues(namePatterns) });
  }
  if (!search.number) return [];
  return searchByNumber(db, search.number, search.roleIds);
}
