/** The latest recorded emails (the outbox table written by plugins/mail.ts). */
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** Newest first; `to` compared without case. */
export function latestEmails(db: Db, filter: { to?: string; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(filter.to ? sql`lower(${outbox.to}) = ${filter.to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
}
