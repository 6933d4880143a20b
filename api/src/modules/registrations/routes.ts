/**
 * Lists of registrations: the managers' list by status (pre-registrations to process) and the
 * trainee's own registrations (upcoming and past trainings of the trainee dashboard).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Paged } from '../../contract/common';
import type { RegistrationListItem, TraineeTrainingItem } from '../../contract/dashboards';
import type { TrainingClash } from '../../contract/enrolment';
import { CAN_MANAGE_REGISTRATIONS, CAN_REGISTER_TO_TRAININGS } from '../../contract/roles';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import { DASHBOARD_PER_PAGE } from '../../contract/constants/limits';
import { registrationStatusOf, trainingStatusName } from '../../db/reference-data';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, MESSAGES } from '../../lib/errors';
import { pagedList, parsePage, toPaged } from '../../lib/paging';
import { iso } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import { referenceNames } from '../lookups';
import { profilePictureUrl } from '../profiles';
import {
  countOpenRegistrations,
  countOwnRegistrationsOf,
  listOpenRegistrations,
  listOwnRegistrations,
  ownClashes,
  visibleTrainingDates,
  type OwnRegistrationList,
} from './queries';

const TAGS = ['Tableaux de bord'];

const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /registrations', {
      roles: CAN_MANAGE_REGISTRATIONS,
      tags: TAGS,
      summary: 'Inscriptions aux formations non terminées, par statut (préinscriptions à traiter)',
    }),
    handler: async (request): Promise<Paged<RegistrationListItem>> => {
      const status = registrationStatusOf(request.query.status ?? 'preinscription');
      const filter = { statusId: status.id, now: new Date() };
      return pagedList(parsePage(request.query, DASHBOARD_PER_PAGE), {
        rows: async (window) =>
          (await listOpenRegistrations(app.db, filter, window)).map((r) => ({
            id: r.id,
            created_at: iso(r.created_at),
            registration_status: status,
            profile: { id: r.profile_id, name: r.name, email: r.email, profile_picture: profilePictureUrl(r.profile_id, r.profile_picture) },
            training: { id: r.training_id, title: r.title, start_date: iso(r.start_date) },
          })),
        count: () => countOpenRegistrations(app.db, filter),
      });
    },
  });

  function ownList(key: 'GET /trainee/trainings/upcoming' | 'GET /trainee/trainings/past', summary: string, list: OwnRegistrationList): void {
    app.route({
      ...endpointRoute(key, { roles: CAN_REGISTER_TO_TRAININGS, tags: TAGS, summary }),
      handler: async (request): Promise<Paged<TraineeTrainingItem>> => {
        const page = parsePage(request.query, DASHBOARD_PER_PAGE);
        const { profileId } = requireAuth(request);
        if (profileId === null) return toPaged([], 0, page);
        const slug = request.query.status;
        const filter = { list, profileId, statusId: slug ? REGISTRATION_STATUS[slug] : null, now: new Date() };
        return pagedList(page, {
          rows: async (window) => {
            const rows = await listOwnRegistrations(app.db, filter, window);
            const names = await referenceNames(app.db, { categoryIds: rows.map((r) => r.category_id) });
            return rows.map((r) => {
              const category = names.categories.get(r.category_id);
              return {
                registration_id: r.registration_id,
                training_id: r.training_id,
                training_name: r.title,
                registration_status: registrationStatusOf(r.registration_status_id),
                start_date: iso(r.start_date),
                end_date: iso(r.end_date),
                training_status: { id: r.status_id, name: trainingStatusName(r.status_id) },
                category: { id: r.category_id, name: category?.name ?? '' },
                color: category?.color ?? '',
                place: r.place_id === null ? null : { id: r.place_id, name: r.place_name ?? '', city: r.city_name },
                waiting_list_position: r.waiting_list_position,
              };
            });
          },
          count: () => countOwnRegistrationsOf(app.db, filter),
        });
      },
    });
  }

  ownList('GET /trainee/trainings/upcoming', 'Mes formations à venir (par statut d’inscription)', 'upcoming');
  ownList('GET /trainee/trainings/past', 'Mes formations passées (par statut d’inscription)', 'past');

  app.route({
    ...endpointRoute('GET /trainee/trainings/:id/clashes', {
      roles: CAN_REGISTER_TO_TRAININGS,
      tags: TAGS,
      summary: 'Mes formations validées qui chevauchent cette formation (avertissement de l’assistant d’inscription)',
    }),
    handler: async (request): Promise<TrainingClash[]> => {
      const { profileId } = requireAuth(request);
      const training = await visibleTrainingDates(app.db, request.params.id, profileId ?? 0, new Date());
      if (!training) throw new HttpError(404, MESSAGES.notFound);
      if (profileId === null) return [];
      return (await ownClashes(app.db, profileId, training)).map((row) => ({
        id: row.id,
        title: row.title,
        start_date: iso(row.start_date),
        end_date: iso(row.end_date),
      }));
    },
  });
};

export default registrationRoutes;
