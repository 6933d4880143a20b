/** GET /api/evaluations/{trainingId}: the trainees' evaluations of a training. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** Under the trainings root: a trainee's new evaluation (mf-trainee) invalidates it. */
export const evaluationsKeys = {
  all: [...queryRoots.trainings, 'evaluations'] as const,
  ofTraining: (trainingId: number) => [...evaluationsKeys.all, trainingId] as const,
};

export function evaluationsQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: evaluationsKeys.ofTraining(trainingId),
    queryFn: ({ signal }) => api.get('/evaluations/:trainingId', { params: { trainingId }, signal }),
  });
}

export function useEvaluations(trainingId: number) {
  return useQuery(evaluationsQueryOptions(trainingId));
}
