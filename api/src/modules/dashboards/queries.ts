/** Figures of the administrator's dashboard: the year's tiles and trainees per year. */
import { INSTITUTE_TIME_ZONE } from '../../lib/paris-time';
import { and, count, countDistinct, eq, gte, inArray, lt, ne, sql, sum } from 'drizzle-orm';
import { ROLE } from '../../contract/common';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import { registrations, trainingExpensePayments, trainings, users } from '../../db/schema';

export interface Period {
  start: Date;
  end: Date;
}

const startsIn = ({ start, end }: Period) => and(gte(trainings.start_date, start), lt(trainings.start_date, end));

/** The tiles of the period: trainings (cancelled excluded), completed ones, payments, new trainee accounts. */
export async function periodFigures(db: Db, period: Period) {
  const [total] = await db
    .select({ n: count() })
    .from(trainings)
    .where(and(startsIn(period), ne(trainings.training_status_id, TRAINING_STATUS.cancelled)));
  const [completed] = await db
    .select({ n: count() })
    .from(trainings)
    .where(and(startsIn(period), inArray(trainings.training_status_id, [TRAINING_STATUS.toClose, TRAINING_STATUS.closed])));
  const [spent] = await db
    .select({ amount: sum(trainingExpensePayments.amount) })
    .from(trainingExpensePayments)
    .where(and(gte(trainingExpensePayments.created_at, period.start), lt(trainingExpensePayments.created_at, period.end)));
  const [trainees] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role_id, ROLE.stagiaire), gte(users.created_at, period.start), lt(users.created_at, period.end)));
  return {
    totalTrainings: total?.n ?? 0,
    completedTrainings: completed?.n ?? 0,
    spent: spent?.amount ?? null,
    newTrainees: trainees?.n ?? 0,
  };
}

/** Distinct validated trainees by start year of their training (cancelled trainings excluded). */
export function traineesPerYear(db: Db) {
  // The year of the start as the institute reads it (Paris), whatever the database session's zone.
  // The zone is written into the SQL (a constant, not a parameter) so GROUP BY sees the same expression.
  const year = sql<number>`EXTRACT(YEAR FROM ${trainings.start_date} AT TIME ZONE ${sql.raw(`'${INSTITUTE_TIME_ZONE}'`)})::int`.mapWith(Number);
  return db
    .select({ year, count: countDistinct(registrations.profile_id) })
    .from(registrations)
    .innerJoin(trainings, eq(trainings.id, registrations.training_id))
    .where(and(eq(registrations.registration_status_id, REGISTRATION_STATUS.valide), ne(trainings.training_status_id, TRAINING_STATUS.cancelled)))
    .groupBy(year)
    .orderBy(year);
}
