/** Reads behind GET /api/user and GET /api/profile, shared with the login answer. */
import { and, asc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { RoleId } from '../../contract/common';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { CurrentTraining, OwnProfile, User } from '../../contract/auth';
import type { Db } from '../../db/client';
import {
  profileUnions,
  registrations,
  trainingCategories,
  trainingPlaces,
  trainings,
} from '../../db/schema';
import { selectAccount } from '../../lib/auth-account';
import { isRoleSlug } from '../../lib/auth-sessions';
import { HttpError } from '../../lib/errors';
import { computeProfileCompletion, type CompletionContext } from '../../lib/profile-completion';

/**
 * URL of a profile's picture, served to authenticated users by the profiles module
 * (the stored key is never exposed).
 */
export function profilePictureUrl(profileId: number, storedKey: string | null): string | null {
  return storedKey ? `/api/profiles/${profileId}/picture` : null;
}

async function loadAccount(db: Db, userId: number) {
  const [row] = await selectAccount(db, userId);
  if (!row || !isRoleSlug(row.role.slug)) throw new HttpError(404, 'Ressource introuvable.');
  const role = { id: row.role.id as RoleId, name: row.role.name, slug: row.role.slug };
  return { user: row.user, role, profile: row.profile };
}

/** Whether a trainee has a union membership marked valid and not ended. */
async function hasValidUnion(db: Db, profileId: number): Promise<boolean> {
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

async function completionContext(db: Db, roleSlug: string, profileId: number | undefined): Promise<CompletionContext> {
  if (roleSlug !== 'stagiaire' || profileId === undefined) return {};
  return { hasValidUnion: await hasValidUnion(db, profileId) };
}

/** The trainee's validated registration whose training is ongoing or the next to come. */
export async function findCurrentTraining(db: Db, profileId: number, now = new Date()): Promise<CurrentTraining | null> {
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
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    start_date: row.start_date.toISOString(),
    end_date: row.end_date.toISOString(),
    place: row.place,
    category: { id: row.category_id, name: row.category_name },
    color: row.color,
  };
}

export async function buildUser(db: Db, userId: number): Promise<User> {
  const { user, role, profile } = await loadAccount(db, userId);
  const completion = computeProfileCompletion(role.slug, profile, await completionContext(db, role.slug, profile?.id));
  return {
    id: user.id,
    username: user.name,
    name: user.name,
    email: user.email,
    role,
    temporary_profile_picture_url: profile ? profilePictureUrl(profile.id, profile.profile_picture) : null,
    accepted_terms: user.accepted_terms === 1 ? 1 : 0,
    profile_completion: completion.profile_completion,
    current_training: profile && role.slug === 'stagiaire' ? await findCurrentTraining(db, profile.id) : null,
    email_verified: user.email_verified_at !== null,
  };
}

/** The user's own profile, or null when they have none yet. */
export async function buildOwnProfile(db: Db, userId: number): Promise<OwnProfile | null> {
  const { user, role, profile } = await loadAccount(db, userId);
  if (!profile) return null;
  const completion = computeProfileCompletion(role.slug, profile, await completionContext(db, role.slug, profile.id));
  const picture = profilePictureUrl(profile.id, profile.profile_picture);
  return {
    id: profile.id,
    profile_number: profile.profile_number,
    phone: profile.phone,
    is_active: profile.is_active,
    role,
    user: { name: user.name, email: user.email },
    profile_picture: picture,
    temporary_profile_picture_url: picture,
    profile_completion: completion.profile_completion,
    missing_fields: completion.missing_fields,
  };
}
