/**
 * Double bookings: the check the training form, the postponement dialog and the team panel call before
 * saving, and the conflicts to come of the dashboards. The saves themselves check again in their
 * transaction (guard.ts, called by the trainings module).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Paged } from '../../contract/common';
import { CONFLICT_MESSAGES, type ConflictList, type UpcomingConflict } from '../../contract/conflicts';
import { DASHBOARD_PER_PAGE } from '../../contract/constants/limits';
import { CAN_CHECK_CONFLICTS, CAN_SEE_UPCOMING_CONFLICTS } from '../../contract/roles';
import { TRAINING_STATUS } from '../../contract/statuses';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, validationError } from '../../lib/errors';
import { pagedList, parsePage } from '../../lib/paging';
import { iso } from '../../lib/values';
import { toConflict } from './guard';
import { bookingOf, countUpcomingConflicts, findConflicts, listUpcomingConflicts, type UpcomingConflictRecord } from './queries';

const TAGS = ['Conflits de réservation'];
/** The trainings module's words for an unknown training (that module uses this one: no import back). */
const TRAINING_NOT_FOUND = 'Formation introuvable.';

function toUpcoming(r: UpcomingConflictRecord): UpcomingConflict {
  return {
    kind: r.kind,
    resource: { id: r.resource_id, name: r.resource_name },
    trainings: [
      { id: r.a_id, title: r.a_title, start_date: iso(r.a_start), end_date: iso(r.a_end) },
      { id: r.b_id, title: r.b_title, start_date: iso(r.b_start), end_date: iso(r.b_end) },
    ],
    overridden: r.overridden_at === null ? null : { by: r.overridden_by ?? 'Compte supprimé', at: iso(r.overridden_at) },
  };
}

const conflictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('POST /trainings/conflicts', {
      roles: CAN_CHECK_CONFLICTS,
      tags: TAGS,
      summary: 'Conflits de réservation qu’aurait une formation (lieu, intervenants, responsables pédagogiques) sur ces dates',
    }),
    handler: async (request): Promise<ConflictList> => {
      const body = request.body;
      const start = new Date(body.start_date);
      const end = new Date(body.end_date);
      if (end.getTime() <= start.getTime()) throw validationError(CONFLICT_MESSAGES.endBeforeStart, { end_date: [CONFLICT_MESSAGES.endBeforeStart] });
      const training = body.training_id === undefined ? undefined : await bookingOf(app.db, body.training_id);
      if (body.training_id !== undefined && !training) throw new HttpError(404, TRAINING_NOT_FOUND);
      // A cancelled training books nothing.
      if (training?.status_id === TRAINING_STATUS.cancelled) return { conflicts: [] };
      const conflicts = await findConflicts(app.db, {
        start,
        end,
        excludeId: body.training_id ?? null,
        placeId: body.training_place_id !== undefined ? body.training_place_id : (training?.place_id ?? null),
        profileIds: body.profile_ids ?? training?.profileIds ?? [],
      });
      return { conflicts: conflicts.map(toConflict) };
    },
  });

  app.route({
    ...endpointRoute('GET /conflicts/upcoming', {
      roles: CAN_SEE_UPCOMING_CONFLICTS,
      tags: TAGS,
      summary: 'Conflits de réservation à venir : les paires de formations non terminées et non annulées, la plus proche d’abord',
    }),
    handler: async (request): Promise<Paged<UpcomingConflict>> => {
      const now = new Date();
      return pagedList(parsePage(request.query, DASHBOARD_PER_PAGE), {
        rows: async (window) => (await listUpcomingConflicts(app.db, now, window)).map(toUpcoming),
        count: () => countUpcomingConflicts(app.db, now),
      });
    },
  });
};

export default conflictRoutes;
