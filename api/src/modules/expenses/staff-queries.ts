/**
 * SQL of the staff's expense screens: a person's place in a training (the panel's context), the
 * people of a training with their expense (the Défraiements tab), the training's summed figures, the
 * writes of an expense's lines and status, and its history.
 */
import { AUDIT_ACTIONS } from '../../contract/audit';
import { recordAudit } from '../audit';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import * as s from '../../db/schema';
import { EXPENSE_STATUS, REGISTRATION_STATUS } from '../../contract/statuses';
import { preparedStatement } from '../../lib/prepared';

/**
 * The training as the expense rules need it, with its place's commune. The statements of the
 * Défraiements tab are prepared (`lib/prepared.ts`): its people statement took PostgreSQL longer to
 * plan than to run, on every call (docs/performance.md, “Floors and the mobile profile”).
 */
const selectTrainingForExpenses = preparedStatement('expenses_training', (db, name) =>
  db
    .select({
      id: s.trainings.id,
      title: s.trainings.title,
      training_status_id: s.trainings.training_status_id,
      is_visio: s.trainings.is_visio,
      transportation_fees: s.trainings.transportation_fees,
      accommodation: s.trainings.accommodation,
      dinners: s.trainings.dinners,
      number_of_round_trips: s.trainings.number_of_round_trips,
      place_name: s.trainingPlaces.name,
      place_address: s.trainingPlaces.address,
      place_zip_code: s.trainingPlaces.zip_code,
      place_city: s.cities.name,
      place_latitude: s.cities.latitude,
      place_longitude: s.cities.longitude,
    })
    .from(s.trainings)
    .leftJoin(s.trainingPlaces, eq(s.trainingPlaces.id, s.trainings.training_place_id))
    .leftJoin(s.cities, eq(s.cities.id, s.trainingPlaces.city_id))
    .where(eq(s.trainings.id, sql.placeholder('trainingId')))
    .limit(1)
    .prepare(name),
);

export async function trainingForExpenses(db: Db, trainingId: number) {
  const [row] = await selectTrainingForExpenses(db).execute({ trainingId });
  return row;
}
export type TrainingForExpenses = NonNullable<Awaited<ReturnType<typeof trainingForExpenses>>>;

/** A person with their role, commune and vehicle. */
export async function personForExpenses(db: DbOrTx, profileId: number) {
  const [row] = await db
    .select({
      profile_id: s.profiles.id,
      name: s.users.name,
      role: s.roles.slug,
      role_name: s.roles.name,
      vehicle_category_id: s.profiles.vehicle_category_id,
      street_number: s.profiles.street_number,
      street_name: s.profiles.street_name,
      zip_code: s.profiles.profile_zip_code,
      city: s.cities.name,
      latitude: s.cities.latitude,
      longitude: s.cities.longitude,
    })
    .from(s.profiles)
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .innerJoin(s.roles, eq(s.roles.id, s.profiles.role_id))
    .leftJoin(s.cities, eq(s.cities.id, s.profiles.city_id))
    .where(eq(s.profiles.id, profileId))
    .limit(1);
  return row;
}
export type PersonForExpenses = NonNullable<Awaited<ReturnType<typeof personForExpenses>>>;

/** The person's part in the training: registration flags as a trainee, or needs as a team member. */
export async function partInTraining(db: DbOrTx, trainingId: number, profileId: number) {
  const [registration] = await db
    .select({ status: s.registrations.registration_status_id, reimbursed: s.registrations.reimbursed, needs_accommodation: s.registrations.needs_accommodation })
    .from(s.registrations)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.profile_id, profileId)))
    .limit(1);
  const staff = await db
    .select({ reimbursed: s.trainingStaff.reimbursed_transportation, needs_accommodation: s.trainingStaff.needs_accommodation })
    .from(s.trainingStaff)
    .where(and(eq(s.trainingStaff.training_id, trainingId), eq(s.trainingStaff.profile_id, profileId)));
  if (staff.length > 0) {
    return {
      onTeam: true,
      registrationStatusId: registration?.status ?? null,
      reimbursed: staff.some((m) => m.reimbursed),
      needsAccommodation: staff.some((m) => m.needs_accommodation),
    };
  }
  return {
    onTeam: false,
    registrationStatusId: registration?.status ?? null,
    reimbursed: registration?.reimbursed ?? false,
    needsAccommodation: registration?.needs_accommodation ?? false,
  };
}
export type PartInTraining = Awaited<ReturnType<typeof partInTraining>>;

