/** SQL of a person's own expense for a training and its receipts. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';

/** An expense with what its rules need: the training's status and the owner's part in the training. */
export async function findExpense(db: DbOrTx, where: { id: number } | { trainingId: number; profileId: number }) {
  const [row] = await db
    .select({
      expense: s.trainingExpenses,
      status_name: s.trainingExpenseStatuses.name,
      training_status_id: s.trainings.training_status_id,
    })
    .from(s.trainingExpenses)
    .innerJoin(s.trainingExpenseStatuses, eq(s.trainingExpenseStatuses.id, s.trainingExpenses.training_expense_status_id))
    .innerJoin(s.trainings, eq(s.trainings.id, s.trainingExpenses.training_id))
    .where(
      'id' in where
        ? eq(s.trainingExpenses.id, where.id)
        : and(eq(s.trainingExpenses.training_id, where.trainingId), eq(s.trainingExpenses.profile_id, where.profileId)),
    )
    .limit(1);
  return row;
}

export function receiptsOf(db: DbOrTx, expenseIds: number[]) {
  if (expenseIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(s.receipts)
    .where(inArray(s.receipts.training_expense_id, expenseIds))
    .orderBy(asc(s.receipts.created_at), asc(s.receipts.id));
}

export async function findReceipt(db: DbOrTx, receiptId: number) {
  const [row] = await db.select().from(s.receipts).where(eq(s.receipts.id, receiptId)).limit(1);
  return row;
}

export async function findTrainingStatus(db: DbOrTx, trainingId: number): Promise<number | null> {
  const [row] = await db.select({ status: s.trainings.training_status_id }).from(s.trainings).where(eq(s.trainings.id, trainingId)).limit(1);
  return row?.status ?? null;
}

export async function profileExists(db: DbOrTx, profileId: number): Promise<boolean> {
  const [row] = await db.select({ id: s.profiles.id }).from(s.profiles).where(eq(s.profiles.id, profileId)).limit(1);
  return Boolean(row);
}

/** The profile's part in the training: its registration status as a trainee, whether it is on the team. */
export async function participation(db: DbOrTx, trainingId: number, profileId: number) {
  const [registration] = await db
    .select({ status: s.registrations.registration_status_id })
    .from(s.registrations)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.profile_id, profileId)))
    .limit(1);
  const [staff] = await db
    .select({ id: s.trainingStaff.id })
    .from(s.trainingStaff)
    .where(and(eq(s.trainingStaff.training_id, trainingId), eq(s.trainingStaff.profile_id, profileId)))
    .limit(1);
  return { registrationStatusId: registration?.status ?? null, onTeam: Boolean(staff) };
}

export async function insertExpense(db: DbOrTx, values: typeof s.trainingExpenses.$inferInsert): Promise<number> {
  const [row] = await db.insert(s.trainingExpenses).values(values).returning({ id: s.trainingExpenses.id });
  return row.id;
}

/** Its receipts go with it (foreign key on delete cascade); their files are the caller's to delete. */
export async function deleteExpense(db: DbOrTx, expenseId: number): Promise<void> {
  await db.delete(s.trainingExpenses).where(eq(s.trainingExpenses.id, expenseId));
}

export function insertReceipts(db: DbOrTx, rows: (typeof s.receipts.$inferInsert)[]) {
  return db.insert(s.receipts).values(rows).returning();
}

export async function deleteReceipt(db: DbOrTx, receiptId: number): Promise<void> {
  await db.delete(s.receipts).where(eq(s.receipts.id, receiptId));
}
