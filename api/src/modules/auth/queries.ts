/** SQL of the authentication module: the account behind GET /api/user, /api/profile and the login answer. */
import { and, asc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { Db, DbOrTx } from '../../db/client';
import {
  emailTokens,
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
import { COMPLETION_FIELDS } from '../profiles';

// Read by GET /api/profile and the login answer: prepared once.
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

/** The profile's columns its completion reads. */
const completionColumns = Object.fromEntries(COMPLETION_FIELDS.map((field) => [field, profiles[field]])) as {
  [F in (typeof COMPLETION_FIELDS)[number]]: (typeof profiles)[F];
};

// GET /api/user, on every page of a logged-in user: what its answer and the completion read, in one
// statement (the union check inside it), rather than the whole account.
const selectUserAnswerStatement = preparedStatement('auth_user_answer', (db, name) =>
  db
    .select({
      user: { id: users.id, name: users.name, email: users.email, accepted_terms: users.accepted_terms, email_verified_at: users.email_verified_at },
      role: { id: roles.id, name: roles.name, slug: roles.slug },
      profile: {
        id: profiles.id,
        profile_picture: profiles.profile_picture,
        ...completionColumns,
      },
      has_valid_union: sql<boolean>`exists (select 1 from ${profileUnions} where ${validUnionOf(profiles.id)})`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(name),
);

/** What GET /api/user answers from: the user, their role, their profile's completion fields (null without a profile). */
export function selectUserAnswer(db: Db, userId: number) {
  return selectUserAnswerStatement(db).execute({ userId });
}

/** A membership of the profile marked valid and not ended (the completion's union check). */
function validUnionOf(profileId: number | typeof profiles.id) {
  return and(
    eq(profileUnions.profile_id, profileId),
    eq(profileUnions.is_valid, true),
    or(isNull(profileUnions.end_date), gte(profileUnions.end_date, sql`CURRENT_DATE`)),
  );
}

/** Whether a trainee has a union membership marked valid and not ended. */
export async function hasValidUnion(db: Db, profileId: number): Promise<boolean> {
  const [row] = await db.select({ id: profileUnions.id }).from(profileUnions).where(validUnionOf(profileId)).limit(1);
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

// Accounts by email, and the writes of the sign-up, verification, email-change and reset links.

/** The account behind a login attempt, with what decides whether it may log in. */
export async function findLogin(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, hash: users.password_hash, active: users.is_active, profileActive: profiles.is_active })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** The account a password reset link is sent to. */
export async function findResetTarget(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, active: users.is_active, profileActive: profiles.is_active })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function userIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

/** Whether this verification link was already used by an account that is verified now. */
export async function verificationLinkUsed(db: DbOrTx, tokenHash: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: users.email_verified_at })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.user_id))
    .where(and(eq(emailTokens.token_hash, tokenHash), eq(emailTokens.user_id, userId), eq(emailTokens.purpose, 'email_verification')))
    .limit(1);
  return Boolean(row?.verifiedAt);
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

/** An address proven by its link becomes the account's, verified. */
export async function setVerifiedEmail(db: DbOrTx, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email, email_verified_at: new Date(), updated_at: new Date() }).where(eq(users.id, userId));
}

/** The first verification date is kept. */
export async function markEmailVerified(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ email_verified_at: new Date() }).where(and(eq(users.id, userId), isNull(users.email_verified_at)));
}

/** The stored password hash of an account, null when it is gone. */
export async function passwordHashOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash ?? null;
}

/** Replaces a hash by a new one of the same password (login upgrade), unless it changed meanwhile. */
export async function replacePasswordHash(db: DbOrTx, userId: number, oldHash: string, newHash: string): Promise<void> {
  await db.update(users).set({ password_hash: newHash }).where(and(eq(users.id, userId), eq(users.password_hash, oldHash)));
}

export async function setPassword(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, userId));
}

export async function acceptTerms(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ accepted_terms: 1, updated_at: new Date() }).where(eq(users.id, userId));
}
