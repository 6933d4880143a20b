/** GET /api/surveys/cold/{trainingId}: the trainee's own cold survey of a training, null when none was sent. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { ColdSurveyLookup } from '@irt/api/contract';

/** Under the trainings root: an answer refreshes it with the staff's Évaluations tab. */
export const coldSurveyKeys = {
  all: [...queryRoots.trainings, 'cold-survey'] as const,
  one: (trainingId: number) => [...coldSurveyKeys.all, trainingId] as const,
};

export function coldSurveyQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: coldSurveyKeys.one(trainingId),
    queryFn: ({ signal }): Promise<ColdSurveyLookup> => api.get('/surveys/cold/:trainingId', { params: { trainingId }, signal }),
  });
}

export function useColdSurvey(trainingId: number) {
  return useQuery(coldSurveyQueryOptions(trainingId));
}
