/**
 * The one write helper of the audit trail. Callers pass the transaction of the change they record, so
 * the row and the change commit or roll back together. Who and from where come from the request being
 * served (an AsyncLocalStorage store filled by `auditContextHook`): the write paths
 * need no new parameter. Outside a request (the retention job, the seed) the actor is the system.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditObjectType } from '../../contract/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { auditEvents } from '../../db/schema';

export interface AuditActor {
  userId: number | null;
  profileId: number | null;
  role: string;
  ip: string | null;
  userAgent: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { userId: null, profileId: null, role: 'systeme', ip: null, userAgent: null };

const current = new AsyncLocalStorage<FastifyRequest>();

/**
 * Runs the rest of a request (its handler) inside its audit context: a preHandler hook of the API
 * modules' scope (modules/index.ts), after the body is read, so the context is not lost on the way.
 */
export function auditContextHook(request: FastifyRequest, _reply: unknown, done: () => void): void {
  current.run(request, done);
}

/** The actor of the request being served (read when the event is written: the session is known by then). */
export function currentActor(): AuditActor {
  const request = current.getStore();
  if (!request) return SYSTEM_ACTOR;
  const ua = request.headers['user-agent'];
  return {
    userId: request.auth?.userId ?? null,
    profileId: request.auth?.profileId ?? null,
    role: request.auth?.role ?? 'anonyme',
    ip: request.ip ?? null,
    userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null,
  };
}

export interface AuditEventInput {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: number;
  from?: string | null;
  to?: string | null;
}

/**
 * Appends events to the trail, inside the caller's transaction (a lone call gets its own). The chain's
 * head row is locked first, so the events' ids are drawn in the order they are chained and concurrent
 * writers wait for one another until commit; the database's trigger computes each event's hash from
 * the previous one (migration 0018).
 */
export async function recordAudit(db: DbOrTx, events: AuditEventInput | AuditEventInput[], actor: AuditActor = currentActor()): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 0) return;
  const append = async (tx: DbOrTx) => {
    await tx.execute(sql`SELECT 1 FROM audit_chain_head WHERE id = 1 FOR UPDATE`);
    await tx.insert(auditEvents).values(
      list.map((e) => ({
        actor_user_id: actor.userId,
        actor_profile_id: actor.profileId,
        actor_role: actor.role,
        action: e.action,
        object_type: e.objectType,
        object_id: e.objectId,
        from_value: e.from ?? null,
        to_value: e.to ?? null,
        ip: actor.ip,
        user_agent: actor.userAgent,
      })),
    );
  };
  if (db instanceof PgTransaction) await append(db as Tx);
  else await db.transaction((tx) => append(tx));
}
