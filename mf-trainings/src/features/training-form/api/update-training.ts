/** PUT /api/trainings/{id}: the whole form of a training still À venir, answered in full. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { invalidateAfter } from '@irt/shared-auth/query';
import type { TrainingDetail, TrainingPayload } from '@irt/api/contract';
import { trainingKeys } from '../../../shared/api/get-training';

export function useUpdateTraining(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TrainingPayload) => http.put(`trainings/${id}`, { json: payload }).json<TrainingDetail>(),
    onSuccess: async (updated) => {
      await invalidateAfter(queryClient, 'trainingSaved');
      queryClient.setQueryData(trainingKeys.detail(id), updated);
    },
  });
}
