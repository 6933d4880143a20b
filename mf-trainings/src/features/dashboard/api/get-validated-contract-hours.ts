/**
 * GET /api/trainings/validated-contract-hours: a plain list (spec), fetched once and paged by 7 in the
 * browser (`select`: every page reads the same cached answer).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { paginateLocally, queryRoots } from '@irt/shared-auth/query';
import { api } from '@irt/shared-auth';

export function validatedContractHoursQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'validated-contract-hours'] as const,
    queryFn: ({ signal }) => api.get('/trainings/validated-contract-hours', { signal }),
    select: (rows) => paginateLocally(rows, page, DASHBOARD_PER_PAGE),
  });
}

export function useValidatedContractHours(page: number) {
  return useQuery(validatedContractHoursQueryOptions(page));
}
