/**
 * The check of a save that books a training: inside the save's transaction, the conflicts of the state
 * being written. An exclusive place already booked refuses the save (422, whatever the confirmation);
 * any other conflict refuses it with 409 and the conflicts, unless the caller confirmed them, in which
 * case the save goes on and each conflict is recorded (training_conflict_overrides and the audit trail).
 */
import { AUDIT_ACTIONS } from '../../contract/audit';
import { CONFLICT_KIND_LABELS, CONFLICT_MESSAGES, type Conflict, type ConflictContext } from '../../contract/conflicts';
import { TRAINING_STATUS } from '../../contract/statuses';
import type { Tx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { iso } from '../../lib/values';
import { recordAudit } from '../audit';
import { findConflicts, insertOverrides, lockResources, teamOf, type ConflictRecord, type ConflictSubject } from './queries';

/** A conflict as the contract answers it. */
export function toConflict(r: ConflictRecord): Conflict {
  return {
    kind: r.kind,
    resource: { id: r.resource_id, name: r.resource_name },
    training: { id: r.training_id, title: r.title, start_date: iso(r.start_date), end_date: iso(r.end_date) },
    exclusive: r.exclusive,
  };
}

/** The booking a save writes: the training (null for a new one), its times, place and status, and the people to check. */
export interface BookingToCheck {
  trainingId: number | null;
  start: Date;
  end: Date;
  placeId: number | null;
  statusId: number;
  /** The people to check; absent: the training's whole team. */
  profileIds?: readonly number[];
}

/**
 * The conflicts `booking` would have once saved, checked as described above; the conflicts to record
 * after the write (empty when there is none). Throws 422 or 409, so the transaction writes nothing.
 * A cancelled training books nothing.
 */
export async function checkBooking(tx: Tx, booking: BookingToCheck, confirmed: boolean): Promise<ConflictRecord[]> {
  if (booking.statusId === TRAINING_STATUS.cancelled) return [];
  const profileIds = booking.profileIds ?? (booking.trainingId === null ? [] : await teamOf(tx, booking.trainingId));
  const subject: ConflictSubject = { start: booking.start, end: booking.end, excludeId: booking.trainingId, placeId: booking.placeId, profileIds };
  await lockResources(tx, subject.placeId, subject.profileIds);
  const conflicts = await findConflicts(tx, subject);
  if (conflicts.length === 0) return [];
  if (conflicts.some((c) => c.exclusive)) {
    // Shown under the place field of the training form and the postponement dialog.
    throw new HttpError(422, CONFLICT_MESSAGES.exclusive, { training_place_id: [CONFLICT_MESSAGES.exclusive] });
  }
  if (!confirmed) throw new HttpError(409, CONFLICT_MESSAGES.conflicts, undefined, { conflicts: conflicts.map(toConflict) });
  return conflicts;
}

/** "Lieu déjà réservé : Salle X ; formation 12 « Titre »" for the audit trail. */
function auditText(c: ConflictRecord): string {
  return `${CONFLICT_KIND_LABELS[c.kind]} : ${c.resource_name} ; formation ${c.training_id} « ${c.title} »`;
}

/** Records the conflicts a confirmed save made: one override row each, and one audit event each. */
export async function recordConfirmedConflicts(
  tx: Tx,
  trainingId: number,
  conflicts: readonly ConflictRecord[],
  context: ConflictContext,
  userId: number,
): Promise<void> {
  if (conflicts.length === 0) return;
  await insertOverrides(tx, trainingId, conflicts, context, userId);
  await recordAudit(
    tx,
    conflicts.map((c) => ({ action: AUDIT_ACTIONS.conflictConfirmed, objectType: 'formation' as const, objectId: trainingId, from: context, to: auditText(c) })),
  );
}
