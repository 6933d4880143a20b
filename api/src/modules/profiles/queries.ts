/**
 * SQL of the profile search of the top bar, in name order, at most PROFILE_SEARCH_LIMIT profiles.
 *
 * - By part of a profile number only: prepared once per role filter. Any number is found through the
 *   trigram index of the numbers, which a generic plan uses as well as one made for the value.
 * - By the words of a name (with or without a number): sent unnamed, planned for the words typed
 *   (lib/prepared.ts `unnamedStatements`). A frequent word is best found by reading names in order
 *   until 20 match (the names' index holds the folded name, so the names passed over are read from the
 *   index alone); a rare one through the trigram index of the folded names.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, roles, users } from '../../db/schema';
import { preparedStatements, UNNAMED, unnamedStatements, variantsOf } from '../../lib/prepared';
import { matchesEveryWord, wordValues } from '../../lib/search-text';

/** Results of a profile search: enough for a dialog, small enough to answer fast. */
export const PROFILE_SEARCH_LIMIT = 20;

export interface ProfileSearch {
  /** LIKE patterns of the name's words, or null without a name criterion (an empty list matches all). */
  namePatterns: string[] | null;
  /** LIKE pattern of the profile number, or null. */
  numberPattern: string | null;
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

/* ---------- By number ---------- */

const NUMBER_VARIANTS = variantsOf(['number', 'number_roles'] as const);

const selectByNumber = preparedStatements('profile_search', NUMBER_VARIANTS, (db, variant, name) => {
  const conditions = [sql`${profiles.profile_number} LIKE ${sql.placeholder('numberPattern')}`];
  if (variant === 'number_roles') conditions.push(sql`${profiles.role_id} = ANY(${sql.placeholder('roleIds')}::int[])`);
  return db
    .select(RESULT_COLUMNS)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .innerJoin(roles, eq(roles.id, profiles.role_id))
    .where(sql.join(conditions, sql` AND `))
    .orderBy(asc(users.name), asc(profiles.id))
    .limit(PROFILE_SEARCH_LIMIT)
    .prepare(name);
});

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
  const values = { numberPattern: search.numberPattern ?? '', roleIds: search.roleIds };
  if (search.namePatterns) {
    const shape = { wordCount: search.namePatterns.length, withNumber: search.numberPattern !== null, withRoles: search.roleIds.length > 0 };
    return selectByName(db, shape).execute({ ...values, ...wordValues(search.namePatterns) });
  }
  if (!search.numberPattern) return [];
  return selectByNumber(db, search.roleIds.length > 0 ? 'number_roles' : 'number').execute(values);
}
