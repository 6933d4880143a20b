/**
 * The check of the audit trail's hash chain: every event's hash must be the digest of its content and
 * the previous event's hash, every event must point to the hash of the one before it, and the chain's
 * head must name the last event. An event edited, removed or added behind the triggers' back breaks
 * one of these; the first such event is reported.
 */
import { sql } from 'drizzle-orm';
import type { AuditChain } from '../../contract/audit';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../lib/sql';
import { iso, isoOrNull } from '../../lib/values';

export async function verifyAuditChain(db: DbOrTx, now = new Date()): Promise<AuditChain> {
  const [firstBroken] = await queryRows<{ id: number | string; created_at: Date | string }>(
    db,
    sql`SELECT id, created_at FROM (
          SELECT e.id, e.created_at,
                 e.hash IS DISTINCT FROM audit_event_digest(e)
                   OR e.prev_hash IS DISTINCT FROM lag(e.hash) OVER (ORDER BY e.id) AS broken
          FROM audit_events e
        ) chain
        WHERE broken ORDER BY id LIMIT 1`,
  );
  const [tail] = await queryRows<{ events: number | string; last_id: number | string | null; last_hash: string | null; head_id: number | string | null; head_hash: string | null }>(
    db,
    sql`SELECT (SELECT count(*) FROM audit_events) AS events,
               last.id AS last_id, last.hash AS last_hash, head.last_id AS head_id, head.last_hash AS head_hash
        FROM audit_chain_head head
        LEFT JOIN LATERAL (SELECT id, hash FROM audit_events ORDER BY id DESC LIMIT 1) last ON true
        WHERE head.id = 1`,
  );
  const events = Number(tail?.events ?? 0);
  const checked_at = iso(now);
  if (firstBroken) {
    return { intact: false, events, broken: { id: Number(firstBroken.id), created_at: isoOrNull(firstBroken.created_at), missing: false }, checked_at };
  }
  const lastId = tail?.last_id === null || tail?.last_id === undefined ? null : Number(tail.last_id);
  const headId = tail?.head_id === null || tail?.head_id === undefined ? null : Number(tail.head_id);
  if (!tail || lastId !== headId || tail.last_hash !== tail.head_hash) {
    // The head names an event the trail no longer ends with: the last events were removed.
    return { intact: false, events, broken: { id: headId ?? lastId ?? 0, created_at: null, missing: true }, checked_at };
  }
  return { intact: true, events, broken: null, checked_at };
}
