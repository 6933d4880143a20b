/** GET /api/trainings/{id}/staff?type=teachers|pedagogical_supervisors: one list of the team with its hours. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { StaffType } from '@irt/api/contract';

/** Under the trainings root: the dashboards' lists of trainings without teachers or hours change with it. */
export const teamKeys = {
  all: [...queryRoots.trainings, 'team'] as const,
  list: (trainingId: number, type: StaffType) => [...teamKeys.all, trainingId, type] as const,
};

export function teamQueryOptions(trainingId: number, type: StaffType) {
  return queryOptions({
    queryKey: teamKeys.list(trainingId, type),
    queryFn: ({ signal }) => api.get('/trainings/:id/staff', { params: { id: trainingId }, query: { type }, signal }),
  });
}

export function useTeam(trainingId: number, type: StaffType) {
  return useQuery(teamQueryOptions(trainingId, type));
}
