/** POST /api/evaluations/{trainingId}/{profileId}: the trainee's seven scores of an ended training and their comment. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { EvaluationPayload } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useCreateEvaluation(trainingId: number, profileId: number) {
  const invalidate = useInvalidateAfter('evaluationCreated');
  return useMutation({
    mutationFn: (payload: EvaluationPayload) =>
      api.post('/evaluations/:trainingId/:profileId', { params: { trainingId, profileId }, body: payload }),
    onSuccess: invalidate,
  });
}
