/**
 * SQL of the month calendar: the trainings running in a span of days, with their category, type, place
 * and first pedagogical supervisor, prepared once per caller scope.
 */
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { TRAINING_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import { profiles, trainingCategories, trainingPlaces, trainings, trainingStaff, trainingTypes, users } from '../../db/schema';
import { preparedStatements, variantsOf } from '../../lib/prepared';
import { taughtByCaller, type TrainingScope } from '../trainings';

const DAY_MS = 86_400_000;

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

/** The trainings running between `from` and `to` (cancelled ones left out), in the caller's scope. */
export function calendarTrainings(db: Db, from: Date, to: Date, scope: TrainingScope, profileId: number) {
  return selectCalendar(db, scope === 'taught' ? 'taught' : 'every').execute({
    from,
    to,
    earliestStart: new Date(from.getTime() - 366 * DAY_MS),
    profileId,
  });
}
