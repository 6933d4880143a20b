/** SQL of the complaints and of the improvement actions. */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMPLAINT_STATUSES, type ComplaintStatus, type ImprovementOrigin, type ImprovementState } from '../../contract/constants/complaints';
import { ROLE } from '../../contract/constants/roles';
import type { Db, DbOrTx } from '../../db/client';
import * as s from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatements, variantsOf } from '../../lib/prepared';

const author = alias(s.users, 'complaint_author');
const answerer = alias(s.users, 'complaint_answerer');
const owner = alias(s.users, 'action_owner');

const trainingRef = sql<{ id: number; title: string; start_date: string } | null>`CASE WHEN ${s.trainings.id} IS NULL THEN NULL
  ELSE json_build_object('id', ${s.trainings.id}, 'title', ${s.trainings.title}, 'start_date', ${s.trainings.start_date}) END`;

/* ---------- Complaints ---------- */

export type ComplaintInsert = typeof s.complaints.$inferInsert;

export async function insertComplaint(db: DbOrTx, values: ComplaintInsert): Promise<number> {
  const [row] = await db.insert(s.complaints).values(values).returning({ id: s.complaints.id });
  return row.id;
}

const ownColumns = {
  id: s.complaints.id,
  subject: s.complaints.subject,
  text: s.complaints.text,
  training: trainingRef,
  status: s.complaints.status,
  answer: s.complaints.answer,
  answered_at: s.complaints.answered_at,
  created_at: s.complaints.created_at,
};
export type OwnComplaintRow = { id: number; subject: string; text: string; training: { id: number; title: string; start_date: string } | null; status: string; answer: string | null; answered_at: Date | null; created_at: Date };

const selectOwn = (db: DbOrTx) => db.select(ownColumns).from(s.complaints).leftJoin(s.trainings, eq(s.trainings.id, s.complaints.training_id));

export async function ownComplaint(db: DbOrTx, id: number): Promise<OwnComplaintRow | undefined> {
  const [row] = await selectOwn(db).where(eq(s.complaints.id, id));
  return row;
}

const MINE = new Map([['mine', 'mine']] as const);
const selectMine = preparedStatements('complaints_mine', MINE, (db) =>
  selectOwn(db)
    .where(eq(s.complaints.user_id, sql.placeholder('userId')))
    .orderBy(desc(s.complaints.created_at), desc(s.complaints.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('complaints_mine_mine'),
);

export function listMyComplaints(db: Db, userId: number, window: PageWindow): Promise<OwnComplaintRow[]> {
  return selectMine(db, 'mine').execute({ userId, ...window });
}

export async function countMyComplaints(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(s.complaints).where(eq(s.complaints.user_id, userId));
  return row.n;
}

const listColumns = {
  id: s.complaints.id,
  subject: s.complaints.subject,
  author_user_id: author.id,
  author_name: author.name,
  author_email: author.email,
  author_role: s.roles.name,
  training: trainingRef,
  status: s.complaints.status,
  created_at: s.complaints.created_at,
  answered_at: s.complaints.answered_at,
  actions_count: sql<number>`(SELECT count(*)::int FROM ${s.improvementActions} WHERE ${s.improvementActions.complaint_id} = ${s.complaints.id})`,
};

const selectList = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(s.complaints)
    .innerJoin(author, eq(author.id, s.complaints.user_id))
    .innerJoin(s.roles, eq(s.roles.id, author.role_id))
    .leftJoin(s.trainings, eq(s.trainings.id, s.complaints.training_id));

/** One statement per status filter ('all' for none). */
const STATUS_VARIANTS = variantsOf(['all', ...COMPLAINT_STATUSES] as const);
type StatusVariant = 'all' | ComplaintStatus;
const statusWhere = (variant: StatusVariant) => (variant === 'all' ? undefined : eq(s.complaints.status, variant));

const selectComplaints = preparedStatements('complaints_list', STATUS_VARIANTS, (db, variant, name) =>
  selectList(db)
    .where(statusWhere(variant))
    .orderBy(desc(s.complaints.created_at), desc(s.complaints.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

export function listComplaints(db: Db, status: ComplaintStatus | undefined, window: PageWindow) {
  return selectComplaints(db, status ?? 'all').execute({ ...window });
}

export async function countComplaints(db: Db, status: ComplaintStatus | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(s.complaints).where(statusWhere(status ?? 'all'));
  return row.n;
}

export async function complaintDetailRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      text: s.complaints.text,
      answer: s.complaints.answer,
      answered_by_id: answerer.id,
      answered_by_name: answerer.name,
    })
    .from(s.complaints)
    .innerJoin(author, eq(author.id, s.complaints.user_id))
    .innerJoin(s.roles, eq(s.roles.id, author.role_id))
    .leftJoin(s.trainings, eq(s.trainings.id, s.complaints.training_id))
    .leftJoin(answerer, eq(answerer.id, s.complaints.answered_by))
    .where(eq(s.complaints.id, id));
  return row;
}

/** The complaint's author and status, its row locked until the transaction ends. */
export async function lockComplaint(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: s.complaints.id, status: s.complaints.status, subject: s.complaints.subject, created_at: s.complaints.created_at, user_id: s.complaints.user_id })
    .from(s.complaints)
    .where(eq(s.complaints.id, id))
    .for('update');
  return row;
}

export async function updateComplaint(db: DbOrTx, id: number, patch: Partial<Pick<ComplaintInsert, 'status' | 'answer' | 'answered_by' | 'answered_at'>>) {
  await db.update(s.complaints).set({ ...patch, updated_at: new Date() }).where(eq(s.complaints.id, id));
}

