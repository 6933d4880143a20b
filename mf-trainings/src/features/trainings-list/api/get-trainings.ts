/** GET /api/trainings?timeline=…&current_page=…&per_page=20: one page of the staff trainings list. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { TRAININGS_PER_PAGE } from '@irt/api/constants';
import type { TrainingFilter } from '../timeline';

export function trainingsQueryOptions(filter: TrainingFilter, page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings', { timeline: filter }, page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings', {
        page,
        perPage: TRAININGS_PER_PAGE,
        pageParam: 'current_page',
        query: { timeline: filter },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTrainings(filter: TrainingFilter, page: number, enabled = true) {
  return useQuery({ ...trainingsQueryOptions(filter, page), enabled });
}
