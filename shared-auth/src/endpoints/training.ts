/**
 * GET /api/trainings/{id}: one training as the caller may read it — the staff's detail page and edit
 * form (with `allowed_actions`), the trainee's page and registration (with `own_registration`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryRoots } from '../query/keys';

/** Under the trainings root: every write of a training, a registration or an unregistration invalidates it with the lists. */
export const trainingKeys = {
  detail: (id: number) => [...queryRoots.trainings, 'detail', id] as const,
};

export function trainingQueryOptions(id: number) {
  return queryOptions({
    queryKey: trainingKeys.detail(id),
    queryFn: ({ signal }) => api.get('/trainings/:id', { params: { id }, signal }),
  });
}

export function useTraining(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trainingQueryOptions(id), enabled });
}
