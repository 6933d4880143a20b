/** POST /api/trainings: a new training (status 1, À venir), answered in full. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { TrainingPayload } from '@irt/api/contract';
import { invalidateAfter } from '@irt/shared-auth/query';
import { trainingKeys } from '@irt/shared-auth/endpoints';

export function useCreateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TrainingPayload) => api.post('/trainings', { body: payload }),
    onSuccess: async (created) => {
      // Every list of trainings (list, dashboards, calendar, searches) may now hold it.
      await invalidateAfter(queryClient, 'trainingSaved');
      // The edit screen the user lands on opens with the answer, without asking again.
      queryClient.setQueryData(trainingKeys.detail(created.id), created);
    },
  });
}
