/** The recorded emails (the outbox table written by plugins/mail.ts) and the record of who read them. */
import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, outboxReads } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { escapeLike } from '../../lib/search-text';

/** Newest first; `to` compared without case. */
export function latestEmails(db: Db, filter: { to?: string; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(filter.to ? sql`lower(${outbox.to}) = ${filter.to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
}

/** Messages whose recipient contains `to` (without case), or every message. */
function recipientContains(to: string | undefined): SQL | undefined {
  const part = to?.trim().toLowerCase();
  return part ? sql`lower(${outbox.to}) LIKE ${`%${escapeLike(part)}%`}` : undefined;
}

/** One page of the outbox, newest first (the attachments' content is not read). */
export function listOutbox(db: Db, filter: { to?: string }, window: PageWindow) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      attachments: sql<{ filename: string; size: number }[]>`coalesce((
        SELECT jsonb_agg(jsonb_build_object('filename', a->>'filename', 'size', (a->>'size')::int))
        FROM jsonb_array_elements(${outbox.attachments}) AS a), '[]'::jsonb)`,
      relayed_at: outbox.relayed_at,
      attempts: outbox.attempts,
      error: outbox.error,
      created_at: outbox.created_at,
    })
    .from(outbox)
    .where(recipientContains(filter.to))
    .orderBy(desc(outbox.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countOutbox(db: Db, filter: { to?: string }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(recipientContains(filter.to));
  return row.n;
}

/** Records that `userId` was shown these messages (with the filter they typed). */
export async function recordOutboxRead(db: Db, read: { userId: number; to?: string; messageIds: number[] }) {
  await db.insert(outboxReads).values({
    user_id: read.userId,
    recipient_filter: read.to?.trim() ? read.to.trim().slice(0, 255) : null,
    message_ids: read.messageIds,
  });
}
