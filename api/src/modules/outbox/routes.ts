/**
 * GET /api/outbox: the administrateur's view of the emails the portal recorded, in every
 * configuration — with no SMTP server it is the only place they can be read. One-time link tokens
 * (password reset, email verification, any `token=` parameter) are masked: they belong to the
 * recipient's own flow, and whoever holds one can act as that person. Every read is recorded.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_OUTBOX_PER_PAGE, type AdminOutboxPage, type OutboxDelivery } from '../../contract/outbox';
import { CAN_READ_OUTBOX } from '../../contract/roles';
import { pagedList, parsePage } from '../../lib/paging';
import { iso, isoOrNull } from '../../lib/values';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAuth } from '../../plugins/auth';
import { MAX_RELAY_ATTEMPTS } from '../../plugins/mail';
import { countOutbox, listOutbox, recordOutboxRead } from './queries';

/** What stands in place of a one-time token. */
export const MASKED_TOKEN = '••••••••';

/**
 * The text with the value of every `token` query parameter replaced by MASKED_TOKEN, in plain URLs
 * (`?token=…`, `&token=…`) and HTML-escaped ones (`&amp;token=…`).
 */
export function maskOneTimeTokens(text: string): string {
  return text.replace(/([?&;]token=)[^&\s"'<>]+/gi, `$1${MASKED_TOKEN}`);
}

function deliveryOf(row: { relayed_at: Date | null; attempts: number }, smtpConfigured: boolean): OutboxDelivery {
  if (row.relayed_at) return 'relayed';
  if (!smtpConfigured) return 'kept';
  return row.attempts >= MAX_RELAY_ATTEMPTS ? 'failed' : 'pending';
}

const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const smtpConfigured = Boolean(app.config.smtpUrl);

  app.route({
    ...endpointRoute('GET /outbox', {
      roles: CAN_READ_OUTBOX,
      tags: ['Administration'],
      summary: "Emails enregistrés par le portail, liens à usage unique masqués (chaque lecture est consignée)",
    }),
    handler: async (request): Promise<AdminOutboxPage> => {
      const auth = requireAuth(request);
      const filter = { to: request.query.to };
      const page = await pagedList(parsePage(request.query, ADMIN_OUTBOX_PER_PAGE), {
        rows: async (window) =>
          (await listOutbox(app.db, filter, window)).map((row) => ({
            id: row.id,
            to: row.to,
            subject: row.subject,
            text: maskOneTimeTokens(row.text),
            attachments: row.attachments,
            delivery: deliveryOf(row, smtpConfigured),
            relayed_at: isoOrNull(row.relayed_at),
            error: row.error,
            created_at: iso(row.created_at),
          })),
        count: () => countOutbox(app.db, filter),
      });
      await recordOutboxRead(app.db, { userId: auth.userId, to: filter.to, messageIds: page.data.map((m) => m.id) });
      return { ...page, smtp_configured: smtpConfigured };
    },
  });
};

export default outboxRoutes;
