/**
 * GET /api/audit-events: the audit trail for the administrateur, newest first, paged and filtered;
 * GET /api/audit-events/chain: the check of its hash chain.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { AUDIT_MESSAGES, AUDIT_PER_PAGE, type AuditChain, type AuditPage, type AuditQuery } from '../../contract/audit';
import { CAN_READ_AUDIT } from '../../contract/roles';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { endpointRoute } from '../../lib/endpoint-route';
import { validationError } from '../../lib/errors';
import { pagedList, parsePage, type PageWindow } from '../../lib/paging';
import { addDays, parisDateTime } from '../../lib/paris-time';
import { iso } from '../../lib/values';
import { verifyAuditChain } from './chain';

function filterOf(query: AuditQuery): SQL | undefined {
  if (query.from && query.to && query.from > query.to) throw validationError(AUDIT_MESSAGES.badPeriod, { from: [AUDIT_MESSAGES.badPeriod] });
  const where: SQL[] = [];
  if (query.object_type) where.push(eq(auditEvents.object_type, query.object_type));
  if (query.object_id) where.push(eq(auditEvents.object_id, query.object_id));
  if (query.actor_profile_id) where.push(eq(auditEvents.actor_profile_id, query.actor_profile_id));
  if (query.action) where.push(eq(auditEvents.action, query.action));
  if (query.from) where.push(gte(auditEvents.created_at, parisDateTime(query.from, 0)));
  if (query.to) where.push(lt(auditEvents.created_at, parisDateTime(addDays(query.to, 1), 0)));
  return where.length > 0 ? and(...where) : undefined;
}

async function listAudit(db: DbOrTx, where: SQL | undefined, window: PageWindow) {
  return db.select().from(auditEvents).where(where).orderBy(desc(auditEvents.id)).limit(window.limit).offset(window.offset);
}

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /audit-events', {
      roles: CAN_READ_AUDIT,
      tags: ['Administration'],
      summary: 'Journal d’audit : lectures des coordonnées bancaires, changements de montants, de statuts et de comptes',
    }),
    handler: async (request): Promise<AuditPage> => {
      const where = filterOf(request.query);
      return pagedList(parsePage(request.query, AUDIT_PER_PAGE), {
        rows: async (window) =>
          (await listAudit(app.db, where, window)).map((row) => ({
            id: row.id,
            actor_profile_id: row.actor_profile_id,
            actor_user_id: row.actor_user_id,
            actor_role: row.actor_role,
            action: row.action,
            object_type: row.object_type,
            object_id: row.object_id,
            from_value: row.from_value,
            to_value: row.to_value,
            ip: row.ip,
            user_agent: row.user_agent,
            created_at: iso(row.created_at),
          })),
        count: async () => Number((await app.db.select({ n: count() }).from(auditEvents).where(where))[0]?.n ?? 0),
      });
    },
  });

  app.route({
    ...endpointRoute('GET /audit-events/chain', {
      roles: CAN_READ_AUDIT,
      tags: ['Administration'],
      summary: 'Vérification de la chaîne du journal d’audit : intègre, ou le premier événement modifié ou manquant',
    }),
    handler: async (): Promise<AuditChain> => verifyAuditChain(app.db),
  });
};

export default auditRoutes;
