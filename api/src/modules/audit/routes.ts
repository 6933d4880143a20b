/**
 * GET /api/audit-events: the audit trail for the administrateur, newest first, paged and filtered;
 * GET /api/audit-events/chain: the check of its hash chain.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_MESSAGES, AUDIT_PER_PAGE, type AuditChain, type AuditPage, type AuditQuery } from '../../contract/audit';
import { CAN_READ_AUDIT } from '../../contract/roles';
import { endpointRoute } from '../../lib/endpoint-route';
import { validationError } from '../../lib/errors';
import { pagedList, parsePage } from '../../lib/paging';
import { iso } from '../../lib/values';
import { verifyAuditChain } from './chain';
import { countAuditEvents, listAuditEvents } from './queries';

/** A period whose start is after its end is refused; the filter itself is the query's (queries.ts). */
function checkPeriod(query: AuditQuery): void {
  if (query.from && query.to && query.from > query.to) throw validationError(AUDIT_MESSAGES.badPeriod, { from: [AUDIT_MESSAGES.badPeriod] });
}

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /audit-events', {
      roles: CAN_READ_AUDIT,
      tags: ['Administration'],
      summary: 'Journal d’audit : lectures des coordonnées bancaires, changements de montants, de statuts et de comptes',
    }),
    handler: async (request): Promise<AuditPage> => {
      const { query } = request;
      checkPeriod(query);
      return pagedList(parsePage(query, AUDIT_PER_PAGE), {
        rows: async (window) =>
          (await listAuditEvents(app.db, query, window)).map((row) => ({
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
        count: () => countAuditEvents(app.db, query),
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
