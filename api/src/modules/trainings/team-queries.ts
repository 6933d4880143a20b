/** SQL of a training's team: teachers and pedagogical supervisors with their hours. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { aresStatuses, profiles, roles, trainingStaff, users } from '../../db/schema';

/** Column value of `training_staff.type`. */
export type StaffKind = 'teacher' | 'pedagogical_supervisor';

function memberSelect(db: Db) {
  return db
    .select({
      id: trainingStaff.id,
      profile_id: profiles.id,
      name: users.name,
      email: users.email,
      phone: profiles.phone,
      url: profiles.url,
      role_id: roles.id,
      role_name: roles.name,
      expected_lecture_hours: trainingStaff.expected_lecture_hours,
      expected_tutorial_hours: trainingStaff.expected_tutorial_hours,
      actual_lecture_hours: trainingStaff.actual_lecture_hours,
      actual_tutorial_hours: trainingStaff.actual_tutorial_hours,
      ares_status_id: trainingStaff.ares_status_id,
      ares_status_name: aresStatuses.name,
      needs_accommodation: trainingStaff.needs_accommodation,
      reimbursed_transportation: trainingStaff.reimbursed_transportation,
      is_remunerated: trainingStaff.is_remunerated,
    })
    .from(trainingStaff)
    .innerJoin(profiles, eq(profiles.id, trainingStaff.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .innerJoin(roles, eq(roles.id, profiles.role_id))
    .leftJoin(aresStatuses, eq(aresStatuses.id, trainingStaff.ares_status_id));
}

export function listTeam(db: Db, trainingId: number, kind: StaffKind) {
  return memberSelect(db)
    .where(and(eq(trainingStaff.training_id, trainingId), eq(trainingStaff.type, kind)))
    .orderBy(asc(users.name), asc(profiles.id));
}

export type TeamMemberRecord = Awaited<ReturnType<typeof listTeam>>[number];

export async function findMember(db: Db, trainingId: number, kind: StaffKind, profileId: number): Promise<TeamMemberRecord | undefined> {
  const [row] = await memberSelect(db).where(
    and(eq(trainingStaff.training_id, trainingId), eq(trainingStaff.type, kind), eq(trainingStaff.profile_id, profileId)),
  );
  return row;
}

/** A member's row, locked for the transaction. */
export async function lockMember(tx: DbOrTx, trainingId: number, kind: StaffKind, profileId: number) {
  const [row] = await tx
    .select()
    .from(trainingStaff)
    .where(and(eq(trainingStaff.training_id, trainingId), eq(trainingStaff.type, kind), eq(trainingStaff.profile_id, profileId)))
    .for('update');
  return row;
}

/** The role of an active profile (undefined when unknown or inactive). */
export async function profileRole(db: Db, profileId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ role_id: profiles.role_id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.is_active, true)));
  return row?.role_id;
}

export async function aresStatusExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: aresStatuses.id }).from(aresStatuses).where(eq(aresStatuses.id, id));
  return row !== undefined;
}

export async function insertMember(tx: DbOrTx, values: typeof trainingStaff.$inferInsert) {
  await tx.insert(trainingStaff).values(values);
}

export async function updateMember(tx: DbOrTx, id: number, values: Partial<typeof trainingStaff.$inferInsert>) {
  await tx
    .update(trainingStaff)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(trainingStaff.id, id));
}

export async function deleteMember(tx: DbOrTx, id: number) {
  await tx.delete(trainingStaff).where(eq(trainingStaff.id, id));
}
