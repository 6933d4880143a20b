/** POST /api/trainings: a new training (status 1, À venir), answered in full. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { invalidateAfter } from '@irt/shared-auth/query';
import type { TrainingDetail, TrainingPayload } from '@irt/api/contract';
import { trainingKeys } from '../../../shared/api/get-training';

export function useCreateTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TrainingPayload) => http.post('trainings', { json: payload }).json<TrainingDetail>(),
    onSuccess: async (created) => {
      // Every list of trainings (list, dashboards, calendar, searches) may now hold it.
      await invalidateAfter(queryClient, 'trainingSaved');
      // The edit screen the user lands on opens with the answer, without asking again.
      queryClient.setQueryData(trainingKeys.detail(created.id), created);
    },
  });
}
