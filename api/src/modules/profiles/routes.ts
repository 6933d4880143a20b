/** The profile search of the top bar (staff only): by the words of a name or part of a profile number. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isRoleSlug, ROLE } from '../../contract/common';
import type { ProfileSearchItem } from '../../contract/profiles';
import { CAN_SEARCH_PROFILES } from '../../contract/roles';
import { wordPatterns } from '../../lib/search-text';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAuth } from '../../plugins/auth';
import accountRoutes from './account-routes';
import { isTraineeOfTrainingsOf } from './account-queries';
import { profilePictureUrl } from './pictures';
import { readsOwnTrainingsTraineesOnly } from './scopes';
import uploadRoutes, { filesStorage } from './upload-routes';
import { searchProfiles } from './queries';

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = filesStorage(app.config);
  await app.register(accountRoutes(storage));
  await app.register(uploadRoutes(storage));

  app.route({
    ...endpointRoute('GET /profiles-search', {
      roles: CAN_SEARCH_PROFILES,
      tags: ['Recherche'],
      summary: 'Recherche de profils par nom ou numéro de profil',
    }),
    handler: async (request): Promise<ProfileSearchItem[]> => {
      const { name, profile_number: profileNumber } = request.query;
      const number = profileNumber?.trim();
      const rows = await searchProfiles(app.db, {
        namePatterns: name?.trim() ? wordPatterns(name) : null,
        number: number || null,
        roleIds: [...(request.query.role_ids ?? []), ...(request.query['role_ids[]'] ?? [])],
      });
      const auth = requireAuth(request);
      // An intervenant finds only the trainees of the trainings they teach or supervise (and the staff).
      const hidden = new Set<number>();
      if (readsOwnTrainingsTraineesOnly(auth)) {
        for (const r of rows) {
          const trainee = r.role_id === ROLE.stagiaire && r.id !== auth.profileId;
          if (trainee && (auth.profileId === null || !(await isTraineeOfTrainingsOf(app.db, auth.profileId, r.id)))) hidden.add(r.id);
        }
      }
      return rows.flatMap((r) =>
        isRoleSlug(r.role_slug) && !hidden.has(r.id)
          ? [
              {
                id: r.id,
                profile_number: r.profile_number,
                user: { id: r.user_id, name: r.user_name, email: r.email },
                phone: r.phone,
                url: r.url,
                is_active: r.is_active,
                role: { id: r.role_id, name: r.role_name, slug: r.role_slug },
                profile_picture: profilePictureUrl(r.id, r.profile_picture),
              },
            ]
          : [],
      );
    },
  });
};

export default profileRoutes;
