/**
 * GET /api/trainee/trainings/{id}/clashes: the logged-in trainee's validated trainings whose dates
 * overlap this one (the wizard's warning).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** Under the trainee's own trainings: a registration validated or cancelled changes the answer. */
export const clashesKeys = {
  one: (trainingId: number) => [...queryRoots.traineeTrainings, 'clashes', trainingId] as const,
};

export function clashesQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: clashesKeys.one(trainingId),
    queryFn: ({ signal }) => api.get('/trainee/trainings/:id/clashes', { params: { id: trainingId }, signal }),
  });
}

export function useClashes(trainingId: number) {
  return useQuery(clashesQueryOptions(trainingId));
}
