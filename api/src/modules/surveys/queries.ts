/**
 * SQL of the quality surveys: who is due a request or a relance at a given instant (on the institute's
 * clock), the requests and answers, and the results of a training.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';
import { INSTITUTE_TIME_ZONE } from '../../lib/paris-time';
import { queryRows } from '../../lib/sql';

const ZONE = sql.raw(`'${INSTITUTE_TIME_ZONE}'`);

/** Trainings that took place (or are taking place): neither cancelled nor still a draft. */
const HELD = sql.raw(
  [TRAINING_STATUS.published, TRAINING_STATUS.postponed, TRAINING_STATUS.toClose, TRAINING_STATUS.closed].join(', '),
);
const VALIDATED = sql.raw(String(REGISTRATION_STATUS.valide));

/** Paris wall-clock arithmetic: `instant` read in Paris, plus `interval`, read back as an instant. */
const parisPlus = (instant: SQL, interval: string) => sql`((${instant} AT TIME ZONE ${ZONE}) + ${sql.raw(`interval '${interval}'`)}) AT TIME ZONE ${ZONE}`;

/** The instant the cold survey of training `t` is due: the Paris calendar day so many months after its last day, at `hour`:00. */
function coldDueOf(months: number, hour: number): SQL {
  return sql`((((t.end_date AT TIME ZONE ${ZONE})::date + ${sql.raw(`interval '${months} months'`)})::date + ${sql.raw(`time '${String(hour).padStart(2, '0')}:00'`)}) AT TIME ZONE ${ZONE})`;
}

/** An account that can still receive mail (not closed, not anonymised). */
const REACHABLE = sql`u.is_active AND u.closed_at IS NULL AND u.anonymised_at IS NULL`;

export interface DueColdRequest {
  training_id: number;
  title: string;
  start_date: Date;
  end_date: Date;
  profile_id: number;
  name: string;
  email: string;
  /** Half-days recorded absent. */
  absent_half_days: number;
  /** A signature or a presence marked by the staff exists. */
  signed_or_marked: boolean;
}

/**
 * Validated trainees of held trainings whose cold survey fell due in (now − window, now] and who have no
 * request yet; whether they attended is decided by the caller from the half-days (lib/half-days.ts).
 */
export function dueColdRequests(db: DbOrTx, now: Date, opts: { months: number; hour: number; windowDays: number }) {
  const due = coldDueOf(opts.months, opts.hour);
  const at = now.toISOString();
  return queryRows<DueColdRequest>(
    db,
    sql`SELECT t.id AS training_id, t.title, t.start_date, t.end_date, r.profile_id, u.name, u.email,
        (SELECT count(*)::int FROM absences a WHERE a.training_id = t.id AND a.profile_id = r.profile_id) AS absent_half_days,
        (EXISTS (SELECT 1 FROM attendance_signatures g WHERE g.training_id = t.id AND g.profile_id = r.profile_id)
          OR EXISTS (SELECT 1 FROM attendance_marks m WHERE m.training_id = t.id AND m.profile_id = r.profile_id)) AS signed_or_marked
      FROM trainings t
      JOIN registrations r ON r.training_id = t.id AND r.registration_status_id = ${VALIDATED}
      JOIN profiles p ON p.id = r.profile_id
      JOIN users u ON u.id = p.user_id
      WHERE t.training_status_id IN (${HELD})
        AND t.end_date < ${at}::timestamptz - interval '80 days'
        AND t.end_date > ${at}::timestamptz - ${sql.raw(`interval '${opts.months} months ${opts.windowDays + 2} days'`)}
        AND ${due} <= ${at}::timestamptz
        AND ${due} > ${at}::timestamptz - ${sql.raw(`interval '${opts.windowDays} days'`)}
        AND ${REACHABLE}
        AND NOT EXISTS (SELECT 1 FROM cold_surveys c WHERE c.training_id = t.id AND c.profile_id = r.profile_id)
      ORDER BY t.id, r.profile_id`,
  );
}

export interface DueTeamRequest {
  training_id: number;
  title: string;
  start_date: Date;
  end_date: Date;
  profile_id: number;
  name: string;
  email: string;
}

/** Members of the team of held trainings that ended in (now − window, now] and have no request yet. */
export function dueTeamRequests(db: DbOrTx, now: Date, opts: { windowDays: number }) {
  const at = now.toISOString();
  return queryRows<DueTeamRequest>(
    db,
    sql`SELECT DISTINCT t.id AS training_id, t.title, t.start_date, t.end_date, st.profile_id, u.name, u.email
      FROM trainings t
      JOIN training_staff st ON st.training_id = t.id
      JOIN profiles p ON p.id = st.profile_id
      JOIN users u ON u.id = p.user_id
      WHERE t.training_status_id IN (${HELD})
        AND t.end_date <= ${at}::timestamptz
        AND t.end_date > ${at}::timestamptz - ${sql.raw(`interval '${opts.windowDays} days'`)}
        AND ${REACHABLE}
        AND NOT EXISTS (SELECT 1 FROM team_surveys c WHERE c.training_id = t.id AND c.profile_id = st.profile_id)
      ORDER BY t.id, st.profile_id`,
  );
}

export interface DueRelance {
  id: number;
  training_id: number;
  title: string;
  start_date: Date;
  end_date: Date;
  name: string;
  email: string;
}

