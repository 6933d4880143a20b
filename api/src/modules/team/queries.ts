/** SQL of the team: the directory's cards, the employment statuses, and the account of a new team member. */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { ROLE } from '../../contract/common';
import type { Db, DbOrTx } from '../../db/client';
import { employmentStatuses, profiles, roles, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatement } from '../../lib/prepared';

/** The directory's people: administrators, managers and pedagogical supervisors. */
const isInDirectory = inArray(profiles.role_id, [ROLE.administrateur, ROLE.gestionnaire, ROLE['responsable-pedagogique']]);

const selectTeam = preparedStatement('team_list', (db, name) =>
  db
    .select({
      id: profiles.id,
      name: users.name,
      email: users.email,
      phone: profiles.phone,
      profile_number: profiles.profile_number,
      profile_picture: profiles.profile_picture,
      is_active: profiles.is_active,
      role_id: roles.id,
      role_name: roles.name,
      role_slug: roles.slug,
      title: profiles.title,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .innerJoin(roles, eq(roles.id, profiles.role_id))
    .where(isInDirectory)
    .orderBy(asc(profiles.role_id), asc(users.name), asc(profiles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const countTeamStatement = preparedStatement('team_list_count', (db, name) =>
  db.select({ n: count() }).from(profiles).where(isInDirectory).prepare(name),
);

/** One page of the directory, by role (administrators first) then name. */
export function listTeam(db: Db, window: PageWindow) {
  return selectTeam(db).execute({ limit: window.limit, offset: window.offset });
}

export async function countTeam(db: Db): Promise<number> {
  const [row] = await countTeamStatement(db).execute();
  return row?.n ?? 0;
}

export function listEmploymentStatuses(db: Db) {
  return db.select({ id: employmentStatuses.id, name: employmentStatuses.name }).from(employmentStatuses).orderBy(asc(employmentStatuses.id));
}

export async function userIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

/** The login account of a new team member (email not verified yet, terms not accepted yet). */
export async function insertTeamUser(db: DbOrTx, values: { name: string; email: string; password_hash: string; role_id: number }): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}
