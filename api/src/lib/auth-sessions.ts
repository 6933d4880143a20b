/**
 * Server sessions behind the login tokens: one row per issued token, so logout, a password reset
 * and account deactivation can revoke tokens that are still cryptographically valid.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { isRoleSlug, type RoleSlug } from '../contract/common';
import type { Db } from '../db/client';
import { profiles, roles, sessions, users } from '../db/schema';
import { preparedStatement } from './prepared';

export interface AuthContext {
  userId: number;
  role: RoleSlug;
  roleId: number;
  profileId: number | null;
  sessionId: string;
}

export type SessionLookup =
  | { status: 'ok'; auth: AuthContext }
  | { status: 'invalid' }
  | { status: 'inactive' };

export async function createSession(db: Db, userId: number, ttlSeconds: number): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('hex');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.insert(sessions).values({ id, user_id: userId, expires_at: expiresAt });
  return { id, expiresAt };
}

/**
 * Valid sessions checked in the last moments. Every API call checks its session, and a page fires several
 * calls at once: the cache turns that burst into one query. Revocations made through this process (logout,
 * password reset, deactivation) forget the entries at once; a change made behind the API's back (another
 * API process — WORKERS or several machines — or a manual SQL update) is seen within SESSION_CACHE_TTL_MS:
 * that is the documented delay of a logout across processes (README, test/platform/multi-process.test.ts).
 */
export const SESSION_CACHE_TTL_MS = 2000;
const SESSION_CACHE_MAX = 10_000;
const recentSessions = new Map<string, { auth: AuthContext; expiresAt: number; checkedAt: number }>();

/** Forgets the cached check of one session, or of every session of a user. */
export function forgetSessions(filter: { sessionId: string } | { userId: number }): void {
  if ('sessionId' in filter) {
    recentSessions.delete(filter.sessionId);
    return;
  }
  for (const [id, entry] of recentSessions) {
    if (entry.auth.userId === filter.userId) recentSessions.delete(id);
  }
}

function rememberSession(auth: AuthContext, expiresAt: Date): void {
  if (recentSessions.size >= SESSION_CACHE_MAX) {
    // Maps iterate in insertion order: drop the oldest entry.
    const oldest = recentSessions.keys().next().value;
    if (oldest !== undefined) recentSessions.delete(oldest);
  }
  recentSessions.set(auth.sessionId, { auth, expiresAt: expiresAt.getTime(), checkedAt: Date.now() });
}

/** Runs on every authenticated call whose session is not in the cache: prepared once. */
const selectSession = preparedStatement('auth_session_check', (db, name) =>
  db
    .select({
      userId: users.id,
      userActive: users.is_active,
      roleId: users.role_id,
      roleSlug: roles.slug,
      expiresAt: sessions.expires_at,
      revokedAt: sessions.revoked_at,
      profileId: profiles.id,
      profileActive: profiles.is_active,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.user_id, sql.placeholder('userId'))))
    .limit(1)
    .prepare(name),
);

/** The authentication context of a session, or why it cannot be used. */
export async function lookupSession(db: Db, sessionId: string, userId: number): Promise<SessionLookup> {
  const now = Date.now();
  const cached = recentSessions.get(sessionId);
  if (cached && cached.auth.userId === userId && cached.expiresAt > now && now - cached.checkedAt < SESSION_CACHE_TTL_MS) {
    return { status: 'ok', auth: cached.auth };
  }
  recentSessions.delete(sessionId);
  const [row] = await selectSession(db).execute({ sessionId, userId });
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || !isRoleSlug(row.roleSlug)) {
    return { status: 'invalid' };
  }
  // A closed profile ("Clôturer" on the team or trainee page) locks the account as users.is_active does.
  if (!row.userActive || row.profileActive === false) return { status: 'inactive' };
  const auth: AuthContext = { userId: row.userId, role: row.roleSlug, roleId: row.roleId, profileId: row.profileId, sessionId };
  rememberSession(auth, row.expiresAt);
  return { status: 'ok', auth };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  forgetSessions({ sessionId });
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/**
 * Revokes every open session of a user (password reset, deactivation), or every one but `keep` (the
 * session that changed its own password). Other API processes see it through the sessions table, within
 * SESSION_CACHE_TTL_MS, as a logout.
 */
export async function revokeUserSessions(db: Db, userId: number, keep?: string): Promise<void> {
  forgetSessions({ userId });
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), keep === undefined ? undefined : ne(sessions.id, keep)));
}
