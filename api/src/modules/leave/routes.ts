/** /profile/leave-balances: the trainee's training leave balances, computed from attendance. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LEAVE_MESSAGES, type LeaveBalances } from '../../contract/leave';
import { TRAINEES } from '../../contract/roles';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { leaveBalances } from './balances';

const TAGS = ['Congés de formation'];

const leaveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /profile/leave-balances', {
      roles: TRAINEES,
      tags: TAGS,
      summary: 'Mes droits à congé de formation : par congé, jours suivis, prévus et restants par année civile ou période de mandat',
    }),
    handler: async (request): Promise<LeaveBalances> => {
      const { profileId } = requireAuth(request);
      if (profileId === null) throw new HttpError(404, LEAVE_MESSAGES.noProfile);
      return { leaves: await leaveBalances(app.db, profileId, new Date()) };
    },
  });
};

export default leaveRoutes;
