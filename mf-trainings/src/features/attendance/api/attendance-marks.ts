/**
 * GET /api/trainings/{id}/attendance-marks (the half-days marked present by the staff), POST the same
 * (mark one, with its reason) and DELETE /api/attendance-marks/{id} (remove it).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots, useInvalidateAfter } from '@irt/shared-auth/query';
import type { AttendanceMark, AttendanceMarkPayload, MessageResponse } from '@irt/api/contract';

export const attendanceMarksKeys = {
  training: (trainingId: number) => [...queryRoots.trainings, 'attendance-marks', trainingId] as const,
};

export function attendanceMarksQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: attendanceMarksKeys.training(trainingId),
    queryFn: ({ signal }) => api.get('/trainings/:id/attendance-marks', { params: { id: trainingId }, signal }),
  });
}

export function useAttendanceMarks(trainingId: number) {
  return useQuery(attendanceMarksQueryOptions(trainingId));
}

export type MarkChange = { kind: 'add'; payload: AttendanceMarkPayload } | { kind: 'remove'; markId: number };

export function useChangeAttendanceMark(trainingId: number) {
  const invalidate = useInvalidateAfter('absenceChanged');
  return useMutation({
    mutationFn: (change: MarkChange): Promise<AttendanceMark | MessageResponse> =>
      change.kind === 'add'
        ? api.post('/trainings/:id/attendance-marks', { params: { id: trainingId }, body: change.payload })
        : api.delete('/attendance-marks/:id', { params: { id: change.markId } }),
    onSettled: invalidate,
  });
}
