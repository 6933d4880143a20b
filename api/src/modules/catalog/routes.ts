/** GET /api/catalog/trainings: the catalogue cards (all five roles; a trainee also sees their own status). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_PER_PAGE, type CatalogueTraining } from '../../contract/catalog';
import type { NamedItem, Paged } from '../../contract/common';
import { CAN_READ_TRAININGS } from '../../contract/roles';
import { registrationStatusOf } from '../../db/reference-data';
import { pagedList, parsePage } from '../../lib/paging';
import { iso } from '../../lib/values';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAuth } from '../../plugins/auth';
import { countCatalogue, listCatalogue, unionsOf } from './queries';
import { registrationWindow } from '../trainings';

/** A card's registration fields, from the rule the registration itself applies. */
function cardRegistration(r: { training_status_id: number; start_date: Date; end_date: Date }, now: Date) {
  const registration = registrationWindow({ status_id: r.training_status_id, start_date: r.start_date, end_date: r.end_date }, now);
  return { registration_open: registration.open, registration_last_day: registration.last_day };
}

const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /catalog/trainings', {
      roles: CAN_READ_TRAININGS,
      tags: ['Catalogue'],
      summary: 'Catalogue paginé des formations ouvertes (publiées ou reportées, non terminées)',
    }),
    handler: async (request): Promise<Paged<CatalogueTraining>> => {
      const auth = requireAuth(request);
      const now = new Date();
      const filter = { categoryId: request.query.category_id ?? null, profileId: auth.profileId ?? 0, now };
      return pagedList(parsePage(request.query, CATALOGUE_PER_PAGE), {
        rows: async (window) => {
          const rows = await listCatalogue(app.db, filter, window);
          const unions = new Map<number, NamedItem[]>();
          for (const u of await unionsOf(app.db, rows.map((r) => r.id))) {
            unions.set(u.training_id, [...(unions.get(u.training_id) ?? []), { id: u.id, name: u.name }]);
          }
          return rows.map((r) => ({
            id: r.id,
            title: r.title,
            complement: r.complement,
            start_date: iso(r.start_date),
            end_date: iso(r.end_date),
            category: r.category,
            unions: unions.get(r.id) ?? [],
            place:
              r.place_id === null
                ? null
                : {
                    id: r.place_id,
                    name: r.place_name ?? '',
                    address: r.place_address,
                    zip_code: r.place_zip_code,
                    type: r.place_type === 'Distanciel' ? 'Distanciel' : 'Présentiel',
                    city: r.city_id === null ? null : { id: r.city_id, name: r.city_name ?? '', zip_code: r.city_zip_code ?? '' },
                  },
            is_visio: r.is_visio,
            paid_training: r.paid_training,
            max_attendees: r.max_attendees,
            registered_count: Number(r.registered_count),
            places_left: Math.max(0, r.max_attendees - Number(r.registered_count)),
            ...cardRegistration(r, now),
            own_registration_status: r.own_status_id === null ? null : registrationStatusOf(Number(r.own_status_id)),
          }));
        },
        count: () => countCatalogue(app.db, filter),
      });
    },
  });
};

export default catalogRoutes;
