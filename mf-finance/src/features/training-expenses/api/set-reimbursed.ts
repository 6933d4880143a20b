/** PATCH /api/trainings/{id}/trainees/{traineeId}/reimbursed: a trainee's reimbursement and accommodation switches. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { TraineeReimbursed } from '@irt/api/contract';

export function useSetReimbursed(trainingId: number) {
  const invalidate = useInvalidateAfter('reimbursementChanged');
  return useMutation({
    mutationFn: ({ profileId, flags }: { profileId: number; flags: TraineeReimbursed }) =>
      api.patch('/trainings/:id/trainees/:traineeId/reimbursed', { params: { id: trainingId, traineeId: profileId }, body: flags }),
    onSuccess: invalidate,
  });
}
