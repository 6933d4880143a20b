/**
 * GET /api/trainings/{id}: one training as the trainee reads it, with their own
 * registration in `own_registration`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** Under the trainings root: a registration or an unregistration invalidates it with every list. */
export const trainingKeys = {
  detail: (id: number) => [...queryRoots.trainings, 'detail', id] as const,
};

export function trainingQueryOptions(id: number) {
  return queryOptions({
    queryKey: trainingKeys.detail(id),
    queryFn: ({ signal }) => api.get('/trainings/:id', { params: { id }, signal }),
  });
}

export function useTraining(id: number) {
  return useQuery(trainingQueryOptions(id));
}
