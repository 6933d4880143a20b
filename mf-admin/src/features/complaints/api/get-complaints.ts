/** GET /api/complaints?status=…: one page of the complaints, newest first (administrateur, gestionnaire). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { COMPLAINTS_PER_PAGE, type ComplaintStatus } from '@irt/api/constants';

export function complaintsQueryOptions(status: ComplaintStatus | undefined, page: number) {
  return queryOptions({
    queryKey: [...queryRoots.quality, 'complaints', { status }, page] as const,
    queryFn: ({ signal }) => getPage('/complaints', { page, perPage: COMPLAINTS_PER_PAGE, query: status ? { status } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useComplaints(status: ComplaintStatus | undefined, page: number) {
  return useQuery(complaintsQueryOptions(status, page));
}
