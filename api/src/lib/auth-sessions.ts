/**
 * Server sessions behind the login tokens: one row per issued token, so logout, a password reset
 * and account deactivation can revoke tokens that are still cryptographically valid.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { isRoleSlug, type RoleSlug } from '../contract/common';
import type { Db, DbOrTx } from '../db/client';
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
 * calls at once: the cache turns that burst into one query. A revocation (logout, password change or reset,
 * closing, anonymisation) forgets the entries of this process at once, and announces itself on the
 * database's channel SESSIONS_CHANGED_CHANNEL when its transaction commits: every other API process on the
 * same PostgreSQL listens to it (listenForSessionChanges) and empties its cache on the spot. A process that
 * is not listening — its listening connection lost, or being re-established — does not use the cache at
 * all. What is left cached for SESSION_CACHE_TTL_MS is only what nothing announced: a manual SQL update.
 */
export const SESSION_CACHE_TTL_MS = 2000;
const SESSION_CACHE_MAX = 10_000;
const recentSessions = new Map<string, { auth: AuthContext; expiresAt: number; checkedAt: number }>();

/** The channel on which a committed revocation is announced to every API process (PostgreSQL NOTIFY). */
export const SESSIONS_CHANGED_CHANNEL = 'irt_sessions_changed';

/**
 * Whether this process may answer from its cache: always on the embedded PGlite (one process owns the
 * database), only while the process listens to the channel on PostgreSQL served by several processes.
 */
let cacheUsable = true;

/**
 * Announces that sessions were revoked or accounts changed: inside a transaction, PostgreSQL delivers it
 * when the transaction commits (and never if it rolls back). Harmless where nobody listens (PGlite).
 */
export async function announceSessionsChanged(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SESSIONS_CHANGED_CHANNEL}, '')`);
}

/**
 * Keeps a connection of its own listening to the channel, and empties the cache on each announcement.
 * Until it listens, and whenever the connection is lost (until it listens again), the cache is not used:
 * every call reads its session from the database. Returns the function that stops it.
 */
export function listenForSessionChanges(connectionString: string, log: (message: string) => void = () => {}): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    cacheUsable = false;
    recentSessions.clear();
  };
  const connect = async () => {
    lost();
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', () => recentSessions.clear());
    next.on('error', (err) => log(`Écoute des révocations de session interrompue : ${err.message}`));
    next.on('end', () => {
      if (client !== next || stopped) return;
      lost();
      retry = setTimeout(() => void connect(), 1000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSIONS_CHANGED_CHANNEL}`);
      if (client === next && !stopped) cacheUsable = true;
    } catch (err) {
      log(`Écoute des révocations de session impossible : ${err instanceof Error ? err.message : String(err)}`);
      await next.end().catch(() => undefined);
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    lost();
    cacheUsable = true;
    await client?.end().catch(() => undefined);
  };
}

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
  const cached = cacheUsable ? recentSessions.get(sessionId) : undefined;
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
  if (cacheUsable) rememberSession(auth, row.expiresAt);
  return { status: 'ok', auth };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  forgetSessions({ sessionId });
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
  await announceSessionsChanged(db);
}

/**
 * Revokes every open session of a user (password reset, deactivation), or every one but `keep` (the
 * session that changed its own password). Every API process forgets its cached checks when the caller's
 * transaction commits (announceSessionsChanged).
 */
export async function revokeUserSessions(db: DbOrTx, userId: number, keep?: string): Promise<void> {
  forgetSessions({ userId });
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), keep === undefined ? undefined : ne(sessions.id, keep)));
  await announceSessionsChanged(db);
}
