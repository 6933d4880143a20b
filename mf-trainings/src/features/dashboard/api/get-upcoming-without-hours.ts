/** GET /api/trainings/upcoming-without-hours: trainings within 3 months whose expected hours are not entered. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function upcomingWithoutHoursQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings/upcoming-without-hours', page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/upcoming-without-hours', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpcomingWithoutHours(page: number) {
  return useQuery(upcomingWithoutHoursQueryOptions(page));
}
