/** GET /api/trainings/upcoming: trainings to come. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function upcomingTrainingsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings/upcoming', page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/upcoming', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpcomingTrainings(page: number) {
  return useQuery(upcomingTrainingsQueryOptions(page));
}
