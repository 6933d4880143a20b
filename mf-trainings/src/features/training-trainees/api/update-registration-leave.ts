/** PUT /api/trainings/{id}/trainees/{traineeId}/leave: the training leave a registration uses, corrected by staff (null: none). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { LeaveKind } from '@irt/api/constants';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useUpdateRegistrationLeave(trainingId: number) {
  const invalidate = useInvalidateAfter('registrationLeaveChanged');
  return useMutation({
    mutationFn: ({ profileId, leaveKind }: { profileId: number; leaveKind: LeaveKind | null }) =>
      api.put('/trainings/:id/trainees/:traineeId/leave', { params: { id: trainingId, traineeId: profileId }, body: { leave_kind: leaveKind } }),
    onSuccess: invalidate,
  });
}