export async function vehicleCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(s.vehicleCategories).where(eq(s.vehicleCategories.id, id)).limit(1);
  return row;
}

/** The full row of an expense with its status name. */
export async function expenseRow(db: DbOrTx, expenseId: number) {
  const [row] = await db
    .select({ expense: s.trainingExpenses, status_name: s.trainingExpenseStatuses.name })
    .from(s.trainingExpenses)
    .innerJoin(s.trainingExpenseStatuses, eq(s.trainingExpenseStatuses.id, s.trainingExpenses.training_expense_status_id))
    .where(eq(s.trainingExpenses.id, expenseId))
    .limit(1);
  return row;
}
export type ExpenseRow = NonNullable<Awaited<ReturnType<typeof expenseRow>>>;

/** The expense row, locked until the end of the transaction (two saves never interleave). */
export async function lockExpense(db: DbOrTx, expenseId: number) {
  const [row] = await db.select().from(s.trainingExpenses).where(eq(s.trainingExpenses.id, expenseId)).for('update').limit(1);
  return row;
}

export async function updateExpense(db: DbOrTx, expenseId: number, values: Partial<typeof s.trainingExpenses.$inferInsert>): Promise<void> {
  await db.update(s.trainingExpenses).set({ ...values, updated_at: new Date() }).where(eq(s.trainingExpenses.id, expenseId));
}

export type HistoryInsert = typeof s.trainingExpenseHistory.$inferInsert;

export async function insertHistory(db: DbOrTx, rows: HistoryInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(s.trainingExpenseHistory).values(rows);
  await recordAudit(
    db,
    rows.map((r) => ({
      action: r.kind === 'amount' ? AUDIT_ACTIONS.expenseAmount : AUDIT_ACTIONS.expenseStatus,
      objectType: 'defraiement' as const,
      objectId: r.training_expense_id,
      from: r.from_value,
      to: r.to_value,
    })),
  );
}

export async function userName(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ name: s.users.name }).from(s.users).where(eq(s.users.id, userId)).limit(1);
  return row?.name ?? '';
}

/** The history of an expense, most recent first. */
export function historyOf(db: DbOrTx, expenseId: number) {
  return db
    .select()
    .from(s.trainingExpenseHistory)
    .where(eq(s.trainingExpenseHistory.training_expense_id, expenseId))
    .orderBy(desc(s.trainingExpenseHistory.created_at), desc(s.trainingExpenseHistory.id));
}

export function expenseStatusNames(db: DbOrTx) {
  return db.select().from(s.trainingExpenseStatuses).orderBy(asc(s.trainingExpenseStatuses.id));
}

export interface TrainingExpenseRowSql {
  profile_id: number;
  username: string;
  role: string;
  role_name: string;
  on_team: boolean;
  registration_status_id: number | null;
  vehicle_registration_pdf: string | null;
  reimbursed: boolean;
  needs_accommodation: boolean;
  expense_id: number | null;
  status_id: number | null;
  status_name: string | null;
  total_amount: string | null;
  total_forced_amount: string | null;
  payment_order_number: string | null;
  payment_reference: string | null;
}

/**
 * The people of a training: its team, its validated trainees, and anyone else holding an expense on
 * it; each with their expense and its latest payment. By name (the team first).
 */
