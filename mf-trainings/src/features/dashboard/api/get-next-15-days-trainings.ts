/** GET /api/trainings/next-15-days: the teacher's own trainings starting within 15 days. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function next15DaysTrainingsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings/next-15-days', page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/next-15-days', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNext15DaysTrainings(page: number) {
  return useQuery(next15DaysTrainingsQueryOptions(page));
}
