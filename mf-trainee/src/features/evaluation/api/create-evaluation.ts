/** POST /api/evaluations/{trainingId}/{profileId}: the trainee's seven scores of an ended training. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { EvaluationScores } from '@irt/api/contract';
import { ownEvaluationKeys } from './get-own-evaluation';

export function useCreateEvaluation(trainingId: number, profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scores: EvaluationScores) =>
      api.post('/evaluations/:trainingId/:profileId', { params: { trainingId, profileId }, body: scores }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownEvaluationKeys.one(trainingId, profileId) }),
  });
}
