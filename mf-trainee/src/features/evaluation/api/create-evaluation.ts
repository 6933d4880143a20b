/** POST /api/evaluations/{trainingId}/{profileId}: the trainee's seven scores of an ended training. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import type { EvaluationCreated, EvaluationScores } from '@irt/api/contract';
import { ownEvaluationKeys } from './get-own-evaluation';

export function useCreateEvaluation(trainingId: number, profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scores: EvaluationScores) =>
      http.post(`evaluations/${trainingId}/${profileId}`, { json: scores }).json<EvaluationCreated>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownEvaluationKeys.one(trainingId, profileId) }),
  });
}
