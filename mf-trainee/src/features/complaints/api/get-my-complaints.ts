/** GET /api/complaints/mine: the caller's own complaints with their answers, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { MY_COMPLAINTS_PER_PAGE } from '@irt/api/constants';

export function myComplaintsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.quality, 'my-complaints', page] as const,
    queryFn: ({ signal }) => getPage('/complaints/mine', { page, perPage: MY_COMPLAINTS_PER_PAGE, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyComplaints(page: number) {
  return useQuery(myComplaintsQueryOptions(page));
}
