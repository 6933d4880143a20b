/** GET /api/regies?page=…: the closed régies, newest first, with their count, total and closing date. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REGIE_PAGE_SIZE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function closedRegiesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.expenses, 'regie', 'closed', page] as const,
    queryFn: ({ signal }) => getPage('/regies', { page, perPage: REGIE_PAGE_SIZE, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClosedRegies(page: number) {
  return useQuery(closedRegiesQueryOptions(page));
}
