/** The people of the institute as staff browse them: the trainee list (spec 002 §2 'Trainee list', §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Paged } from '../../contract/common';
import { TRAINEE_LIST_PER_PAGE, type TraineeListItem } from '../../contract/people';
import { CAN_BROWSE_TRAINEES } from '../../contract/roles';
import { pagedList, parsePage } from '../../lib/paging';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAuth } from '../../plugins/auth';
import { profilePictureUrl, readsOwnTrainingsTraineesOnly } from '../profiles';
import { countTrainees, listTrainees, type TraineeListScope } from './queries';

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /users/by-role/stagiaire', {
      roles: CAN_BROWSE_TRAINEES,
      tags: ['Stagiaires'],
      summary: 'Stagiaires par nom, 20 par page : syndicat actuel, mandats valides, entreprise et sa taille',
    }),
    handler: async (request): Promise<Paged<TraineeListItem>> => {
      const auth = requireAuth(request);
      // An intervenant lists the trainees of the trainings they teach or supervise only.
      const scope: TraineeListScope = readsOwnTrainingsTraineesOnly(auth)
        ? { kind: 'ownTrainings', staffProfileId: auth.profileId ?? 0 }
        : { kind: 'every' };
      return pagedList(parsePage(request.query, TRAINEE_LIST_PER_PAGE), {
        rows: async (window) =>
          (await listTrainees(app.db, scope, window)).map((r) => ({
            id: r.id,
            user_id: r.user_id,
            name: r.name,
            email: r.email,
            profile_number: r.profile_number,
            profile_picture: profilePictureUrl(r.id, r.profile_picture),
            is_active: r.is_active,
            union: r.union,
            mandates: r.mandates,
            company_name: r.company_name,
            company_size: r.company_size_id === null || r.company_size_name === null ? null : { id: r.company_size_id, name: r.company_size_name },
          })),
        count: () => countTrainees(app.db, scope),
      });
    },
  });
};

export default peopleRoutes;
