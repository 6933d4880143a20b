/**
 * GET /api/trainings/{id}: one training as a staff member reads it (spec 001 §2, §7), with what the
 * caller may do now in `allowed_actions`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingDetail } from '@irt/api/contract';

/** Under the trainings root: any write on trainings invalidates it with every list. */
export const trainingDetailKeys = {
  detail: (id: number) => [...queryRoots.trainings, 'detail', id] as const,
};

export function trainingDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: trainingDetailKeys.detail(id),
    queryFn: ({ signal }) => http.get(`trainings/${id}`, { signal }).json<TrainingDetail>(),
  });
}

export function useTrainingDetail(id: number) {
  return useQuery(trainingDetailQueryOptions(id));
}
