/** SQL of the authentication module: the account behind GET /api/user, /api/profile and the login answer. */
import { and, asc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import {
  profiles,
  profileUnions,
  registrations,
  roles,
  trainingCategories,
  trainingPlaces,
  trainings,
  users,
} from '../../db/schema';
import { preparedStatement } from '../../lib/prepared';

// Read on every GET /api/user: prepared once.
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

/** Whether a trainee has a union membership marked valid and not ended. */
export async function hasValidUnion(db: Db, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: profileUnions.id })
    .from(profileUnions)
    .where(
      and(
        eq(profileUnions.profile_id, profileId),
        eq(profileUnions.is_valid, true),
        or(isNull(profileUnions.end_date), gte(profileUnions.end_date, sql`CURRENT_DATE`)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The trainee's validated registration whose training is ongoing or the next to come (not cancelled). */
export async function findCurrentTraining(db: Db, profileId: number, now: Date) {
  const [row] = await db
    .select({
      id: trainings.id,
      title: trainings.title,
      start_date: trainings.start_date,
      end_date: trainings.end_date,
      place: trainingPlaces.name,
      category_id: trainingCategories.id,
      category_name: trainingCategories.name,
      color: trainingCategories.color,
    })
    .from(registrations)
    .innerJoin(trainings, eq(trainings.id, registrations.training_id))
    .innerJoin(trainingCategories, eq(trainingCategories.id, trainings.training_category_id))
    .leftJoin(trainingPlaces, eq(trainingPlaces.id, trainings.training_place_id))
    .where(
      and(
        eq(registrations.profile_id, profileId),
        eq(registrations.registration_status_id, REGISTRATION_STATUS.valide),
        ne(trainings.training_status_id, TRAINING_STATUS.cancelled),
        gte(trainings.end_date, now),
      ),
    )
    .orderBy(asc(trainings.start_date))
    .limit(1);
  return row;
}
