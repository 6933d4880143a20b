/**
 * PATCH /api/trainings/{id} { attendance_sheet_done, training_status_id }: the attendance marked done
 * (true, status 5) or, by the administrateur, its cancellation (false, status 3).
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { AttendanceDonePatch } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import { TRAINING_STATUS } from '@irt/api/constants';

export const ATTENDANCE_DONE: AttendanceDonePatch = { attendance_sheet_done: true, training_status_id: TRAINING_STATUS.toClose };
export const ATTENDANCE_REOPENED: AttendanceDonePatch = { attendance_sheet_done: false, training_status_id: TRAINING_STATUS.published };

export function useSetAttendanceDone(trainingId: number) {
  const invalidate = useInvalidateAfter('trainingStatusChanged');
  return useMutation({
    mutationFn: (patch: AttendanceDonePatch) => api.patch('/trainings/:id', { params: { id: trainingId }, body: patch }),
    // The training (status, allowed actions), the lists and the dashboards' panels.
    onSuccess: invalidate,
  });
}
