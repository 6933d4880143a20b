/**
 * SQL of the lines rule over many expenses at once: each expense with what the rule needs (the
 * training's allowances, the person's part, both communes' coordinates), the writes of the repair.
 */
import { and, eq, exists, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXPENSE_STATUS } from '../../contract/statuses';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';

/** Which expenses: still open to changes, or already in payment (a payment order) or paid. */
export type ExpenseStage = 'open' | 'inPayment';

function stageCondition(stage: ExpenseStage) {
  const status = s.trainingExpenses.training_expense_status_id;
  const order = sql`(SELECT 1 FROM ${s.expensePaymentOrders} o WHERE o.training_expense_id = ${s.trainingExpenses.id})`;
  if (stage === 'open') {
    return or(inArray(status, [EXPENSE_STATUS.inProgress, EXPENSE_STATUS.awaitingReceipts]), and(eq(status, EXPENSE_STATUS.toPay), notExists(order)));
  }
  return or(eq(status, EXPENSE_STATUS.paymentIssued), and(eq(status, EXPENSE_STATUS.toPay), exists(order)));
}

/** Every expense of a stage with the context of the lines rule, by training then id. */
/** The expenses of a stage with what the lines rule needs (of one training when `trainingId` is given). */
export function expensesWithLineContext(db: DbOrTx, stage: ExpenseStage, trainingId?: number) {
  const staff = db
    .select({
      training_id: s.trainingStaff.training_id,
      profile_id: s.trainingStaff.profile_id,
      reimbursed: sql<boolean>`bool_or(${s.trainingStaff.reimbursed_transportation})`.as('staff_reimbursed'),
      needs_accommodation: sql<boolean>`bool_or(${s.trainingStaff.needs_accommodation})`.as('staff_needs_accommodation'),
    })
    .from(s.trainingStaff)
    .groupBy(s.trainingStaff.training_id, s.trainingStaff.profile_id)
    .as('st');
  const placeCity = alias(s.cities, 'place_city');
  const homeCity = alias(s.cities, 'home_city');
  return db
    .select({
      expense: s.trainingExpenses,
      status_name: s.trainingExpenseStatuses.name,
      training_title: s.trainings.title,
      is_visio: s.trainings.is_visio,
      transportation_fees: s.trainings.transportation_fees,
      accommodation: s.trainings.accommodation,
      dinners: s.trainings.dinners,
      place_latitude: placeCity.latitude,
      place_longitude: placeCity.longitude,
      home_latitude: homeCity.latitude,
      home_longitude: homeCity.longitude,
      profile_name: s.users.name,
      on_team: sql<boolean>`(${staff.profile_id} IS NOT NULL)`,
      reimbursed: sql<boolean>`COALESCE(${staff.reimbursed}, ${s.registrations.reimbursed}, false)`,
      needs_accommodation: sql<boolean>`COALESCE(${staff.needs_accommodation}, ${s.registrations.needs_accommodation}, false)`,
    })
    .from(s.trainingExpenses)
    .innerJoin(s.trainingExpenseStatuses, eq(s.trainingExpenseStatuses.id, s.trainingExpenses.training_expense_status_id))
    .innerJoin(s.trainings, eq(s.trainings.id, s.trainingExpenses.training_id))
    .leftJoin(s.trainingPlaces, eq(s.trainingPlaces.id, s.trainings.training_place_id))
    .leftJoin(placeCity, eq(placeCity.id, s.trainingPlaces.city_id))
    .innerJoin(s.profiles, eq(s.profiles.id, s.trainingExpenses.profile_id))
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .leftJoin(homeCity, eq(homeCity.id, s.profiles.city_id))
    .leftJoin(staff, and(eq(staff.training_id, s.trainingExpenses.training_id), eq(staff.profile_id, s.trainingExpenses.profile_id)))
    .leftJoin(s.registrations, and(eq(s.registrations.training_id, s.trainingExpenses.training_id), eq(s.registrations.profile_id, s.trainingExpenses.profile_id)))
    .where(trainingId === undefined ? stageCondition(stage) : and(stageCondition(stage), eq(s.trainingExpenses.training_id, trainingId)))
    .orderBy(s.trainingExpenses.training_id, s.trainingExpenses.id);
}
export type ExpenseWithLineContext = Awaited<ReturnType<typeof expensesWithLineContext>>[number];

/** Claims a one-time repair: true when this call is the first (the row is inserted), false when it already ran. */
export async function claimRepair(db: DbOrTx, name: string): Promise<boolean> {
  const rows = await db.insert(s.dataRepairs).values({ name }).onConflictDoNothing().returning({ name: s.dataRepairs.name });
  return rows.length > 0;
}

export async function saveRepairLog(db: DbOrTx, name: string, log: unknown[]): Promise<void> {
  await db.update(s.dataRepairs).set({ log }).where(eq(s.dataRepairs.name, name));
}
