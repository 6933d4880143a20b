/** GET /api/trainings/upcoming-without-teachers: trainings within 3 months that have no trainer yet. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function upcomingWithoutTeachersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings/upcoming-without-teachers', page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/upcoming-without-teachers', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpcomingWithoutTeachers(page: number) {
  return useQuery(upcomingWithoutTeachersQueryOptions(page));
}
