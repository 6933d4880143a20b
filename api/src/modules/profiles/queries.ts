/**
 * SQL of the profile search of the top bar, in name order, at most PROFILE_SEARCH_LIMIT profiles.
 *
 * - By part of a profile number only: the profiles whose number contains it are read from the suffixes
 *   of the numbers the database keeps (`profile_number_suffixes`, migration 0045: the suffixes starting
 *   with the part, one range of its key), then sorted by name; a few pages whatever the number of
 *   profiles. A part found more than NUMBER_MATCHES_READ times (a year, '20') is searched as before by
 *   its LIKE pattern, sent unnamed: the names are read in order until 20 match.
 * - By the words of a name (with or without a number): sent unnamed, planned for the words typed
 *   (lib/prepared.ts `unnamedStatements`). A frequent word is best found by reading names in order
 *   until 20 match (the names' index holds the folded name, so the names passed over are read from the
 *   index alone); a rare one through the trigram index of the folded names.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileNumberSuffixes, profiles, roles, users } from '../../db/schema';
import { preparedStatement, preparedStatements, UNNAMED, unnamedStatements, variantsOf } from '../../lib/prepared';
import { escapeLike, matchesEveryWord, prefixRange, wordValues } from '../../lib/search-text';

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

/** The profiles of the suffixes starting with the part (`from` ≤ suffix < `to`), NUMBER_MATCHES_READ + 1 rows at most. */
const selectNumberMatches = preparedStatement('profile_number_matches', (db, name) =>
  db
    .select({ profile_id: profileNumberSuffixes.profile_id })
    .from(profileNumberSuffixes)
    .where(sql`${profileNumberSuffixes.suffix} >= ${sql.placeholder('from')} AND ${profileNumberSuffixes.suffix} < ${sql.placeholder('to')}`)
    // In the key's order, so that the read stops at the limit (a bitmap scan would read the whole range).
    .orderBy(asc(profileNumberSuffixes.suffix))
    .limit(NUMBER_MATCHES_READ + 1)
    .prepare(name),
);

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

/** The first PROFILE_SEARCH_LIMIT profiles matching every criterion given (no name nor number: no result). */
export async function searchProfiles(db: Db, search: ProfileSearch) {
  if (search.namePatterns) {
    const values = { numberPattern: search.number ? likePattern(search.number) : '', roleIds: search.roleIds };
    const shape = { wordCount: search.namePatterns.length, withNumber: search.number !== null, withRoles: search.roleIds.length > 0 };
    return selectByName(db, shape).execute({ ...values, ...wordValues(search.namePatterns) });
  }
  if (!search.number) return [];
  return searchByNumber(db, search.number, search.roleIds);
}
