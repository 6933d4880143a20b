/** SQL of the training notices: the trainings due, their recipients, and the notices already sent. */
import { and, count, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';

export interface NoticeTraining {
  id: number;
  title: string;
  start_date: Date;
  end_date: Date;
  training_status_id: number;
}

const trainingColumns = {
  id: s.trainings.id,
  title: s.trainings.title,
  start_date: s.trainings.start_date,
  end_date: s.trainings.end_date,
  training_status_id: s.trainings.training_status_id,
};

/** Trainings in one of `statuses` starting after `from` and no later than `to`. */
export function trainingsStartingBetween(db: DbOrTx, statuses: readonly number[], from: Date, to: Date): Promise<NoticeTraining[]> {
  return db
    .select(trainingColumns)
    .from(s.trainings)
    .where(and(inArray(s.trainings.training_status_id, [...statuses]), gt(s.trainings.start_date, from), lte(s.trainings.start_date, to)))
    .orderBy(s.trainings.start_date, s.trainings.id);
}

/** Trainings in one of `statuses` that ended between `from` and `to`. */
export function trainingsEndedBetween(db: DbOrTx, statuses: readonly number[], from: Date, to: Date): Promise<NoticeTraining[]> {
  return db
    .select(trainingColumns)
    .from(s.trainings)
    .where(and(inArray(s.trainings.training_status_id, [...statuses]), gte(s.trainings.end_date, from), lte(s.trainings.end_date, to)))
    .orderBy(s.trainings.end_date, s.trainings.id);
}

export interface Recipient {
  profile_id: number;
  name: string;
  email: string;
}

const recipientColumns = { profile_id: s.profiles.id, name: s.users.name, email: s.users.email };

/** The trainees of a training whose registration is in one of `statuses`, with an active account. */
export function registeredTrainees(db: DbOrTx, trainingId: number, statuses: readonly number[] = [REGISTRATION_STATUS.valide]): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(s.registrations)
    .innerJoin(s.profiles, eq(s.profiles.id, s.registrations.profile_id))
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .where(and(eq(s.registrations.training_id, trainingId), inArray(s.registrations.registration_status_id, [...statuses]), eq(s.users.is_active, true)))
    .orderBy(s.profiles.id);
}

/** The training's team (intervenants and responsables pédagogiques), each person once, with an active account. */
export function trainingTeam(db: DbOrTx, trainingId: number): Promise<Recipient[]> {
  return db
    .selectDistinct(recipientColumns)
    .from(s.trainingStaff)
    .innerJoin(s.profiles, eq(s.profiles.id, s.trainingStaff.profile_id))
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .where(and(eq(s.trainingStaff.training_id, trainingId), eq(s.users.is_active, true)))
    .orderBy(s.profiles.id);
}

/** Half-days each trainee of the training was marked absent, and who evaluated it. */
export async function surveyFacts(db: DbOrTx, trainingId: number): Promise<{ absent: Map<number, number>; evaluated: Set<number> }> {
  const absences = await db
    .select({ profile_id: s.absences.profile_id, n: count() })
    .from(s.absences)
    .where(eq(s.absences.training_id, trainingId))
    .groupBy(s.absences.profile_id);
  const evaluations = await db.select({ profile_id: s.evaluations.profile_id }).from(s.evaluations).where(eq(s.evaluations.training_id, trainingId));
  return { absent: new Map(absences.map((a) => [a.profile_id, Number(a.n)])), evaluated: new Set(evaluations.map((e) => e.profile_id)) };
}

/** The profiles that already received a notice of this kind about this reference. */
export async function notified(db: DbOrTx, kind: string, trainingId: number, reference: string): Promise<Set<number>> {
  const rows = await db
    .select({ profile_id: s.trainingNotices.profile_id })
    .from(s.trainingNotices)
    .where(and(eq(s.trainingNotices.kind, kind), eq(s.trainingNotices.training_id, trainingId), eq(s.trainingNotices.reference, reference)));
  return new Set(rows.map((r) => r.profile_id));
}

/** Records a notice; false when it was already recorded (then nothing must be sent). */
export async function recordNotice(db: DbOrTx, values: { kind: string; training_id: number; profile_id: number; reference: string }): Promise<number | null> {
  const [row] = await db.insert(s.trainingNotices).values(values).onConflictDoNothing().returning({ id: s.trainingNotices.id });
  return row?.id ?? null;
}

export async function linkOutbox(db: DbOrTx, noticeId: number, outboxId: number): Promise<void> {
  await db.update(s.trainingNotices).set({ outbox_id: outboxId }).where(eq(s.trainingNotices.id, noticeId));
}

/** Validated trainees of a training (for the team's reminder). */
export async function validatedCount(db: DbOrTx, trainingId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(s.registrations)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.registration_status_id, REGISTRATION_STATUS.valide)));
  return Number(row?.n ?? 0);
}
