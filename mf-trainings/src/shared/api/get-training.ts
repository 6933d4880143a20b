/**
 * GET /api/trainings/{id}: one training as a staff member reads it, with what the
 * caller may do now in `allowed_actions` — the detail page and the edit form.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** Under the trainings root: every write of a training invalidates it with the lists. */
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