export async function userContact(db: DbOrTx, userId: number) {
  const [row] = await db.select({ name: s.users.name, email: s.users.email }).from(s.users).where(eq(s.users.id, userId));
  return row;
}

/** The trainings a user may name in a complaint: those they are registered to, or in the team of. */
export function trainingsOfUser(db: DbOrTx, profileId: number) {
  return db
    .select({ id: s.trainings.id, title: s.trainings.title, start_date: s.trainings.start_date })
    .from(s.trainings)
    .where(
      or(
        sql`EXISTS (SELECT 1 FROM ${s.registrations} WHERE ${s.registrations.training_id} = ${s.trainings.id} AND ${s.registrations.profile_id} = ${profileId})`,
        sql`EXISTS (SELECT 1 FROM ${s.trainingStaff} WHERE ${s.trainingStaff.training_id} = ${s.trainings.id} AND ${s.trainingStaff.profile_id} = ${profileId})`,
      ),
    )
    .orderBy(desc(s.trainings.start_date), desc(s.trainings.id));
}

export async function isTrainingOfUser(db: DbOrTx, profileId: number, trainingId: number): Promise<boolean> {
  const rows = await trainingsOfUser(db, profileId);
  return rows.some((row) => row.id === trainingId);
}

export async function trainingExists(db: DbOrTx, trainingId: number): Promise<boolean> {
  const [row] = await db.select({ id: s.trainings.id }).from(s.trainings).where(eq(s.trainings.id, trainingId));
  return row !== undefined;
}

/* ---------- Improvement actions ---------- */

const actionColumns = {
  id: s.improvementActions.id,
  what: s.improvementActions.what,
  owner_user_id: owner.id,
  owner_user_name: owner.name,
  owner_name: s.improvementActions.owner_name,
  due_date: s.improvementActions.due_date,
  done_at: s.improvementActions.done_at,
  origin: s.improvementActions.origin,
  complaint_id: s.complaints.id,
  complaint_subject: s.complaints.subject,
  training: trainingRef,
  created_at: s.improvementActions.created_at,
};

const selectActions = (db: DbOrTx) =>
  db
    .select(actionColumns)
    .from(s.improvementActions)
    .leftJoin(owner, eq(owner.id, s.improvementActions.owner_user_id))
    .leftJoin(s.complaints, eq(s.complaints.id, s.improvementActions.complaint_id))
    .leftJoin(s.trainings, eq(s.trainings.id, s.improvementActions.training_id));

export async function actionById(db: DbOrTx, id: number) {
  const [row] = await selectActions(db).where(eq(s.improvementActions.id, id));
  return row;
}

export function actionsOfComplaint(db: DbOrTx, complaintId: number) {
  return selectActions(db)
    .where(eq(s.improvementActions.complaint_id, complaintId))
    .orderBy(asc(s.improvementActions.due_date), asc(s.improvementActions.id));
}

export interface ActionFilter {
  state?: ImprovementState;
  origin?: ImprovementOrigin;
}

/** One statement per state ('all' for none); the origin is a placeholder that may be null. */
const STATE_VARIANTS = variantsOf(['all', 'open', 'done'] as const);
const stateWhere = (state: 'all' | ImprovementState): SQL | undefined =>
  state === 'open' ? isNull(s.improvementActions.done_at) : state === 'done' ? isNotNull(s.improvementActions.done_at) : undefined;
const originPlaceholder = sql`(${sql.placeholder('origin')}::varchar IS NULL OR ${s.improvementActions.origin} = ${sql.placeholder('origin')}::varchar)`;

const selectActionPage = preparedStatements('improvement_actions_list', STATE_VARIANTS, (db, variant, name) =>
  selectActions(db)
    .where(and(stateWhere(variant), originPlaceholder))
    // Those still to do first, by due date; done ones after.
    .orderBy(sql`${s.improvementActions.done_at} IS NOT NULL`, asc(s.improvementActions.due_date), asc(s.improvementActions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

export function listActions(db: Db, filter: ActionFilter, window: PageWindow) {
  return selectActionPage(db, filter.state ?? 'all').execute({ origin: filter.origin ?? null, ...window });
}

export async function countActions(db: Db, filter: ActionFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(s.improvementActions)
    .where(and(stateWhere(filter.state ?? 'all'), filter.origin ? eq(s.improvementActions.origin, filter.origin) : undefined));
  return row.n;
}

export type ActionInsert = typeof s.improvementActions.$inferInsert;

export async function insertAction(db: DbOrTx, values: ActionInsert): Promise<number> {
  const [row] = await db.insert(s.improvementActions).values(values).returning({ id: s.improvementActions.id });
  return row.id;
}

export async function updateAction(db: DbOrTx, id: number, patch: Partial<ActionInsert>) {
  await db.update(s.improvementActions).set(patch).where(eq(s.improvementActions.id, id));
}

export async function deleteAction(db: DbOrTx, id: number) {
  await db.delete(s.improvementActions).where(eq(s.improvementActions.id, id));
}

/** The active members of the team who may carry an action (administrateurs, gestionnaires, responsables pédagogiques). */
export function actionOwners(db: DbOrTx) {
  return db
    .select({ user_id: s.users.id, name: s.users.name })
    .from(s.users)
    .where(and(eq(s.users.is_active, true), inArray(s.users.role_id, [ROLE.administrateur, ROLE.gestionnaire, ROLE['responsable-pedagogique']])))
    .orderBy(asc(s.users.name), asc(s.users.id));
}

export async function isActionOwner(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await actionOwners(db);
  return rows.some((row) => row.user_id === userId);
}
