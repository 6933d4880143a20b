/** GET /api/trainings/past-without-actual-hours: past trainings whose actual hours are not entered. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function pastWithoutActualHoursQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings/past-without-actual-hours', page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/past-without-actual-hours', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePastWithoutActualHours(page: number) {
  return useQuery(pastWithoutActualHoursQueryOptions(page));
}
