/** The account read behind GET /api/user, GET /api/profile and the login answer, prepared once. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, roles, users } from '../db/schema';
import { preparedStatement } from './prepared';

const selectAccountStatement = preparedStatement('auth_account_by_user', (db, name) =>
  db
    .select({ user: users, role: { id: roles.id, name: roles.name, slug: roles.slug }, profile: profiles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(name),
);

/** The user, their role and their profile (null without one); an empty list for an unknown id. */
export function selectAccount(db: Db, userId: number) {
  return selectAccountStatement(db).execute({ userId });
}
