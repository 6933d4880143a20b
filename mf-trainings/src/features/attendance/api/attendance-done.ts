/**
 * The bodies of PATCH /api/trainings/{id} (`usePatchTraining` of the remote's shared api) that mark the
 * attendance done (true, status 5) or, by the administrateur, cancel it (false, status 3).
 */
import type { AttendanceDonePatch } from '@irt/api/contract';
import { TRAINING_STATUS } from '@irt/api/constants';

export const ATTENDANCE_DONE: AttendanceDonePatch = { attendance_sheet_done: true, training_status_id: TRAINING_STATUS.toClose };
export const ATTENDANCE_REOPENED: AttendanceDonePatch = { attendance_sheet_done: false, training_status_id: TRAINING_STATUS.published };
