/**
 * PATCH /api/trainings/{id}: a status change of the lifecycle (or a forced one), or the 'Modifier'
 * dialog (title, theme and place). Every trainings list and the detail load again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { invalidateAfter } from '@irt/shared-auth/query';
import type { StatusPatch, TitlePatch } from '@irt/api/contract';

export function usePatchTraining(trainingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusPatch | TitlePatch) => api.patch('/trainings/:id', { params: { id: trainingId }, body }),
    onSuccess: (_answer, body) => invalidateAfter(queryClient, 'training_status_id' in body ? 'trainingStatusChanged' : 'trainingSaved'),
  });
}
