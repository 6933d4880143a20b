/**
 * GET /api/evaluations/evaluation/{trainingId}/{profileId}: the id of the trainee's evaluation of the
 * training, null while there is none.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { EvaluationRef } from '@irt/api/contract';

export const ownEvaluationKeys = {
  all: [...queryRoots.trainings, 'own-evaluation'] as const,
  one: (trainingId: number, profileId: number) => [...ownEvaluationKeys.all, trainingId, profileId] as const,
};

export function ownEvaluationQueryOptions(trainingId: number, profileId: number) {
  return queryOptions({
    queryKey: ownEvaluationKeys.one(trainingId, profileId),
    queryFn: ({ signal }): Promise<EvaluationRef> => api.get('/evaluations/evaluation/:trainingId/:profileId', { params: { trainingId, profileId }, signal }),
  });
}

export function useOwnEvaluation(trainingId: number, profileId: number | undefined) {
  return useQuery({ ...ownEvaluationQueryOptions(trainingId, profileId ?? 0), enabled: profileId !== undefined });
}
