/** SQL of a person's page: their trainings, their expenses by training, and the closing of their account. */
import { AUDIT_ACTIONS } from '../../contract/audit';
import { recordAudit } from '../audit';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { profiles, receipts, registrationStatuses, trainingExpenseStatuses, trainingExpenses, trainingStaff, trainings, trainingStatuses, users, registrations } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import type { PersonTrainingsScope } from './scopes';

/** The staff row's type as the contract names the person's part in the training. */
const staffPart = sql<'intervenant' | 'responsable-pedagogique'>`CASE WHEN ${trainingStaff.type} = 'pedagogical_supervisor' THEN 'responsable-pedagogique' ELSE 'intervenant' END`;

/** SQL: the training `trainingId` has `staffProfileId` in its team. */
const inTeamOf = (trainingId: SQL, staffProfileId: number) =>
  sql`EXISTS (SELECT 1 FROM ${trainingStaff} own WHERE own.training_id = ${trainingId} AND own.profile_id = ${staffProfileId})`;

function personTrainingRows(db: Db, profileId: number, scope: PersonTrainingsScope) {
  const asTrainee = db
    .select({
      id: trainings.id,
      title: trainings.title,
      start_date: trainings.start_date,
      end_date: trainings.end_date,
      status_id: sql<number>`${trainingStatuses.id}`.as('status_id'),
      status_name: sql<string>`${trainingStatuses.name}`.as('status_name'),
      part: sql<'stagiaire' | 'intervenant' | 'responsable-pedagogique'>`'stagiaire'`.as('part'),
      registration_status_id: sql<number | null>`${registrationStatuses.id}`.as('registration_status_id'),
      registration_status_name: sql<string | null>`${registrationStatuses.name}`.as('registration_status_name'),
    })
    .from(registrations)
    .innerJoin(trainings, eq(trainings.id, registrations.training_id))
    .innerJoin(trainingStatuses, eq(trainingStatuses.id, trainings.training_status_id))
    .innerJoin(registrationStatuses, eq(registrationStatuses.id, registrations.registration_status_id))
    .where(and(eq(registrations.profile_id, profileId), scope.kind === 'teamOf' ? inTeamOf(sql`${trainings.id}`, scope.staffProfileId) : undefined));
  const inTeam = db
    .select({
      id: trainings.id,
      title: trainings.title,
      start_date: trainings.start_date,
      end_date: trainings.end_date,
      status_id: sql<number>`${trainingStatuses.id}`.as('status_id'),
      status_name: sql<string>`${trainingStatuses.name}`.as('status_name'),
      part: staffPart.as('part'),
      registration_status_id: sql<number | null>`NULL::integer`.as('registration_status_id'),
      registration_status_name: sql<string | null>`NULL::varchar`.as('registration_status_name'),
    })
    .from(trainingStaff)
    .innerJoin(trainings, eq(trainings.id, trainingStaff.training_id))
    .innerJoin(trainingStatuses, eq(trainingStatuses.id, trainings.training_status_id))
    .where(and(eq(trainingStaff.profile_id, profileId), scope.kind === 'teamOf' ? inTeamOf(sql`${trainings.id}`, scope.staffProfileId) : undefined));
  return asTrainee.unionAll(inTeam);
}

/** One page of a person's trainings, most recent start first (as a trainee and in teams). */
export async function listPersonTrainings(db: Db, profileId: number, scope: PersonTrainingsScope, window: PageWindow) {
  return personTrainingRows(db, profileId, scope)
    .orderBy(sql`start_date DESC, id DESC, part`)
    .limit(window.limit)
    .offset(window.offset);
}

export async function countPersonTrainings(db: Db, profileId: number, scope: PersonTrainingsScope): Promise<number> {
  const all = personTrainingRows(db, profileId, scope).as('person_trainings');
  const [row] = await db.select({ n: count() }).from(all);
  return row?.n ?? 0;
}

/** A person's expenses with their training, most recent training first. */
export function personExpenses(db: Db, profileId: number) {
  return db
    .select({
      id: trainingExpenses.id,
      training_id: trainings.id,
      training_title: trainings.title,
      start_date: trainings.start_date,
      status_id: trainingExpenseStatuses.id,
      status_name: trainingExpenseStatuses.name,
      total_amount: trainingExpenses.total_amount,
      total_forced_amount: trainingExpenses.total_forced_amount,
      created_at: trainingExpenses.created_at,
      receipts_count: sql<number>`(SELECT count(*)::int FROM ${receipts} WHERE ${receipts.training_expense_id} = ${trainingExpenses.id})`,
    })
    .from(trainingExpenses)
    .innerJoin(trainings, eq(trainings.id, trainingExpenses.training_id))
    .innerJoin(trainingExpenseStatuses, eq(trainingExpenseStatuses.id, trainingExpenses.training_expense_status_id))
    .where(eq(trainingExpenses.profile_id, profileId))
    .orderBy(desc(trainings.start_date), desc(trainings.id), desc(trainingExpenses.id));
}

/** Closes an account: the profile and the user are marked inactive (the sessions are revoked by the caller). */
/**
 * Reopens a closed account that was not anonymised: active again, no closing date, and its inactivity
 * clock (the retention's) starting now. Answers false when the account was anonymised meanwhile.
 */
export async function reopenAccount(db: DbOrTx, profileId: number, userId: number): Promise<boolean> {
  const reopened = await db
    .update(users)
    .set({ is_active: true, closed_at: null, activity_since: new Date() })
    .where(and(eq(users.id, userId), sql`${users.anonymised_at} IS NULL`))
    .returning({ id: users.id });
  if (reopened.length === 0) return false;
  await db.update(profiles).set({ is_active: true }).where(eq(profiles.id, profileId));
  await recordAudit(db, { action: AUDIT_ACTIONS.accountReopened, objectType: 'compte', objectId: profileId, from: 'inactif', to: 'actif' });
  return true;
}

export async function closeAccount(db: DbOrTx, profileId: number, userId: number): Promise<void> {
  await db.update(profiles).set({ is_active: false }).where(eq(profiles.id, profileId));
  await db.update(users).set({ is_active: false, closed_at: new Date() }).where(eq(users.id, userId));
  await recordAudit(db, { action: AUDIT_ACTIONS.accountClosed, objectType: 'compte', objectId: profileId, from: 'actif', to: 'inactif' });
}
