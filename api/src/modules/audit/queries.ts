/** SQL of the audit trail's reading: one page of events, newest first, and their count, under the page's filter. */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../contract/audit';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { addDays, parisDateTime } from '../../lib/paris-time';

/** The filter of the page: object, actor, action, and a period of Paris days (both included). */
function auditCondition(query: AuditQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.object_type) where.push(eq(auditEvents.object_type, query.object_type));
  if (query.object_id) where.push(eq(auditEvents.object_id, query.object_id));
  if (query.actor_profile_id) where.push(eq(auditEvents.actor_profile_id, query.actor_profile_id));
  if (query.action) where.push(eq(auditEvents.action, query.action));
  if (query.from) where.push(gte(auditEvents.created_at, parisDateTime(query.from, 0)));
  if (query.to) where.push(lt(auditEvents.created_at, parisDateTime(addDays(query.to, 1), 0)));
  return where.length > 0 ? and(...where) : undefined;
}

export function listAuditEvents(db: DbOrTx, query: AuditQuery, window: PageWindow) {
  return db.select().from(auditEvents).where(auditCondition(query)).orderBy(desc(auditEvents.id)).limit(window.limit).offset(window.offset);
}

export async function countAuditEvents(db: DbOrTx, query: AuditQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(auditCondition(query));
  return Number(row?.n ?? 0);
}
