/**
 * GET /api/evaluations/evaluation/{trainingId}/{profileId}: the id of the trainee's evaluation of the
 * training; 404 while there is none, which this query answers as null.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readApiError } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { EvaluationRef } from '@irt/api/contract';

export const ownEvaluationKeys = {
  all: [...queryRoots.trainings, 'own-evaluation'] as const,
  one: (trainingId: number, profileId: number) => [...ownEvaluationKeys.all, trainingId, profileId] as const,
};

export function ownEvaluationQueryOptions(trainingId: number, profileId: number) {
  return queryOptions({
    queryKey: ownEvaluationKeys.one(trainingId, profileId),
    queryFn: async ({ signal }): Promise<EvaluationRef | null> => {
      try {
        return await api.get('/evaluations/evaluation/:trainingId/:profileId', { params: { trainingId, profileId }, signal });
      } catch (error) {
        if (readApiError(error).status === 404) return null;
        throw error;
      }
    },
  });
}

export function useOwnEvaluation(trainingId: number, profileId: number | undefined) {
  return useQuery({ ...ownEvaluationQueryOptions(trainingId, profileId ?? 0), enabled: profileId !== undefined });
}
