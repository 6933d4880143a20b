/** GET /api/team?page=…: one page of the team directory's cards (administrators, managers, pedagogical supervisors). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { TEAM_LIST_PER_PAGE } from '@irt/api/constants';

export function teamQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.profiles, 'team', page] as const,
    queryFn: ({ signal }) => getPage('/team', { page, perPage: TEAM_LIST_PER_PAGE, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTeam(page: number) {
  return useQuery(teamQueryOptions(page));
}
