/**
 * The waiting trainee's answer to a seat offered (POST …/seat-offer/accept|decline). The seats whose 48
 * hours ran out are passed on by the 'seat-offers' entry of jobs/scheduled-work.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MessageResponse } from '../../contract/common';
import { CAN_REGISTER_TO_TRAININGS } from '../../contract/roles';
import { WAITLIST_MESSAGES } from '../../contract/waitlist';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, MESSAGES } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { answerSeatOffer } from './waitlist';

const TAGS = ['Inscriptions'];

const waitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const accept of [true, false]) {
    app.route({
      ...endpointRoute(accept ? 'POST /trainings/:id/seat-offer/accept' : 'POST /trainings/:id/seat-offer/decline', {
        roles: CAN_REGISTER_TO_TRAININGS,
        tags: TAGS,
        summary: accept ? 'Accepter la place proposée (liste d’attente)' : 'Renoncer à la place proposée (liste d’attente)',
      }),
      handler: async (request): Promise<MessageResponse> => {
        const { profileId } = requireAuth(request);
        if (profileId === null) throw new HttpError(404, MESSAGES.notFound);
        // An expired offer is passed on in the transaction, which commits before the refusal is answered.
        const answer = await app.db.transaction((tx) => answerSeatOffer(tx, request.params.id, profileId, accept, { mail: app.mail }));
        if (answer === null) throw new HttpError(422, WAITLIST_MESSAGES.noOffer);
        return { message: answer === 'accepted' ? WAITLIST_MESSAGES.accepted : WAITLIST_MESSAGES.declined };
      },
    });
  }
};

export default waitlistRoutes;
