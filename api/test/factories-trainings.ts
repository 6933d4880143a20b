/**
 * Data factories for trainings and everything hanging off them (staff, registrations, expenses,
 * payments, deferrals). Defaults make a valid published training; tests override what they assert.
 */
import type { Db } from '../src/db/client';
import { ROLE, type RoleSlug } from '../src/contract/common';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../src/contract/statuses';
import * as s from '../src/db/schema';
import { loginAs } from './factories';
import { createTestApp, type TestApp } from './helpers';

let sequence = 0;

const DAY = 24 * 60 * 60 * 1000;

/** A moment `days` days from now (negative: in the past), at the given hour of that day (UTC). */
export function daysFromNow(days: number, hour = 9): Date {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}

export type TrainingValues = Partial<typeof s.trainings.$inferInsert>;

export interface CreateTrainingOptions extends TrainingValues {
  /** Start in days from now (default 30); ignored when start_date is given. */
  startInDays?: number;
  /** Length in days (default 2); ignored when end_date is given. */
  days?: number;
  unionIds?: number[];
}

export async function createTraining(db: Db, opts: CreateTrainingOptions = {}) {
  const n = ++sequence;
  const { startInDays, days, unionIds, ...values } = opts;
  const start = values.start_date ?? daysFromNow(startInDays ?? 30, 9);
  const end = values.end_date ?? new Date(start.getTime() + ((days ?? 2) - 1) * DAY + 8 * 60 * 60 * 1000);
  const [training] = await db
    .insert(s.trainings)
    .values({
      title: `Formation de test ${n}`,
      training_category_id: 1,
      training_type_id: 2,
      training_theme_id: 1,
      training_place_id: 1,
      training_status_id: 3,
      max_attendees: 10,
      ...values,
      start_date: start,
      end_date: end,
    })
    .returning();
  if (unionIds?.length) {
    await db.insert(s.trainingUnions).values(unionIds.map((union_id) => ({ training_id: training.id, union_id })));
  }
  return training;
}

export type StaffValues = Partial<typeof s.trainingStaff.$inferInsert>;

export async function addStaff(
  db: Db,
  trainingId: number,
  profileId: number,
  type: 'teacher' | 'pedagogical_supervisor' = 'teacher',
  values: StaffValues = {},
) {
  const [row] = await db
    .insert(s.trainingStaff)
    .values({ training_id: trainingId, profile_id: profileId, type, ...values })
    .returning();
  return row;
}

/** Expected and actual hours entered (HETD-ready values). */
export const HOURS_ENTERED: StaffValues = {
  expected_lecture_hours: '6.00',
  expected_tutorial_hours: '3.00',
  actual_lecture_hours: '6.00',
  actual_tutorial_hours: '3.00',
};

export type RegistrationSlug = keyof typeof REGISTRATION_STATUS;

export async function register(
  db: Db,
  trainingId: number,
  profileId: number,
  status: RegistrationSlug = 'valide',
  values: Partial<typeof s.registrations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(s.registrations)
    .values({
      training_id: trainingId,
      profile_id: profileId,
      registration_status_id: REGISTRATION_STATUS[status],
      ...values,
    })
    .returning();
  return row;
}

let profileSequence = 0;

/** Bare trainee profiles (user + profile) to fill a training; returns their profile ids. */
export async function createTraineeProfiles(db: Db, count: number, namePrefix = 'Stagiaire'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const n = ++profileSequence;
    const [user] = await db
      .insert(s.users)
      .values({
        name: `${namePrefix} ${n}`,
        email: `remplissage.${n}.${process.pid}@test.irt.fr`,
        password_hash: 'x',
        role_id: ROLE.stagiaire,
      })
      .returning({ id: s.users.id });
    const [profile] = await db
      .insert(s.profiles)
      .values({ user_id: user.id, role_id: ROLE.stagiaire, profile_number: `2026-F${String(n).padStart(5, '0')}${process.pid % 1000}` })
      .returning({ id: s.profiles.id });
    ids.push(profile.id);
  }
  return ids;
}

export async function createExpense(
  db: Db,
  trainingId: number,
  profileId: number,
  statusId: number,
  values: Partial<typeof s.trainingExpenses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(s.trainingExpenses)
    .values({
      training_id: trainingId,
      profile_id: profileId,
      training_expense_status_id: statusId,
      total_amount: '100.00',
      ...values,
    })
    .returning();
  return row;
}

let orderSequence = 0;

export async function createPayment(db: Db, expenseId: number, amount: string, createdAt = new Date()) {
  const [order] = await db
    .insert(s.paymentOrders)
    .values({ order_number: `R-TEST-${process.pid}-${++orderSequence}` })
    .returning();
  const [payment] = await db
    .insert(s.trainingExpensePayments)
    .values({
      training_expense_id: expenseId,
      payment_order_id: order.id,
      payment_method: 'virement',
      payment_reference: `${expenseId}-ref`,
      amount,
      created_at: createdAt,
    })
    .returning();
  return payment;
}

export async function addDeferral(db: Db, trainingId: number, values: Omit<typeof s.trainingDeferrals.$inferInsert, 'training_id'>) {
  const [row] = await db.insert(s.trainingDeferrals).values({ training_id: trainingId, ...values }).returning();
  return row;
}

/**
 * A fresh app for one test file and a token for each role it calls the API as (the staff of a
 * trainings test): `({ t, tokens } = await startTestApp(['administrateur', 'gestionnaire']))`.
 */
export async function startTestApp<R extends RoleSlug>(roles: readonly R[]): Promise<{ t: TestApp; tokens: Record<R, string> }> {
  const t = await createTestApp();
  const tokens = {} as Record<R, string>;
  for (const role of roles) tokens[role] = await loginAs(t.app, role);
  return { t, tokens };
}

/** A complete evaluation: each of the seven criteria scored between 1 and 10. */
export const EVALUATION_SCORES = {
  documentation: 8,
  training_methods: 7,
  willingness_to_continue: 9,
  group_life: 10,
  material_conditions: 6,
  knowledge_contribution: 8,
  overall_satisfaction: 9,
};

/**
 * A training that ended four days ago and waits to be closed (status 5), with these trainees'
 * registrations validated: what a trainee may evaluate (an evaluation needs an ended training and a
 * validated registration).
 */
export async function createEndedTraining(db: Db, validatedProfileIds: readonly number[] = []) {
  const training = await createTraining(db, { start_date: daysFromNow(-5), end_date: daysFromNow(-4, 17), training_status_id: TRAINING_STATUS.toClose });
  for (const profileId of validatedProfileIds) await register(db, training.id, profileId, 'valide');
  return training;
}
