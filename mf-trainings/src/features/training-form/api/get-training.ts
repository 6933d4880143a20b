/** GET /api/trainings/{id}: the training the edit form starts from (and what the server lets the caller do with it). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingDetail } from '@irt/api/contract';

/** Under the trainings root: every write of a training invalidates it with the lists. */
export const trainingKeys = {
  detail: (id: number) => [...queryRoots.trainings, 'detail', id] as const,
};

export function trainingQueryOptions(id: number) {
  return queryOptions({
    queryKey: trainingKeys.detail(id),
    queryFn: ({ signal }) => http.get(`trainings/${id}`, { signal }).json<TrainingDetail>(),
  });
}

export function useTraining(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trainingQueryOptions(id), enabled });
}
