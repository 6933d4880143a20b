/** SQL of training leave beyond the uses (usage.ts): the mandates a trainee holds, a registration's leave. */
import { and, eq, isNull } from 'drizzle-orm';
import type { LeaveKind } from '../../contract/constants/leave-rules';
import type { DbOrTx } from '../../db/client';
import { mandates, profileMandates, registrations } from '../../db/schema';

/** The profile's mandates in force (valid, not removed, mandate still in the reference list), with their span. */
export function heldMandatesOf(db: DbOrTx, profileId: number) {
  return db
    .select({ mandate_id: profileMandates.mandate_id, created_at: profileMandates.created_at, end_date: profileMandates.end_date })
    .from(profileMandates)
    .innerJoin(mandates, eq(mandates.id, profileMandates.mandate_id))
    .where(and(eq(profileMandates.profile_id, profileId), eq(profileMandates.is_valid, true), isNull(profileMandates.deleted_at), isNull(mandates.deleted_at)));
}

/** Sets the leave of a profile's registration to a training; false when there is no such registration. */
export async function setRegistrationLeave(db: DbOrTx, trainingId: number, profileId: number, kind: LeaveKind | null): Promise<boolean> {
  const rows = await db
    .update(registrations)
    .set({ leave_kind: kind })
    .where(and(eq(registrations.training_id, trainingId), eq(registrations.profile_id, profileId)))
    .returning({ id: registrations.id });
  return rows.length > 0;
}
