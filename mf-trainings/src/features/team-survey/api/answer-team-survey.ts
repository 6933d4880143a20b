/** POST /api/surveys/team/{trainingId}: the team member's answer to their survey (once). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { TeamSurveyAnswer } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useAnswerTeamSurvey(trainingId: number) {
  const invalidate = useInvalidateAfter('surveyAnswered');
  return useMutation({
    mutationFn: (answer: TeamSurveyAnswer) => api.post('/surveys/team/:trainingId', { params: { trainingId }, body: answer }),
    onSuccess: invalidate,
  });
}
