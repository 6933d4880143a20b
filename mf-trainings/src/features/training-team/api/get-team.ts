/** GET /api/trainings/{id}/staff?type=teachers|pedagogical_supervisors: one list of the team with its hours (spec 001 §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { StaffType, TeamMember } from '@irt/api/contract';

/** Under the trainings root: the dashboards' lists of trainings without teachers or hours change with it. */
export const teamKeys = {
  all: [...queryRoots.trainings, 'team'] as const,
  list: (trainingId: number, type: StaffType) => [...teamKeys.all, trainingId, type] as const,
};

export function teamQueryOptions(trainingId: number, type: StaffType) {
  return queryOptions({
    queryKey: teamKeys.list(trainingId, type),
    queryFn: ({ signal }) => http.get(`trainings/${trainingId}/staff`, { searchParams: { type }, signal }).json<TeamMember[]>(),
  });
}

export function useTeam(trainingId: number, type: StaffType) {
  return useQuery(teamQueryOptions(trainingId, type));
}
