/**
 * POST /api/client-errors: the browser reports a part of the page that failed (a remote that threw while
 * rendering, or could not be loaded), so that the fault shows in the server's log. Nothing is stored.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAuth } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/security';

/** The path without its query string or fragment, which may hold search terms or names. */
const bare = (path: string | undefined) => (path ?? '').split(/[?#]/)[0];

const clientErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('POST /client-errors', {
      roles: 'authenticated',
      tags: ['Supervision'],
      summary: "Signalement d'une erreur survenue dans le navigateur",
      config: { rateLimit: RATE_LIMITS.clientError },
    }),
    handler: async (request, reply) => {
      const { userId } = requireAuth(request);
      const { kind, module, message } = request.body;
      // A render error is a fault of the portal; a load failure is usually the network's.
      const entry = { clientError: { kind, module, message: message.slice(0, 500), path: bare(request.body.path) }, userId };
      if (kind === 'render') request.log.error(entry, 'Erreur d’affichage dans le navigateur');
      else request.log.warn(entry, 'Module non chargé dans le navigateur');
      return reply.code(204).send(null);
    },
  });
};

export default clientErrorRoutes;
