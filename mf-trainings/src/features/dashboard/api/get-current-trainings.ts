/** GET /api/trainings?timeline=ongoing: trainings in progress. This call names its page `current_page`. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function currentTrainingsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings', { timeline: 'ongoing' }, page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        query: { timeline: 'ongoing' },
        pageParam: 'current_page',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCurrentTrainings(page: number) {
  return useQuery(currentTrainingsQueryOptions(page));
}
