/** SQL of the letters to the employer: a registration with its training, the half-days attended, the reminders due. */
import { and, asc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { LeaveKind } from '../../contract/constants/leave-rules';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';
import { queryRows } from '../../lib/sql';

const letterSelect = {
  registration_id: s.registrations.id,
  profile_id: s.registrations.profile_id,
  registration_status_id: s.registrations.registration_status_id,
  leave_kind: s.registrations.leave_kind,
  name: s.users.name,
  email: s.users.email,
  company_name: s.profiles.company_name,
  training: {
    id: s.trainings.id,
    title: s.trainings.title,
    complement: s.trainings.complement,
    start_date: s.trainings.start_date,
    end_date: s.trainings.end_date,
    training_status_id: s.trainings.training_status_id,
    is_visio: s.trainings.is_visio,
  },
  place_name: s.trainingPlaces.name,
  place_address: s.trainingPlaces.address,
  place_zip_code: s.trainingPlaces.zip_code,
  city: s.cities.name,
};

function letterQuery(db: DbOrTx) {
  return db
    .select(letterSelect)
    .from(s.registrations)
    .innerJoin(s.trainings, eq(s.trainings.id, s.registrations.training_id))
    .innerJoin(s.profiles, eq(s.profiles.id, s.registrations.profile_id))
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .leftJoin(s.trainingPlaces, eq(s.trainingPlaces.id, s.trainings.training_place_id))
    .leftJoin(s.cities, eq(s.cities.id, s.trainingPlaces.city_id));
}

export type LetterRecord = Omit<Awaited<ReturnType<ReturnType<typeof letterQuery>['execute']>>[number], 'leave_kind'> & { leave_kind: LeaveKind | null };

/** One registration with its trainee and training (any status). */
export async function letterRegistration(db: DbOrTx, registrationId: number): Promise<LetterRecord | undefined> {
  const [row] = await letterQuery(db).where(eq(s.registrations.id, registrationId));
  return row as LetterRecord | undefined;
}

/** The validated registrations of a training that come on a leave, by name. */
export async function trainingLeaveRegistrations(db: DbOrTx, trainingId: number): Promise<LetterRecord[]> {
  const rows = await letterQuery(db)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.registration_status_id, REGISTRATION_STATUS.valide), isNotNull(s.registrations.leave_kind)))
    .orderBy(asc(s.users.name), asc(s.registrations.id));
  return rows as LetterRecord[];
}

export interface AttendanceFacts {
  present: { date: string; half_day: string }[];
  absent: { date: string; half_day: string }[];
  /** No trainee signed and no one was marked: the attendance was kept on a paper sheet. */
  onPaper: boolean;
}

/** A trainee's half-days signed or marked present, their absences, and whether the training kept its attendance on paper. */
export async function traineeAttendance(db: DbOrTx, trainingId: number, profileId: number): Promise<AttendanceFacts> {
  const [row] = await queryRows<{ on_paper: boolean; present: { date: string; half_day: string }[] | null; absent: { date: string; half_day: string }[] | null }>(
    db,
    sql`SELECT
          NOT EXISTS (SELECT 1 FROM attendance_signatures sg WHERE sg.training_id = ${trainingId} AND sg.signer = 'stagiaire')
            AND NOT EXISTS (SELECT 1 FROM attendance_marks m WHERE m.training_id = ${trainingId}) AS on_paper,
          (SELECT json_agg(json_build_object('date', p.d, 'half_day', p.h)) FROM (
             SELECT sg.sign_date::text AS d, sg.half_day AS h FROM attendance_signatures sg
              WHERE sg.training_id = ${trainingId} AND sg.profile_id = ${profileId} AND sg.signer = 'stagiaire'
             UNION
             SELECT m.mark_date::text, m.half_day FROM attendance_marks m
              WHERE m.training_id = ${trainingId} AND m.profile_id = ${profileId}) p) AS present,
          (SELECT json_agg(json_build_object('date', a.absence_date::text, 'half_day', a.half_day)) FROM absences a
            WHERE a.training_id = ${trainingId} AND a.profile_id = ${profileId}) AS absent`,
  );
  return { present: row?.present ?? [], absent: row?.absent ?? [], onPaper: row?.on_paper ?? true };
}

/** Trainings whose trainees may still hand a notice: firm dates, not cancelled. */
const NOTICED_STATUSES = [TRAINING_STATUS.validated, TRAINING_STATUS.published, TRAINING_STATUS.postponed];

/** Validated registrations with a leave whose training starts in (from, to]: the reminders' candidates. */
export async function leaveRegistrationsStartingBetween(db: DbOrTx, from: Date, to: Date): Promise<LetterRecord[]> {
  const rows = await letterQuery(db)
    .where(
      and(
        eq(s.registrations.registration_status_id, REGISTRATION_STATUS.valide),
        isNotNull(s.registrations.leave_kind),
        inArray(s.trainings.training_status_id, NOTICED_STATUSES),
        gt(s.trainings.start_date, from),
        lt(s.trainings.start_date, to),
      ),
    )
    .orderBy(asc(s.trainings.start_date), asc(s.registrations.id));
  return rows as LetterRecord[];
}

/** Records a reminder (kind, training, person, deadline); null when it was already recorded. */
export async function recordReminder(db: DbOrTx, values: { kind: string; training_id: number; profile_id: number; reference: string }): Promise<number | null> {
  const [row] = await db.insert(s.trainingNotices).values(values).onConflictDoNothing().returning({ id: s.trainingNotices.id });
  return row?.id ?? null;
}

export async function linkReminderEmail(db: DbOrTx, noticeId: number, outboxId: number): Promise<void> {
  await db.update(s.trainingNotices).set({ outbox_id: outboxId }).where(eq(s.trainingNotices.id, noticeId));
}