/** Unanswered requests of `table` not relanced yet, whose relance fell due in (now − window, now]. */
export function dueRelances(db: DbOrTx, table: 'cold_surveys' | 'team_surveys', now: Date, opts: { afterDays: number; windowDays: number }) {
  const at = now.toISOString();
  const due = parisPlus(sql.raw('c.requested_at'), `${opts.afterDays} days`);
  return queryRows<DueRelance>(
    db,
    sql`SELECT c.id, t.id AS training_id, t.title, t.start_date, t.end_date, u.name, u.email
      FROM ${sql.raw(table)} c
      JOIN trainings t ON t.id = c.training_id
      JOIN profiles p ON p.id = c.profile_id
      JOIN users u ON u.id = p.user_id
      WHERE c.answered_at IS NULL AND c.relanced_at IS NULL
        AND ${due} <= ${at}::timestamptz
        AND ${due} > ${at}::timestamptz - ${sql.raw(`interval '${opts.windowDays} days'`)}
        AND t.training_status_id IN (${HELD})
        AND ${REACHABLE}
      ORDER BY c.id`,
  );
}

type SurveyTable = typeof s.coldSurveys | typeof s.teamSurveys;
const tableOf = (kind: 'cold' | 'team'): SurveyTable => (kind === 'cold' ? s.coldSurveys : s.teamSurveys);

/** Records a request; false when one exists already (another pass got there first). */
export async function insertRequest(db: DbOrTx, kind: 'cold' | 'team', trainingId: number, profileId: number, at: Date): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db
    .insert(table)
    .values({ training_id: trainingId, profile_id: profileId, requested_at: at })
    .onConflictDoNothing()
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Marks a request relanced; false when it was relanced or answered meanwhile. */
export async function markRelanced(db: DbOrTx, kind: 'cold' | 'team', id: number, at: Date): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set({ relanced_at: at })
    .where(and(eq(table.id, id), isNull(table.relanced_at), isNull(table.answered_at)))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function findTraining(db: DbOrTx, trainingId: number) {
  const [row] = await db
    .select({ id: s.trainings.id, title: s.trainings.title, start_date: s.trainings.start_date, end_date: s.trainings.end_date })
    .from(s.trainings)
    .where(eq(s.trainings.id, trainingId))
    .limit(1);
  return row;
}

export async function findColdSurvey(db: DbOrTx, trainingId: number, profileId: number) {
  const [row] = await db
    .select()
    .from(s.coldSurveys)
    .where(and(eq(s.coldSurveys.training_id, trainingId), eq(s.coldSurveys.profile_id, profileId)))
    .limit(1);
  return row;
}

export async function findTeamSurvey(db: DbOrTx, trainingId: number, profileId: number) {
  const [row] = await db
    .select()
    .from(s.teamSurveys)
    .where(and(eq(s.teamSurveys.training_id, trainingId), eq(s.teamSurveys.profile_id, profileId)))
    .limit(1);
  return row;
}

/** Records the answer of an unanswered request; undefined when it was answered already. */
export async function answerColdSurvey(db: DbOrTx, id: number, answer: { practice: number; changes: string; recommend: boolean }, at: Date) {
  const [row] = await db
    .update(s.coldSurveys)
    .set({ ...answer, answered_at: at })
    .where(and(eq(s.coldSurveys.id, id), isNull(s.coldSurveys.answered_at)))
    .returning({ answered_at: s.coldSurveys.answered_at });
  return row;
}

export async function answerTeamSurvey(db: DbOrTx, id: number, answer: { group_rating: number; conditions_rating: number; comment: string }, at: Date) {
  const [row] = await db
    .update(s.teamSurveys)
    .set({ ...answer, answered_at: at })
    .where(and(eq(s.teamSurveys.id, id), isNull(s.teamSurveys.answered_at)))
    .returning({ answered_at: s.teamSurveys.answered_at });
  return row;
}

/** Whether the profile teaches or supervises the training. */
export async function isOnTeam(db: DbOrTx, trainingId: number, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: s.trainingStaff.id })
    .from(s.trainingStaff)
    .where(and(eq(s.trainingStaff.training_id, trainingId), eq(s.trainingStaff.profile_id, profileId)))
    .limit(1);
  return Boolean(row);
}

/** The cold survey's requests of a training, oldest answer first. */
export function coldSurveysOfTraining(db: DbOrTx, trainingId: number) {
  return db
    .select({
      answered_at: s.coldSurveys.answered_at,
      practice: s.coldSurveys.practice,
      changes: s.coldSurveys.changes,
      recommend: s.coldSurveys.recommend,
    })
    .from(s.coldSurveys)
    .where(eq(s.coldSurveys.training_id, trainingId))
    .orderBy(asc(s.coldSurveys.answered_at), asc(s.coldSurveys.id));
}

/** The team survey's requests of a training, with each member's name and whether they supervise it. */
export function teamSurveysOfTraining(db: DbOrTx, trainingId: number) {
  return queryRows<{
    profile_id: number;
    name: string;
    supervisor: boolean;
    answered_at: Date | null;
    group_rating: number | null;
    conditions_rating: number | null;
    comment: string | null;
  }>(
    db,
    sql`SELECT c.profile_id, u.name,
        EXISTS (SELECT 1 FROM training_staff st WHERE st.training_id = c.training_id AND st.profile_id = c.profile_id AND st.type = 'pedagogical_supervisor') AS supervisor,
        c.answered_at, c.group_rating, c.conditions_rating, c.comment
      FROM team_surveys c
      JOIN profiles p ON p.id = c.profile_id
      JOIN users u ON u.id = p.user_id
      WHERE c.training_id = ${trainingId}
      ORDER BY c.answered_at NULLS LAST, c.id`,
  );
}
