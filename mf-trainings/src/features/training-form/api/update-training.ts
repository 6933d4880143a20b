/** PUT /api/trainings/{id}: the whole form of a training still À venir, answered in full. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { TrainingPayload } from '@irt/api/contract';
import { invalidateAfter } from '@irt/shared-auth/query';
import { trainingKeys } from '@irt/shared-auth/endpoints';

export function useUpdateTraining(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TrainingPayload) => api.put('/trainings/:id', { params: { id }, body: payload }),
    onSuccess: async (updated) => {
      await invalidateAfter(queryClient, 'trainingSaved');
      queryClient.setQueryData(trainingKeys.detail(id), updated);
    },
  });
}
