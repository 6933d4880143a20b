/** POST /api/evaluations/{trainingId}/{profileId}: the trainee's seven scores of an ended training. */
import { useMutation } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { EvaluationCreated, EvaluationScores } from '@irt/api/contract';

export function useCreateEvaluation(trainingId: number, profileId: number) {
  const invalidate = useInvalidateAfter('evaluationCreated');
  return useMutation({
    mutationFn: (scores: EvaluationScores) =>
      http.post(`evaluations/${trainingId}/${profileId}`, { json: scores }).json<EvaluationCreated>(),
    onSuccess: invalidate,
  });
}
