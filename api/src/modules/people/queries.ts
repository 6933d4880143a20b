/** SQL of the people lists: the trainees as staff browse them (/stagiaires). */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ROLE } from '../../contract/common';
import type { NamedItem } from '../../contract/common';
import type { Db } from '../../db/client';
import { companySizes, mandates, profileMandates, profileUnions, profiles, unions, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatement } from '../../lib/prepared';
import { registeredOnTrainingOf } from '../profiles';

const isTrainee = eq(profiles.role_id, ROLE.stagiaire);
/** The trainees registered on a training whose team holds the `staffProfileId` placeholder's profile. */
const isTraineeOfCaller = and(isTrainee, registeredOnTrainingOf(profiles.id, sql`${sql.placeholder('staffProfileId')}`))!;

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

const selectTrainees = preparedStatement('trainee_list', (db, name) => traineeRows(db, isTrainee).prepare(name));
const selectTraineesOfCaller = preparedStatement('trainee_list_own_trainings', (db, name) => traineeRows(db, isTraineeOfCaller).prepare(name));

const countTraineesStatement = preparedStatement('trainee_list_count', (db, name) =>
  db.select({ n: count() }).from(profiles).where(isTrainee).prepare(name),
);
const countTraineesOfCallerStatement = preparedStatement('trainee_list_own_trainings_count', (db, name) =>
  db.select({ n: count() }).from(profiles).where(isTraineeOfCaller).prepare(name),
);

/** One page of the trainees of the scope, by name. */
export function listTrainees(db: Db, scope: TraineeListScope, window: PageWindow) {
  const page = { limit: window.limit, offset: window.offset };
  return scope.kind === 'every'
    ? selectTrainees(db).execute(page)
    : selectTraineesOfCaller(db).execute({ ...page, staffProfileId: scope.staffProfileId });
}

export async function countTrainees(db: Db, scope: TraineeListScope): Promise<number> {
  const [row] =
    scope.kind === 'every'
      ? await countTraineesStatement(db).execute()
      : await countTraineesOfCallerStatement(db).execute({ staffProfileId: scope.staffProfileId });
  return row?.n ?? 0;
}
