/** SQL of the absences (per half-day) of the trainees of a training. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import type { Db, DbOrTx } from '../../db/client';
import { absences, registrations } from '../../db/schema';

/** Registration statuses whose trainees take part (Refusé and Préinscription are left out). */
export const ATTENDING_STATUSES = [REGISTRATION_STATUS.valide, REGISTRATION_STATUS.en_attente];

/** Absences of a training, of the trainees who take part, by date, half-day and trainee. */
export function listAbsences(db: Db, trainingId: number) {
  return db
    .select({
      id: absences.id,
      profile_id: absences.profile_id,
      training_id: absences.training_id,
      absence_date: absences.absence_date,
      half_day: absences.half_day,
    })
    .from(absences)
    .innerJoin(registrations, and(eq(registrations.training_id, absences.training_id), eq(registrations.profile_id, absences.profile_id)))
    .where(and(eq(absences.training_id, trainingId), inArray(registrations.registration_status_id, ATTENDING_STATUSES)))
    .orderBy(asc(absences.absence_date), asc(absences.half_day), asc(absences.profile_id));
}

export type AbsenceRecord = Awaited<ReturnType<typeof listAbsences>>[number];

/** The registration status of a profile to a training (undefined: not registered). */
export async function registrationStatusOf(tx: DbOrTx, trainingId: number, profileId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ status: registrations.registration_status_id })
    .from(registrations)
    .where(and(eq(registrations.training_id, trainingId), eq(registrations.profile_id, profileId)));
  return row?.status;
}

export async function findAbsence(tx: DbOrTx, values: { training_id: number; profile_id: number; absence_date: string; half_day: string }) {
  const [row] = await tx
    .select()
    .from(absences)
    .where(
      and(
        eq(absences.training_id, values.training_id),
        eq(absences.profile_id, values.profile_id),
        eq(absences.absence_date, values.absence_date),
        eq(absences.half_day, values.half_day),
      ),
    );
  return row;
}

export async function insertAbsence(tx: DbOrTx, values: typeof absences.$inferInsert) {
  const [row] = await tx.insert(absences).values(values).returning();
  return row;
}

export async function absenceById(db: Db, id: number) {
  const [row] = await db.select().from(absences).where(eq(absences.id, id));
  return row;
}

export async function deleteAbsence(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(absences).where(eq(absences.id, id));
}
