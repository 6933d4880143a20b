/** SQL of the people lists: the trainees as staff browse them (/stagiaires). */
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ROLE } from '../../contract/common';
import type { NamedItem } from '../../contract/common';
import type { Db } from '../../db/client';
import { companySizes, mandates, profileMandates, profileUnions, profiles, unions, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatement } from '../../lib/prepared';

const isTrainee = eq(profiles.role_id, ROLE.stagiaire);

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

const selectTrainees = preparedStatement('trainee_list', (db, name) =>
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
    .where(isTrainee)
    .orderBy(asc(users.name), asc(profiles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const countTraineesStatement = preparedStatement('trainee_list_count', (db, name) =>
  db.select({ n: count() }).from(profiles).where(isTrainee).prepare(name),
);

/** One page of the trainees, by name. */
export function listTrainees(db: Db, window: PageWindow) {
  return selectTrainees(db).execute({ limit: window.limit, offset: window.offset });
}

export async function countTrainees(db: Db): Promise<number> {
  const [row] = await countTraineesStatement(db).execute();
  return row?.n ?? 0;
}
