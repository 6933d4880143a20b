/**
 * The month calendar: 6 weeks from the Monday on or before the 1st of the
 * month (Europe/Paris), each day with the trainings running that day. One bounded query on the start
 * date index; cancelled trainings are left out; an intervenant sees the trainings they teach.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { CAN_SEE_CALENDAR } from '../../contract/roles';
import { TRAINING_STATUS, type TrainingStatusId } from '../../contract/statuses';
import type { CalendarDay } from '../../contract/trainings';
import type { Db } from '../../db/client';
import { profiles, trainingCategories, trainingPlaces, trainings, trainingStaff, trainingTypes, users } from '../../db/schema';
import { trainingStatusName } from '../../db/reference-data';
import { INSTITUTE_TIME_ZONE } from '../../lib/paris-time';
import { endpointRoute } from '../../lib/endpoint-route';
import { iso } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import { preparedStatements, variantsOf } from '../../lib/prepared';
import { scopeParams, taughtByCaller, trainingScope, type TrainingScope } from '../trainings';

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

/** The calendar reads every training, or only those the caller teaches (an intervenant). */
const SCOPES = variantsOf(['every', 'taught'] as const);

const selectCalendar = preparedStatements('calendar_trainings', SCOPES, (db, scope, name) =>
  db
    .select({
      id: trainings.id,
      title: trainings.title,
      start_date: trainings.start_date,
      end_date: trainings.end_date,
      status_id: trainings.training_status_id,
      category_id: trainingCategories.id,
      category: trainingCategories.name,
      color: trainingCategories.color,
      type_id: trainingTypes.id,
      type: trainingTypes.name,
      place_id: trainingPlaces.id,
      place: trainingPlaces.name,
      supervisor: sql<string | null>`(SELECT su.name FROM ${trainingStaff} s JOIN ${profiles} sp ON sp.id = s.profile_id
        JOIN ${users} su ON su.id = sp.user_id
        WHERE s.training_id = ${trainings.id} AND s.type = 'pedagogical_supervisor' ORDER BY s.id LIMIT 1)`,
    })
    .from(trainings)
    .innerJoin(trainingCategories, eq(trainingCategories.id, trainings.training_category_id))
    .innerJoin(trainingTypes, eq(trainingTypes.id, trainings.training_type_id))
    .leftJoin(trainingPlaces, eq(trainingPlaces.id, trainings.training_place_id))
    .where(
      and(
        // Bounded on the start date (index); trainings last days, not months: a start up to a year before
        // the grid is enough for the overlap test below.
        lt(trainings.start_date, sql.placeholder('to')),
        gte(trainings.start_date, sql.placeholder('earliestStart')),
        gte(trainings.end_date, sql.placeholder('from')),
        ne(trainings.training_status_id, TRAINING_STATUS.cancelled),
        scope === 'taught' ? taughtByCaller() : undefined,
      ),
    )
    .orderBy(asc(trainings.start_date), asc(trainings.id))
    .prepare(name),
);

function calendarTrainings(db: Db, from: Date, to: Date, scope: TrainingScope, profileId: number) {
  return selectCalendar(db, scope === 'taught' ? 'taught' : 'every').execute({
    from,
    to,
    earliestStart: new Date(from.getTime() - 366 * DAY_MS),
    profileId,
  });
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
