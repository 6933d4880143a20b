/** SQL of the people lists: the trainees (/stagiaires) and the trainers (/formateurs) as staff browse them. */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ROLE } from '../../contract/common';
import type { NamedItem } from '../../contract/common';
import type { Db } from '../../db/client';
import { keptCount } from '../../db/kept-counts';
import { companySizes, employmentStatuses, KEPT_COUNTS, mandates, profileMandates, profileUnions, profiles, roles, unions, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatements, variantsOf } from '../../lib/prepared';
import { matchesAllPatterns } from '../../lib/search-text';
import { literal } from '../../lib/sql';
import { registeredOnTrainingOf } from '../profiles';

/**
 * Every word of the name filter appears in the folded name (the `namePatterns` placeholder). Only the
 * statements of a filtered list hold it: a prepared statement's generic plan cannot tell an empty
 * pattern list from a selective one, so with the condition always there PostgreSQL planned every page
 * as if one row matched (a scan and a sort of the whole table instead of the name index's first rows).
 */
const NAME_VARIANTS = ['all', 'named'] as const;
type NameVariant = (typeof NAME_VARIANTS)[number];
const NAME_FILTER = variantsOf(NAME_VARIANTS);
const nameMatches = (variant: NameVariant) =>
  variant === 'named' ? matchesAllPatterns(sql`${users.search_name}`, sql.placeholder('namePatterns')) : undefined;
const variantOf = (filter: NameFilter): NameVariant => (filter.namePatterns.length > 0 ? 'named' : 'all');

const isTrainee = (variant: NameVariant) => and(eq(profiles.role_id, ROLE.stagiaire), nameMatches(variant))!;
/** The trainees registered on a training whose team holds the `staffProfileId` placeholder's profile. */
const isTraineeOfCaller = (variant: NameVariant) =>
  and(isTrainee(variant), registeredOnTrainingOf(profiles.id, sql`${sql.placeholder('staffProfileId')}`))!;

/** Which trainees a caller lists: every one, or those of the trainings they are in the team of. */
export type TraineeListScope = { kind: 'every' } | { kind: 'ownTrainings'; staffProfileId: number };

/**
 * A profile's current union as `{ id, name }` JSON, or null: its most recent valid membership (latest
 * start date). For the rows of lists, here and in a training's trainees.
 */
export function currentUnionOf(profileId: AnyPgColumn): SQL<NamedItem | null> {
  return sql<NamedItem | null>`(SELECT json_build_object('id', ${unions.id}, 'name', ${unions.name})
    FROM ${profileUnions} JOIN ${unions} ON ${unions.id} = ${profileUnions.union_id}
    WHERE ${profileUnions.profile_id} = ${profileId} AND ${profileUnions.is_valid}
    ORDER BY ${profileUnions.start_date} DESC NULLS LAST, ${profileUnions.id} DESC LIMIT 1)`;
}

