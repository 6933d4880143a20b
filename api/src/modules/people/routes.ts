/**
 * The people of the institute as staff browse them: the trainee list and the trainer list, both by name and
 * filtered by the words of a name.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isRoleId, isRoleSlug, type Paged } from '../../contract/common';
import { TEACHER_LIST_PER_PAGE, TRAINEE_LIST_PER_PAGE, type TeacherListItem, type TraineeListItem } from '../../contract/people';
import { CAN_BROWSE_TEACHERS, CAN_BROWSE_TRAINEES } from '../../contract/roles';
import { pagedList, parsePage } from '../../lib/paging';
import { endpointRoute } from '../../lib/endpoint-route';
import { wordPatterns } from '../../lib/search-text';
import { requireAuth } from '../../plugins/auth';
import { profilePictureUrl, readsOwnTrainingsTraineesOnly } from '../profiles';
import { countTeachers, countTrainees, listTeachers, listTrainees, type NameFilter, type TraineeListScope } from './queries';

/** The `name` filter as the queries take it: the LIKE patterns of its words (none: everyone). */
function nameFilter(name: string | undefined): NameFilter {
  return { namePatterns: wordPatterns(name) };
}

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /users/by-role/stagiaire', {
      roles: CAN_BROWSE_TRAINEES,
      tags: ['Stagiaires'],
      summary: 'Stagiaires par nom, 20 par page, filtrés par les mots du nom : syndicat actuel, mandats valides, entreprise et sa taille',
    }),
    handler: async (request): Promise<Paged<TraineeListItem>> => {
      const auth = requireAuth(request);
      // An intervenant lists the trainees of the trainings they teach or supervise only.
      const scope: TraineeListScope = readsOwnTrainingsTraineesOnly(auth)
        ? { kind: 'ownTrainings', staffProfileId: auth.profileId ?? 0 }
        : { kind: 'every' };
      const filter = nameFilter(request.query.name);
      return pagedList(parsePage(request.query, TRAINEE_LIST_PER_PAGE), {
        rows: async (window) =>
          (await listTrainees(app.db, scope, filter, window)).map((r) => ({
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
        count: () => countTrainees(app.db, scope, filter),
      });
    },
  });

  app.route({
    ...endpointRoute('GET /teachers', {
      roles: CAN_BROWSE_TEACHERS,
      tags: ['Formateurs'],
      summary: 'Formateurs (responsables pédagogiques et intervenants) par nom, 10 par page, filtrés par les mots du nom : rôle, statut, fonction',
    }),
    handler: async (request): Promise<Paged<TeacherListItem>> => {
      const filter = nameFilter(request.query.name);
      return pagedList(parsePage(request.query, TEACHER_LIST_PER_PAGE), {
        rows: async (window) =>
          (await listTeachers(app.db, filter, window)).flatMap((r) =>
            // The role's id and slug come from the roles table: narrowed to the contract's literals.
            isRoleSlug(r.role_slug) && isRoleId(r.role_id)
              ? [
                  {
                    id: r.id,
                    user_id: r.user_id,
                    name: r.name,
                    email: r.email,
                    profile_number: r.profile_number,
                    profile_picture: profilePictureUrl(r.id, r.profile_picture),
                    is_active: r.is_active,
                    role: { id: r.role_id, name: r.role_name, slug: r.role_slug },
                    employment_status:
                      r.employment_status_id === null || r.employment_status_name === null ? null : { id: r.employment_status_id, name: r.employment_status_name },
                    title: r.title,
                  },
                ]
              : [],
          ),
        count: () => countTeachers(app.db, filter),
      });
    },
  });
};

export default peopleRoutes;
