/**
 * Retention of personal data (the rule in docs/decisions.md, "Conservation des données"):
 * - an account closed three years ago or more, and
 * - an account (other than an administrateur's) with no login for three years or more, counted from its
 *   last login, or else from `activity_since` (its creation, or the day logins started to be counted for
 *   an account older than that: an account is never taken as idle for want of a login history)
 * has its personal data anonymised: name, email, password, phone, birth year, address, company, bank
 * details, secondary emails, picture and vehicle document (files deleted), union memberships and mandates, its
 * emails in the outbox and its one-time tokens and sessions; once that is committed, the picture and vehicle
 * document files themselves leave the storage (unless another profile still points at them). The account and profile rows stay, closed,
 * so that the expenses, payments, registrations and attendance they carry — the financial and
 * training records the law requires to keep — keep their amounts and dates, attached to nobody.
 *
 * Run daily by the job queue (the 'retention' entry of jobs/scheduled-work.ts), once across processes;
 * the whole pass is also one transaction holding a PostgreSQL advisory lock
 * (`pg_try_advisory_xact_lock`, on PGlite too); a process that does not get the lock skips the run.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../contract/audit';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { announceSessionsChanged, forgetSessions } from '../../lib/auth-sessions';
import { isStorageKey, type Storage } from '../../lib/storage';
import { queryRows } from '../../lib/sql';
import { recordAudit, SYSTEM_ACTOR } from '../audit';

/** Three years, in the spec's words ("3 years after account closure", "3 years of inactivity"). */
export const RETENTION_YEARS = 3;
/** Key of the advisory lock of the retention job (any constant shared by the processes). */
export const RETENTION_LOCK_KEY = 720_019;
/** Name and email domain of an anonymised account. */
export const ANONYMISED_NAME = 'Compte anonymisé';
export const anonymisedEmail = (userId: number) => `anonyme-${userId}@anonymise.invalid`;

export interface RetentionResult {
  /** false when another process held the lock. */
  ran: boolean;
  closed: number[];
  inactive: number[];
}

/** The date three years before `now`. */
export function retentionLimit(now: Date): Date {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - RETENTION_YEARS);
  return limit;
}

/**
 * Anonymises the accounts whose retention period is over at `now`, then deletes their picture and vehicle
 * document from `storage`.
 */
export async function runRetention(db: Db, now: Date = new Date(), storage?: Pick<Storage, 'deleteStored'>): Promise<RetentionResult> {
  const limit = retentionLimit(now);
  const files: string[] = [];
  const result = await db.transaction(async (tx): Promise<RetentionResult> => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) AS locked`);
    if (!lock?.locked) return { ran: false, closed: [], inactive: [] };
    const closed = await queryRows<{ id: number }>(
      tx,
      sql`SELECT u.id FROM users u WHERE u.anonymised_at IS NULL AND u.is_active = false
          AND COALESCE(u.closed_at, u.updated_at) <= ${limit} ORDER BY u.id`,
    );
    const inactive = await queryRows<{ id: number }>(
      tx,
      sql`SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id
          WHERE u.anonymised_at IS NULL AND u.is_active = true AND r.slug <> 'administrateur'
            AND GREATEST(u.activity_since, (SELECT MAX(se.created_at) FROM sessions se WHERE se.user_id = u.id)) <= ${limit}
          ORDER BY u.id`,
    );
    for (const [ids, reason] of [
      [closed.map((r) => r.id), 'fermeture'],
      [inactive.map((r) => r.id), 'inactivite'],
    ] as const) {
      for (const userId of ids) files.push(...(await anonymiseAccount(tx, userId, now, reason)));
    }
    if (closed.length + inactive.length > 0) await announceSessionsChanged(tx);
    return { ran: true, closed: closed.map((r) => r.id), inactive: inactive.map((r) => r.id) };
  });
  // This process's cache, at once (the others empty theirs on the announcement, at commit).
  for (const userId of [...result.closed, ...result.inactive]) forgetSessions({ userId });
  if (storage) await deleteUnreferencedFiles(db, storage, files);
  return result;
}

/** Deletes the files no profile points at any more (the demo institute shares some between profiles). */
async function deleteUnreferencedFiles(db: Db, storage: Pick<Storage, 'deleteStored'>, keys: string[]): Promise<void> {
  for (const key of new Set(keys.filter(isStorageKey))) {
    const [used] = await queryRows<{ n: number }>(
      db,
      sql`SELECT COUNT(*)::int AS n FROM profiles WHERE profile_picture = ${key} OR vehicle_registration_pdf = ${key}`,
    );
    if (Number(used?.n ?? 0) === 0) await storage.deleteStored(key);
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Anonymises one account; returns the storage keys of the files its profile pointed at. */
async function anonymiseAccount(tx: Tx, userId: number, now: Date, reason: 'fermeture' | 'inactivite'): Promise<string[]> {
  const [user] = await tx.select({ email: s.users.email }).from(s.users).where(eq(s.users.id, userId));
  if (!user) return [];
  const [profile] = await tx
    .select({ id: s.profiles.id, picture: s.profiles.profile_picture, vehicle: s.profiles.vehicle_registration_pdf })
    .from(s.profiles)
    .where(eq(s.profiles.user_id, userId));
  await tx
    .update(s.users)
    .set({
      name: ANONYMISED_NAME,
      email: anonymisedEmail(userId),
      // Matches no password: the account can no longer be used.
      password_hash: `!anonymise!${randomBytes(16).toString('hex')}`,
      is_active: false,
      closed_at: sql`COALESCE(${s.users.closed_at}, ${now})`,
      anonymised_at: now,
      updated_at: now,
    })
    .where(eq(s.users.id, userId));
  await tx.update(s.sessions).set({ revoked_at: now }).where(and(eq(s.sessions.user_id, userId), isNull(s.sessions.revoked_at)));
  await tx.delete(s.emailTokens).where(eq(s.emailTokens.user_id, userId));
  await tx.delete(s.outbox).where(eq(s.outbox.to, user.email));
  if (profile) {
    await tx
      .update(s.profiles)
      .set({
        phone: null,
        birth_year: null,
        genre_id: null,
        street_number: null,
        street_name: null,
        profile_zip_code: null,
        city_id: null,
        company_name: null,
        company_zip_code: null,
        iban: null,
        bic: null,
        emails: [],
        profile_picture: null,
        vehicle_registration_pdf: null,
        url: null,
        is_union_member: false,
        has_mandate: false,
        subscribed_to_newsletter: false,
        is_active: false,
        updated_at: now,
      })
      .where(eq(s.profiles.id, profile.id));
    // Union membership and mandates are special-category data: removed.
    await tx.delete(s.profileUnions).where(eq(s.profileUnions.profile_id, profile.id));
    await tx.delete(s.profileMandates).where(eq(s.profileMandates.profile_id, profile.id));
  }
  await recordAudit(
    tx,
    { action: AUDIT_ACTIONS.accountAnonymised, objectType: 'compte', objectId: profile?.id ?? userId, to: reason },
    SYSTEM_ACTOR,
  );
  return [profile?.picture, profile?.vehicle].filter((key): key is string => !!key);
}
