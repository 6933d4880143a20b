/** Answers of GET /api/user and GET /api/profile, shared with the login answer. */
import { isRoleId, isRoleSlug, type Role } from '../../contract/common';
import type { CurrentTraining, OwnProfile, User } from '../../contract/auth';
import type { Db } from '../../db/client';
import { HttpError, MESSAGES } from '../../lib/errors';
import { bankDetailsToConfirm, computeProfileCompletion, profilePictureUrl, type CompletionContext } from '../profiles';
import { findCurrentTraining, hasValidUnion, selectAccount, selectUserAnswer } from './queries';

async function loadAccount(db: Db, userId: number) {
  const [row] = await selectAccount(db, userId);
  if (!row || !isRoleSlug(row.role.slug) || !isRoleId(row.role.id)) throw new HttpError(404, MESSAGES.notFound);
  const role: Role = { id: row.role.id, name: row.role.name, slug: row.role.slug };
  return { user: row.user, role, profile: row.profile };
}

async function completionContext(db: Db, role: Role, profileId: number | undefined): Promise<CompletionContext> {
  if (role.slug !== 'stagiaire' || profileId === undefined) return {};
  return { hasValidUnion: await hasValidUnion(db, profileId) };
}

async function currentTraining(db: Db, profileId: number): Promise<CurrentTraining | null> {
  const row = await findCurrentTraining(db, profileId, new Date());
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
  const [row] = await selectUserAnswer(db, userId);
  if (!row || !isRoleSlug(row.role.slug) || !isRoleId(row.role.id)) throw new HttpError(404, MESSAGES.notFound);
  const { user, profile } = row;
  const role: Role = { id: row.role.id, name: row.role.name, slug: row.role.slug };
  const context: CompletionContext = role.slug === 'stagiaire' && profile ? { hasValidUnion: row.has_valid_union } : {};
  const completion = computeProfileCompletion(role.slug, profile, context);
  return {
    id: user.id,
    username: user.name,
    name: user.name,
    email: user.email,
    role,
    temporary_profile_picture_url: profile ? profilePictureUrl(profile.id, profile.profile_picture) : null,
    accepted_terms: user.accepted_terms === 1 ? 1 : 0,
    profile_completion: completion.profile_completion,
    current_training: profile && role.slug === 'stagiaire' ? await currentTraining(db, profile.id) : null,
    email_verified: user.email_verified_at !== null,
  };
}

/** The user's own profile, or null when they have none yet. */
export async function buildOwnProfile(db: Db, userId: number): Promise<OwnProfile | null> {
  const { user, role, profile } = await loadAccount(db, userId);
  if (!profile) return null;
  const completion = computeProfileCompletion(role.slug, profile, await completionContext(db, role, profile.id));
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
    bank_details_to_confirm: bankDetailsToConfirm(profile),
  };
}
