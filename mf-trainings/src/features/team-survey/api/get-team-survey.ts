/** GET /api/surveys/team/{trainingId}: the team member's own survey of a training, null when none was sent. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TeamSurveyLookup } from '@irt/api/contract';

export const teamSurveyKeys = {
  all: [...queryRoots.trainings, 'team-survey'] as const,
  one: (trainingId: number) => [...teamSurveyKeys.all, trainingId] as const,
};

export function teamSurveyQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: teamSurveyKeys.one(trainingId),
    queryFn: ({ signal }): Promise<TeamSurveyLookup> => api.get('/surveys/team/:trainingId', { params: { trainingId }, signal }),
  });
}

export function useTeamSurvey(trainingId: number) {
  return useQuery(teamSurveyQueryOptions(trainingId));
}