const selectTrainingExpenseRows = preparedStatement('expenses_training_people', (db, name) => {
  const trainingId = sql.placeholder('trainingId');
  const people = sql`(
    WITH staff AS (
      SELECT profile_id, bool_or(reimbursed_transportation) AS reimbursed, bool_or(needs_accommodation) AS needs_accommodation
      FROM ${s.trainingStaff} WHERE training_id = ${trainingId} GROUP BY profile_id),
    people AS (
      SELECT profile_id FROM staff
      UNION SELECT profile_id FROM ${s.registrations}
        WHERE training_id = ${trainingId} AND registration_status_id = ${REGISTRATION_STATUS.valide}
      UNION SELECT profile_id FROM ${s.trainingExpenses} WHERE training_id = ${trainingId})
    SELECT p.id AS profile_id, u.name AS username, r.slug AS role, r.name AS role_name,
      (st.profile_id IS NOT NULL) AS on_team, rg.registration_status_id,
      p.vehicle_registration_pdf,
      COALESCE(st.reimbursed, rg.reimbursed, false) AS reimbursed,
      COALESCE(st.needs_accommodation, rg.needs_accommodation, false) AS needs_accommodation,
      e.id AS expense_id, es.id AS status_id, es.name AS status_name,
      e.total_amount::text AS total_amount, e.total_forced_amount::text AS total_forced_amount,
      pay.order_number AS payment_order_number, pay.payment_reference
    FROM people
    JOIN ${s.profiles} p ON p.id = people.profile_id
    JOIN ${s.users} u ON u.id = p.user_id
    JOIN ${s.roles} r ON r.id = p.role_id
    LEFT JOIN staff st ON st.profile_id = p.id
    LEFT JOIN ${s.registrations} rg ON rg.training_id = ${trainingId} AND rg.profile_id = p.id
    LEFT JOIN ${s.trainingExpenses} e ON e.training_id = ${trainingId} AND e.profile_id = p.id
    LEFT JOIN ${s.trainingExpenseStatuses} es ON es.id = e.training_expense_status_id
    LEFT JOIN LATERAL (
      SELECT po.order_number, tp.payment_reference FROM ${s.trainingExpensePayments} tp
      JOIN ${s.paymentOrders} po ON po.id = tp.payment_order_id
      WHERE tp.training_expense_id = e.id ORDER BY tp.created_at DESC, tp.id DESC LIMIT 1) pay ON true
  ) AS x`;
  return db
    .select({
      profile_id: sql<TrainingExpenseRowSql['profile_id']>`x.profile_id`,
      username: sql<TrainingExpenseRowSql['username']>`x.username`,
      role: sql<TrainingExpenseRowSql['role']>`x.role`,
      role_name: sql<TrainingExpenseRowSql['role_name']>`x.role_name`,
      on_team: sql<TrainingExpenseRowSql['on_team']>`x.on_team`,
      registration_status_id: sql<TrainingExpenseRowSql['registration_status_id']>`x.registration_status_id`,
      vehicle_registration_pdf: sql<TrainingExpenseRowSql['vehicle_registration_pdf']>`x.vehicle_registration_pdf`,
      reimbursed: sql<TrainingExpenseRowSql['reimbursed']>`x.reimbursed`,
      needs_accommodation: sql<TrainingExpenseRowSql['needs_accommodation']>`x.needs_accommodation`,
      expense_id: sql<TrainingExpenseRowSql['expense_id']>`x.expense_id`,
      status_id: sql<TrainingExpenseRowSql['status_id']>`x.status_id`,
      status_name: sql<TrainingExpenseRowSql['status_name']>`x.status_name`,
      total_amount: sql<TrainingExpenseRowSql['total_amount']>`x.total_amount`,
      total_forced_amount: sql<TrainingExpenseRowSql['total_forced_amount']>`x.total_forced_amount`,
      payment_order_number: sql<TrainingExpenseRowSql['payment_order_number']>`x.payment_order_number`,
      payment_reference: sql<TrainingExpenseRowSql['payment_reference']>`x.payment_reference`,
    })
    .from(people)
    .orderBy(sql`x.on_team DESC`, sql`x.username`, sql`x.profile_id`)
    .prepare(name);
});

export function trainingExpenseRows(db: Db, trainingId: number): Promise<TrainingExpenseRowSql[]> {
  return selectTrainingExpenseRows(db).execute({ trainingId });
}

/**
 * The training's figures, summed exactly by PostgreSQL (numeric): requested = every expense's amount
 * (the forced total when above 0, else the computed one), to pay = those 'À payer', paid = those
 * 'Mise en paiement'.
 */
const selectTrainingExpenseFigures = preparedStatement('expenses_training_figures', (db, name) => {
  const amount = sql`CASE WHEN ${s.trainingExpenses.total_forced_amount} > 0 THEN ${s.trainingExpenses.total_forced_amount} ELSE ${s.trainingExpenses.total_amount} END`;
  const status = s.trainingExpenses.training_expense_status_id;
  return db
    .select({
      requested: sql<string>`COALESCE(SUM(${amount}), 0)::numeric(12,2)::text`,
      to_pay: sql<string>`COALESCE(SUM(${amount}) FILTER (WHERE ${status} = ${EXPENSE_STATUS.toPay}), 0)::numeric(12,2)::text`,
      paid: sql<string>`COALESCE(SUM(${amount}) FILTER (WHERE ${status} = ${EXPENSE_STATUS.paymentIssued}), 0)::numeric(12,2)::text`,
      n: sql<number>`COUNT(*)::int`,
    })
    .from(s.trainingExpenses)
    .where(eq(s.trainingExpenses.training_id, sql.placeholder('trainingId')))
    .prepare(name);
});

export async function trainingExpenseFigures(db: Db, trainingId: number) {
  const [row] = await selectTrainingExpenseFigures(db).execute({ trainingId });
  return row;
}
