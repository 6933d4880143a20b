/** GET /api/conflicts/upcoming: double bookings of trainings not ended nor cancelled, the soonest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function upcomingConflictsQueryOptions(page: number) {
  return queryOptions({
    // Under the trainings' root: a training saved, postponed or cancelled, or a team changed, lists them again.
    queryKey: [...queryRoots.trainings, 'conflicts', 'upcoming', page] as const,
    queryFn: ({ signal }) => getPage('/conflicts/upcoming', { page, perPage: DASHBOARD_PER_PAGE, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUpcomingConflicts(page: number) {
  return useQuery(upcomingConflictsQueryOptions(page));
}
