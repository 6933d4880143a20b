/** SQL of the profile search of the top bar, prepared once per combination of criteria. */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, roles, users } from '../../db/schema';
import { preparedStatements, variantsOf } from '../../lib/prepared';
import { matchesAllPatterns } from '../../lib/search-text';

/** Results of a profile search: enough for a dialog, small enough to answer fast. */
export const PROFILE_SEARCH_LIMIT = 20;

/** Which criteria a search uses: the name's words, part of the profile number, the roles. */
const SEARCH_VARIANTS = variantsOf([
  'name',
  'number',
  'name_number',
  'name_roles',
  'number_roles',
  'name_number_roles',
] as const);
type ProfileSearchVariant = typeof SEARCH_VARIANTS extends ReadonlyMap<infer K, unknown> ? K : never;

function searchWhere(variant: ProfileSearchVariant): SQL {
  const conditions: SQL[] = [];
  if (variant.includes('number')) conditions.push(sql`${profiles.profile_number} LIKE ${sql.placeholder('numberPattern')}`);
  if (variant.startsWith('name')) conditions.push(matchesAllPatterns(sql`${users.search_name}`, sql.placeholder('namePatterns')));
  if (variant.endsWith('roles')) conditions.push(sql`${profiles.role_id} = ANY(${sql.placeholder('roleIds')}::int[])`);
  return sql.join(conditions, sql` AND `);
}

const selectProfiles = preparedStatements('profile_search', SEARCH_VARIANTS, (db, variant, name) =>
  db
    .select({
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
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .innerJoin(roles, eq(roles.id, profiles.role_id))
    .where(searchWhere(variant))
    .orderBy(asc(users.name), asc(profiles.id))
    .limit(PROFILE_SEARCH_LIMIT)
    .prepare(name),
);

export interface ProfileSearch {
  /** LIKE patterns of the name's words, or null without a name criterion (an empty list matches all). */
  namePatterns: string[] | null;
  /** LIKE pattern of the profile number, or null. */
  numberPattern: string | null;
  /** Roles to keep (empty: every role). */
  roleIds: number[];
}

/** The first PROFILE_SEARCH_LIMIT profiles matching every criterion given (none given: no result). */
export async function searchProfiles(db: Db, search: ProfileSearch) {
  const parts = [search.namePatterns ? 'name' : '', search.numberPattern ? 'number' : '', search.roleIds.length > 0 ? 'roles' : ''];
  const variant = [...SEARCH_VARIANTS.keys()].find((key) => key === parts.filter(Boolean).join('_'));
  if (!variant) return [];
  return selectProfiles(db, variant).execute({
    namePatterns: search.namePatterns ?? [],
    numberPattern: search.numberPattern ?? '',
    roleIds: search.roleIds,
  });
}
