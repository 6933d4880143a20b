/** GET /api/evaluations/{trainingId}/results: a training's response rate, means and comments. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { evaluationsKeys } from './get-evaluations';

/** Under the evaluations of the training: a new evaluation refreshes both. */
export function evaluationResultsQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: [...evaluationsKeys.ofTraining(trainingId), 'results'] as const,
    queryFn: ({ signal }) => api.get('/evaluations/:trainingId/results', { params: { trainingId }, signal }),
  });
}

export function useEvaluationResults(trainingId: number) {
  return useQuery(evaluationResultsQueryOptions(trainingId));
}
