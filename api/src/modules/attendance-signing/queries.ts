/** SQL of the attendance signatures: who may sign, who signed, and the one write (an insert). */
import { and, asc, eq } from 'drizzle-orm';
import type { HalfDay } from '../../contract/absences';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import type { Db, DbOrTx } from '../../db/client';
import { absences, attendanceMarks, attendanceSignatures, profiles, registrations, trainings, users } from '../../db/schema';

export async function trainingById(db: Db, id: number) {
  const [row] = await db.select().from(trainings).where(eq(trainings.id, id));
  return row;
}

/** The validated trainees of a training, by name: the people who sign. */
export function validatedTrainees(db: Db, trainingId: number) {
  return db
    .select({ profile_id: registrations.profile_id, name: users.name })
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(and(eq(registrations.training_id, trainingId), eq(registrations.registration_status_id, REGISTRATION_STATUS.valide)))
    .orderBy(asc(users.name), asc(registrations.profile_id));
}

export async function isValidatedTrainee(db: DbOrTx, trainingId: number, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: registrations.registration_status_id })
    .from(registrations)
    .where(and(eq(registrations.training_id, trainingId), eq(registrations.profile_id, profileId)));
  return row?.status === REGISTRATION_STATUS.valide;
}

export async function profileName(db: Db, profileId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(profiles).innerJoin(users, eq(users.id, profiles.user_id)).where(eq(profiles.id, profileId));
  return row?.name ?? null;
}

/** The signatures of one half-day (without the images). */
export function halfDaySignatures(db: DbOrTx, trainingId: number, date: string, halfDay: HalfDay) {
  return db
    .select({ profile_id: attendanceSignatures.profile_id, signer: attendanceSignatures.signer, signed_at: attendanceSignatures.signed_at })
    .from(attendanceSignatures)
    .where(and(eq(attendanceSignatures.training_id, trainingId), eq(attendanceSignatures.sign_date, date), eq(attendanceSignatures.half_day, halfDay)));
}

/** Every signature of a training, in order (without the images). */
export function trainingSignatures(db: Db, trainingId: number) {
  return db
    .select({
      profile_id: attendanceSignatures.profile_id,
      signer: attendanceSignatures.signer,
      date: attendanceSignatures.sign_date,
      half_day: attendanceSignatures.half_day,
      signed_at: attendanceSignatures.signed_at,
      method: attendanceSignatures.method,
    })
    .from(attendanceSignatures)
    .where(eq(attendanceSignatures.training_id, trainingId))
    .orderBy(asc(attendanceSignatures.sign_date), asc(attendanceSignatures.half_day), asc(attendanceSignatures.signed_at), asc(attendanceSignatures.id));
}

/** Every signature of a training with its image and its signer's name, for the printed sheet. */
export function sheetSignatures(db: Db, trainingId: number) {
  return db
    .select({
      id: attendanceSignatures.id,
      profile_id: attendanceSignatures.profile_id,
      name: users.name,
      signer: attendanceSignatures.signer,
      date: attendanceSignatures.sign_date,
      half_day: attendanceSignatures.half_day,
      method: attendanceSignatures.method,
      signed_at: attendanceSignatures.signed_at,
      image: attendanceSignatures.image,
      image_sha256: attendanceSignatures.image_sha256,
      ip: attendanceSignatures.ip,
      token_sha256: attendanceSignatures.token_sha256,
    })
    .from(attendanceSignatures)
    .innerJoin(profiles, eq(profiles.id, attendanceSignatures.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(eq(attendanceSignatures.training_id, trainingId))
    .orderBy(asc(attendanceSignatures.sign_date), asc(attendanceSignatures.half_day), asc(attendanceSignatures.signed_at), asc(attendanceSignatures.id));
}

export type SheetSignature = Awaited<ReturnType<typeof sheetSignatures>>[number];

/** Records a signature; undefined when that person has signed that half-day already (the unique index). */
export async function insertSignature(tx: DbOrTx, values: typeof attendanceSignatures.$inferInsert): Promise<{ signed_at: Date } | undefined> {
  const [row] = await tx.insert(attendanceSignatures).values(values).onConflictDoNothing().returning({ signed_at: attendanceSignatures.signed_at });
  return row;
}

/** The half-days marked present by the staff, with who marked them, in order (or the one mark `markId`). */
export function trainingMarks(db: Db, trainingId: number, markId?: number) {
  return db
    .select({
      id: attendanceMarks.id,
      profile_id: attendanceMarks.profile_id,
      date: attendanceMarks.mark_date,
      half_day: attendanceMarks.half_day,
      reason: attendanceMarks.reason,
      marked_by: users.name,
      marked_at: attendanceMarks.marked_at,
    })
    .from(attendanceMarks)
    .leftJoin(profiles, eq(profiles.id, attendanceMarks.marked_by_profile_id))
    .leftJoin(users, eq(users.id, profiles.user_id))
    .where(and(eq(attendanceMarks.training_id, trainingId), markId === undefined ? undefined : eq(attendanceMarks.id, markId)))
    .orderBy(asc(attendanceMarks.mark_date), asc(attendanceMarks.half_day), asc(attendanceMarks.id));
}

export type MarkRecord = Awaited<ReturnType<typeof trainingMarks>>[number];

export async function markById(db: Db, id: number) {
  const [row] = await db.select().from(attendanceMarks).where(eq(attendanceMarks.id, id));
  return row;
}

/** Records a mark; undefined when that trainee's half-day is marked already (the unique index). */
export async function insertMark(tx: DbOrTx, values: typeof attendanceMarks.$inferInsert): Promise<{ id: number } | undefined> {
  const [row] = await tx.insert(attendanceMarks).values(values).onConflictDoNothing().returning({ id: attendanceMarks.id });
  return row;
}

export async function deleteMark(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(attendanceMarks).where(eq(attendanceMarks.id, id));
}

/** Removes the mark of a trainee's half-day, if any (an absence recorded instead replaces it). */
export async function deleteHalfDayMark(tx: DbOrTx, v: { training_id: number; profile_id: number; date: string; half_day: string }): Promise<boolean> {
  const gone = await tx
    .delete(attendanceMarks)
    .where(and(eq(attendanceMarks.training_id, v.training_id), eq(attendanceMarks.profile_id, v.profile_id), eq(attendanceMarks.mark_date, v.date), eq(attendanceMarks.half_day, v.half_day)))
    .returning({ id: attendanceMarks.id });
  return gone.length > 0;
}

/** Whether the trainee is recorded absent on that half-day. */
export async function isAbsent(tx: DbOrTx, v: { training_id: number; profile_id: number; date: string; half_day: string }): Promise<boolean> {
  const [row] = await tx
    .select({ id: absences.id })
    .from(absences)
    .where(and(eq(absences.training_id, v.training_id), eq(absences.profile_id, v.profile_id), eq(absences.absence_date, v.date), eq(absences.half_day, v.half_day)));
  return row !== undefined;
}
