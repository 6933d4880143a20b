/** GET /api/trainings/low-inscription-alert: published trainings starting soon with few validated trainees (to boost). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function lowInscriptionTrainingsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings/low-inscription-alert', page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/low-inscription-alert', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLowInscriptionTrainings(page: number) {
  return useQuery(lowInscriptionTrainingsQueryOptions(page));
}
