/** GET /api/trainings/last-15-days: the teacher's own trainings of the last 15 days. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function last15DaysTrainingsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings/last-15-days', page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/last-15-days', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLast15DaysTrainings(page: number) {
  return useQuery(last15DaysTrainingsQueryOptions(page));
}
