/**
 * Single-use tokens sent by email (password reset, email verification, change of the login email and
 * its undo). Only a SHA-256 hash is stored, so a copy of the database does not hold usable links.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';

export type EmailTokenPurpose = 'password_reset' | 'email_verification' | 'email_change' | 'email_change_undo';

/** Lifetime of each kind of link. */
export const EMAIL_TOKEN_TTL_MINUTES: Record<EmailTokenPurpose, number> = {
  password_reset: 60,
  email_verification: 48 * 60,
  email_change: 48 * 60,
  // The old address may read its notice late: its undo link lasts a week.
  email_change_undo: 7 * 24 * 60,
};

export interface IssueOptions {
  /** The address the link is about (the new one to confirm, the old one to restore). */
  email?: string;
  /** Leaves the user's other unused links of this purpose valid (each undo link restores its own address). */
  keepOthers?: boolean;
  /** Another lifetime than the purpose's (the welcome link of a new team member). */
  ttlMinutes?: number;
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** Creates a token (invalidating the user's previous unused ones of the same purpose); returns the raw value. */
export async function issueEmailToken(db: Db, userId: number, purpose: EmailTokenPurpose, options: IssueOptions = {}): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  const now = new Date();
  if (!options.keepOthers) await cancelEmailTokens(db, userId, purpose);
  await db.insert(emailTokens).values({
    user_id: userId,
    purpose,
    token_hash: hashToken(raw),
    email: options.email ?? null,
    expires_at: new Date(now.getTime() + (options.ttlMinutes ?? EMAIL_TOKEN_TTL_MINUTES[purpose]) * 60_000),
  });
  return raw;
}

/** Marks the user's unused links of a purpose used (a newer one replaces them, or the change is undone). */
export async function cancelEmailTokens(db: Db, userId: number, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ used_at: new Date() })
    .where(and(eq(emailTokens.user_id, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.used_at)));
}

/**
 * Marks the token used and returns its user id when it is valid (right purpose, unused, unexpired,
 * and of the expected user when given). The single UPDATE makes two concurrent uses impossible.
 */
export async function consumeEmailToken(
  db: Db,
  raw: string,
  purpose: EmailTokenPurpose,
  expectedUserId?: number,
): Promise<number | null> {
  return (await consumeEmailTokenFor(db, raw, purpose, expectedUserId))?.userId ?? null;
}

/** consumeEmailToken, with the address the link is about. */
export async function consumeEmailTokenFor(
  db: Db,
  raw: string,
  purpose: EmailTokenPurpose,
  expectedUserId?: number,
): Promise<{ userId: number; email: string | null } | null> {
  const conditions = [
    eq(emailTokens.token_hash, hashToken(raw)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.used_at),
    gt(emailTokens.expires_at, new Date()),
  ];
  if (expectedUserId !== undefined) conditions.push(eq(emailTokens.user_id, expectedUserId));
  const [row] = await db
    .update(emailTokens)
    .set({ used_at: new Date() })
    .where(and(...conditions))
    .returning({ userId: emailTokens.user_id, email: emailTokens.email });
  return row ?? null;
}
