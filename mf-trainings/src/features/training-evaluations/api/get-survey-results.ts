/** GET /api/surveys/results/{trainingId}: the cold survey's and the team survey's results of a training. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** Under the trainings root: an answer (mf-trainee or the team's page) refreshes it. */
export const surveyResultsKeys = {
  all: [...queryRoots.trainings, 'survey-results'] as const,
  ofTraining: (trainingId: number) => [...surveyResultsKeys.all, trainingId] as const,
};

export function surveyResultsQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: surveyResultsKeys.ofTraining(trainingId),
    queryFn: ({ signal }) => api.get('/surveys/results/:trainingId', { params: { trainingId }, signal }),
  });
}

export function useSurveyResults(trainingId: number) {
  return useQuery(surveyResultsQueryOptions(trainingId));
}
