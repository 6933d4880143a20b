/** POST /api/surveys/cold/{trainingId}: the trainee's answer to their cold survey (once). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { ColdSurveyAnswer } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useAnswerColdSurvey(trainingId: number) {
  const invalidate = useInvalidateAfter('surveyAnswered');
  return useMutation({
    mutationFn: (answer: ColdSurveyAnswer) => api.post('/surveys/cold/:trainingId', { params: { trainingId }, body: answer }),
    onSuccess: invalidate,
  });
}
