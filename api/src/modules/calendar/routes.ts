/**
 * The month calendar: 6 weeks from the Monday on or before the 1st of the
 * month (Europe/Paris), each day with the trainings running that day. One bounded query on the start
 * date index; cancelled trainings are left out; an intervenant sees the trainings they teach. Each
 * training says whether it is double-booked (one more query for the grid, modules/conflicts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAN_SEE_CALENDAR } from '../../contract/roles';
import type { TrainingStatusId } from '../../contract/statuses';
import type { CalendarDay } from '../../contract/trainings';
import { trainingStatusName } from '../../db/reference-data';
import { INSTITUTE_TIME_ZONE } from '../../lib/paris-time';
import { endpointRoute } from '../../lib/endpoint-route';
import { iso } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import { trainingsInConflict } from '../conflicts';
import { scopeParams, trainingScope } from '../trainings';
import { calendarTrainings } from './queries';

export const CALENDAR_DAYS = 42;
const DAY_MS = 86_400_000;

// One formatter for every call: `toLocaleDateString` with options builds a new one each time, which
// costs more than the rest of the calendar's work.
const PARIS_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: INSTITUTE_TIME_ZONE });

/** YYYY-MM-DD of a moment in Paris. */
export function parisDate(d: Date): string {
  return PARIS_DAY.format(d);
}

/** The 42 dates of the grid of `month`/`year`, from the Monday on or before the 1st. */
export function gridDates(month: number, year: number): string[] {
  const first = new Date(Date.UTC(year, month - 1, 1, 12));
  const back = (first.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = first.getTime() - back * DAY_MS;
  return Array.from({ length: CALENDAR_DAYS }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /trainings/month/:month/:year', {
      roles: CAN_SEE_CALENDAR,
      tags: ['Formations'],
      summary: 'Calendrier du mois : 42 jours à partir du lundi, avec les formations de chaque jour',
    }),
    handler: async (request): Promise<CalendarDay[]> => {
      const auth = requireAuth(request);
      const dates = gridDates(request.params.month, request.params.year);
      // A day of margin on each side covers the Paris offset; days are then matched on Paris dates.
      const from = new Date(Date.parse(`${dates[0]}T00:00:00Z`) - DAY_MS);
      const to = new Date(Date.parse(`${dates[CALENDAR_DAYS - 1]}T00:00:00Z`) + 2 * DAY_MS);
      const rows = await calendarTrainings(app.db, from, to, trainingScope(auth, 'list'), scopeParams(auth, new Date()).profileId);
      // One more query for the whole grid: which of its trainings are double-booked.
      const inConflict = await trainingsInConflict(app.db, rows.map((r) => r.id));
      // Each training is built once and shared by every day it runs on.
      const spans = rows.map((r) => ({
        first: parisDate(r.start_date),
        last: parisDate(r.end_date),
        training: {
          id: r.id,
          title: r.title,
          start_date: iso(r.start_date),
          end_date: iso(r.end_date),
          category: { id: r.category_id, name: r.category },
          type: { id: r.type_id, name: r.type },
          color: r.color,
          status: { id: r.status_id as TrainingStatusId, name: trainingStatusName(r.status_id) },
          pedagogical_supervisor: r.supervisor,
          place: r.place_id === null || r.place === null ? null : { id: r.place_id, name: r.place },
          in_conflict: inConflict.has(r.id),
        },
      }));
      return dates.map((date) => ({
        date,
        trainings: spans.filter((s) => s.first <= date && date <= s.last).map((s) => s.training),
      }));
    },
  });
};

export default calendarRoutes;
