/**
 * GET /api/dev/outbox: the latest emails recorded by the API, links included, without login. For the
 * end-to-end tests only (they follow the reset and verification links from it): it hands out every
 * one-time link, so it exists only when a harness sets OUTBOX_API=1 (config.ts), never by default.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OutboxList } from '../../contract/outbox';
import { isoOrNull, iso } from '../../lib/values';
import { endpointRoute } from '../../lib/endpoint-route';
import { latestEmails } from './queries';

const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /dev/outbox', {
      roles: 'public',
      tags: ['Développement'],
      summary: 'Derniers emails enregistrés (développement et tests de bout en bout)',
    }),
    handler: async (request): Promise<OutboxList> => ({
      data: (await latestEmails(app.db, request.query)).map((row) => ({
        id: row.id,
        to: row.to,
        reply_to: row.reply_to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: (row.attachments ?? []).map((a) => ({ filename: a.filename, size: a.size })),
        relayed_at: isoOrNull(row.relayed_at),
        error: row.error,
        created_at: iso(row.created_at),
      })),
    }),
  });
};

export default devOutboxRoutes;
