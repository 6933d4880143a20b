/**
 * The calendar. The month: 6 weeks from the Monday on or before the 1st of the month (Europe/Paris),
 * each day with its first CALENDAR_DAY_SHOWN trainings (start, then id) and the count of the others,
 * from one query that reads each day's first trainings and count as the database keeps them. The day:
 * every training running that day, for the dialog the grid's '+ k autres' opens. Cancelled trainings are left out; an intervenant sees
 * the trainings they teach or supervise. Each training sent says whether it is double-booked (one more
 * query for the trainings sent, modules/conflicts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAN_SEE_CALENDAR } from '../../contract/roles';
import type { TrainingStatusId } from '../../contract/statuses';
import { CALENDAR_DAY_MESSAGES, type CalendarDay, type CalendarTraining } from '../../contract/trainings';
import { trainingStatusName } from '../../db/reference-data';
import { HttpError } from '../../lib/errors';
import { addDays, parisDateTime } from '../../lib/paris-time';
import { endpointRoute } from '../../lib/endpoint-route';
import { iso } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import { trainingsInConflict } from '../conflicts';
import { scopeParams, trainingScope } from '../trainings';
import { CALENDAR_DAYS, calendarDayTrainings, calendarGridTrainings } from './queries';

export { CALENDAR_DAYS };

const DAY_MS = 86_400_000;

/** The 42 dates of the grid of `month`/`year`, from the Monday on or before the 1st. */
export function gridDates(month: number, year: number): string[] {
  const first = new Date(Date.UTC(year, month - 1, 1, 12));
  const back = (first.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = first.getTime() - back * DAY_MS;
  return Array.from({ length: CALENDAR_DAYS }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a day that exists, in the years the month calendar accepts (2000 to 2100). */
export function isCalendarDate(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** From the Paris midnight starting `firstDay` to the one ending `lastDay` (23, 24 or 25 hours a day). */
function parisSpan(firstDay: string, lastDay: string): { from: Date; to: Date } {
  return { from: parisDateTime(firstDay, 0), to: parisDateTime(addDays(lastDay, 1), 0) };
}

/** A row of the calendar's queries. */
interface EventRow {
  id: number;
  title: string;
  start_date: Date;
  end_date: Date;
  status_id: number;
  category_id: number;
  category: string;
  color: string;
  type_id: number;
  type: string;
  place_id: number | null;
  place: string | null;
  supervisor: string | null;
}

function calendarTraining(r: EventRow, inConflict: ReadonlySet<number>): CalendarTraining {
  return {
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
  };
}

const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /trainings/month/:month/:year', {
      roles: CAN_SEE_CALENDAR,
      tags: ['Formations'],
      summary: 'Calendrier du mois : 42 jours à partir du lundi, avec les premières formations de chaque jour et le nombre des autres',
    }),
    handler: async (request): Promise<CalendarDay[]> => {
      const auth = requireAuth(request);
      const dates = gridDates(request.params.month, request.params.year);
      const rows = await calendarGridTrainings(app.db, dates[0], trainingScope(auth, 'list'), scopeParams(auth, new Date()).profileId);
      // One more query for the trainings sent: which of them are double-booked.
      const inConflict = await trainingsInConflict(app.db, [...new Set(rows.map((r) => r.id))]);
      const days: CalendarDay[] = dates.map((date) => ({ date, trainings: [], more: 0 }));
      // A training kept on several days is built once and shared by them.
      const built = new Map<number, CalendarTraining>();
      for (const row of rows) {
        const day = days[row.day];
        let training = built.get(row.id);
        if (training === undefined) {
          training = calendarTraining(row, inConflict);
          built.set(row.id, training);
        }
        day.trainings.push(training);
        day.more = row.total - day.trainings.length;
      }
      return days;
    },
  });

  app.route({
    ...endpointRoute('GET /trainings/day/:date', {
      roles: CAN_SEE_CALENDAR,
      tags: ['Formations'],
      summary: "Calendrier d'un jour : toutes les formations qui ont lieu ce jour-là (heure de Paris)",
    }),
    handler: async (request): Promise<CalendarTraining[]> => {
      const auth = requireAuth(request);
      const date = request.params.date.trim();
      if (!isCalendarDate(date)) throw new HttpError(400, CALENDAR_DAY_MESSAGES.invalid, { date: [CALENDAR_DAY_MESSAGES.invalid] });
      const { from, to } = parisSpan(date, date);
      const rows = await calendarDayTrainings(app.db, from, to, trainingScope(auth, 'list'), scopeParams(auth, new Date()).profileId);
      const inConflict = await trainingsInConflict(app.db, rows.map((r) => r.id));
      return rows.map((r) => calendarTraining(r, inConflict));
    },
  });
};

export default calendarRoutes;