const traineeRows = (db: Db, where: SQL) =>
  db
    .select({
      id: profiles.id,
      user_id: users.id,
      name: users.name,
      email: users.email,
      profile_number: profiles.profile_number,
      profile_picture: profiles.profile_picture,
      is_active: profiles.is_active,
      company_name: profiles.company_name,
      company_size_id: companySizes.id,
      company_size_name: companySizes.name,
      union: currentUnionOf(profiles.id),
      mandates: sql<NamedItem[]>`COALESCE((SELECT json_agg(json_build_object('id', pm.id, 'name', m.name) ORDER BY m.name, pm.id)
        FROM ${profileMandates} pm JOIN ${mandates} m ON m.id = pm.mandate_id
        WHERE pm.profile_id = ${profiles.id} AND pm.is_valid AND pm.deleted_at IS NULL), '[]'::json)`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .leftJoin(companySizes, eq(companySizes.id, profiles.company_size_id))
    .where(where)
    .orderBy(asc(users.name), asc(profiles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

const selectTrainees = preparedStatements('trainee_list', NAME_FILTER, (db, variant, name) => traineeRows(db, isTrainee(variant)).prepare(name));
const selectTraineesOfCaller = preparedStatements('trainee_list_own_trainings', NAME_FILTER, (db, variant, name) =>
  traineeRows(db, isTraineeOfCaller(variant)).prepare(name),
);

/**
 * A count of the profiles of the list, joined with the users only to match names: unfiltered, the
 * index of roles answers alone (every profile has its user).
 */
const countProfiles = (db: Db, variant: NameVariant, where: SQL) =>
  variant === 'named'
    ? db.select({ n: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.user_id)).where(where)
    : db.select({ n: count() }).from(profiles).where(where);

const countTraineesStatement = preparedStatements('trainee_list_count', NAME_FILTER, (db, variant, name) =>
  countProfiles(db, variant, isTrainee(variant)).prepare(name),
);
const countTraineesOfCallerStatement = preparedStatements('trainee_list_own_trainings_count', NAME_FILTER, (db, variant, name) =>
  countProfiles(db, variant, isTraineeOfCaller(variant)).prepare(name),
);

/** The number of profiles of these roles, from the counts the database keeps (migration 0031). */
function profilesOfRoles(db: Db, roleIds: number[]): Promise<number> {
  return keptCount(db, KEPT_COUNTS.profilesByRole, roleIds);
}

/** The name filter as LIKE patterns of its words (`wordPatterns`): an empty list keeps everyone. */
export interface NameFilter {
  namePatterns: string[];
}

/** One page of the trainees of the scope whose name holds every word of the filter, by name. */
export function listTrainees(db: Db, scope: TraineeListScope, filter: NameFilter, window: PageWindow) {
  const values = { limit: window.limit, offset: window.offset, namePatterns: filter.namePatterns };
  const variant = variantOf(filter);
  return scope.kind === 'every'
    ? selectTrainees(db, variant).execute(values)
    : selectTraineesOfCaller(db, variant).execute({ ...values, staffProfileId: scope.staffProfileId });
}

export async function countTrainees(db: Db, scope: TraineeListScope, filter: NameFilter): Promise<number> {
  // Every trainee, unfiltered: the count the database keeps (one row, whatever the number of profiles).
  if (scope.kind === 'every' && variantOf(filter) === 'all') return profilesOfRoles(db, [ROLE.stagiaire]);
  const [row] =
    scope.kind === 'every'
      ? await countTraineesStatement(db, variantOf(filter)).execute({ namePatterns: filter.namePatterns })
      : await countTraineesOfCallerStatement(db, variantOf(filter)).execute({ namePatterns: filter.namePatterns, staffProfileId: scope.staffProfileId });
  return row?.n ?? 0;
}

/* ---------- Trainers (/formateurs) ---------- */

const TEACHER_ROLES = [ROLE['responsable-pedagogique'], ROLE.intervenant];
/** The trainers: responsables pédagogiques and intervenants, whose name holds every word of the filter. */
const isTeacher = (variant: NameVariant) => and(inArray(profiles.role_id, TEACHER_ROLES), nameMatches(variant))!;
/**
 * The same role on the account, as written with the profile: the condition of the index of the trainers'
 * accounts by name (`users_trainer_name_idx`, roles 3 and 4 written out), so that a page walks that index
 * and stops at its last row instead of sorting every trainer.
 */
const trainerAccount = sql`${users.role_id} IN (${literal(ROLE['responsable-pedagogique'])}, ${literal(ROLE.intervenant)})`;

const selectTeachers = preparedStatements('teacher_list', NAME_FILTER, (db, variant, name) =>
  db
    .select({
      id: profiles.id,
      user_id: users.id,
      name: users.name,
      email: users.email,
      profile_number: profiles.profile_number,
      profile_picture: profiles.profile_picture,
      is_active: profiles.is_active,
      role_id: roles.id,
      role_name: roles.name,
      role_slug: roles.slug,
      employment_status_id: employmentStatuses.id,
      employment_status_name: employmentStatuses.name,
      title: profiles.title,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .innerJoin(roles, eq(roles.id, profiles.role_id))
    .leftJoin(employmentStatuses, eq(employmentStatuses.id, profiles.employment_status_id))
    .where(and(isTeacher(variant), trainerAccount))
    .orderBy(asc(users.name), asc(profiles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const countTeachersStatement = preparedStatements('teacher_list_count', NAME_FILTER, (db, variant, name) =>
  countProfiles(db, variant, isTeacher(variant)).prepare(name),
);

/** One page of the trainers whose name holds every word of the filter, by name. */
export function listTeachers(db: Db, filter: NameFilter, window: PageWindow) {
  return selectTeachers(db, variantOf(filter)).execute({ limit: window.limit, offset: window.offset, namePatterns: filter.namePatterns });
}

export async function countTeachers(db: Db, filter: NameFilter): Promise<number> {
  if (variantOf(filter) === 'all') return profilesOfRoles(db, TEACHER_ROLES);
  const [row] = await countTeachersStatement(db, variantOf(filter)).execute({ namePatterns: filter.namePatterns });
  return row?.n ?? 0;
}
