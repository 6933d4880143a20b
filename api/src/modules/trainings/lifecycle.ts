/**
 * What a caller may do with a training now, from the one lifecycle table of the contract
 * (contract/training-lifecycle.ts) and the attendance rules (entered once the training has ended, while
 * its status is 3, 4 or 5 and the sheet is not marked done). The detail answer carries it, and the write
 * routes check the same functions.
 */
import type { RoleSlug } from '../../contract/common';
import {
  CAN_CANCEL_ATTENDANCE_DONE,
  CAN_EDIT_TRAININGS,
  CAN_ISSUE_TRAINING_DOCUMENTS,
  CAN_MARK_ATTENDANCE_DONE,
  CAN_TAKE_ATTENDANCE,
  type RoleGroup,
} from '../../contract/roles';
import { TRAINING_STATUS } from '../../contract/statuses';
import {
  allowedTransitions,
  ATTENDANCE_STATUSES,
  CAN_FORCE_TRAINING_STATUS,
  editModeOf,
} from '../../contract/training-lifecycle';
import type { TrainingAllowedActions } from '../../contract/trainings';

/** The facts of a training the rules read. */
export interface LifecycleFacts {
  training_status_id: number;
  start_date: Date;
  end_date: Date;
  attendance_sheet_done: boolean;
}

/** The caller: role, and whether they teach or supervise this training (an intervenant's object rule). */
export interface LifecycleCaller {
  role: RoleSlug;
  teaches: boolean;
}

const within = (group: RoleGroup, role: RoleSlug) => group.includes(role);

/** Ended: the end date is past. */
export function hasEnded(t: Pick<LifecycleFacts, 'end_date'>, now: Date): boolean {
  return t.end_date.getTime() <= now.getTime();
}

/** Attendance may be entered or removed: ended, status 3, 4 or 5, not marked done. */
export function attendanceOpen(t: LifecycleFacts, now: Date): boolean {
  return hasEnded(t, now) && (ATTENDANCE_STATUSES as readonly number[]).includes(t.training_status_id) && !t.attendance_sheet_done;
}

/** Certificates exist once the attendance is done (status 5 with the sheet done). */
export function certificatesAvailable(t: Pick<LifecycleFacts, 'training_status_id' | 'attendance_sheet_done'>): boolean {
  return t.training_status_id === TRAINING_STATUS.toClose && t.attendance_sheet_done;
}

/** 'Attendance done' may be marked: ended, status 3, 4 or 5, not yet done. */
export function canMarkAttendanceDone(role: RoleSlug, t: LifecycleFacts, now: Date): boolean {
  return within(CAN_MARK_ATTENDANCE_DONE, role) && attendanceOpen(t, now);
}

export function canCancelAttendanceDone(role: RoleSlug, t: LifecycleFacts): boolean {
  return within(CAN_CANCEL_ATTENDANCE_DONE, role) && t.attendance_sheet_done;
}

export function allowedActionsFor(caller: LifecycleCaller, t: LifecycleFacts, now: Date): TrainingAllowedActions {
  const { role } = caller;
  const ownsOrStaff = role !== 'intervenant' || caller.teaches;
  return {
    transitions: allowedTransitions(role, t.training_status_id, t.start_date, now).map((tr) => ({
      kind: tr.kind,
      to: tr.to,
      label: tr.label,
      records_deferral: tr.recordsDeferral,
    })),
    can_force_status: CAN_FORCE_TRAINING_STATUS.includes(role),
    edit: within(CAN_EDIT_TRAININGS, role) ? editModeOf(t.training_status_id) : 'none',
    can_edit_attendance: within(CAN_TAKE_ATTENDANCE, role) && ownsOrStaff && attendanceOpen(t, now),
    can_mark_attendance_done: canMarkAttendanceDone(role, t, now),
    can_cancel_attendance_done: canCancelAttendanceDone(role, t),
    can_issue_certificates: within(CAN_ISSUE_TRAINING_DOCUMENTS, role) && ownsOrStaff && certificatesAvailable(t),
  };
}
