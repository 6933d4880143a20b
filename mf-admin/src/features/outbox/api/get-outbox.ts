/** GET /api/outbox: the emails the portal recorded (administrateur), one-time links masked. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { ADMIN_OUTBOX_PER_PAGE } from '@irt/api/constants';

/** The outbox's page size (the API's default, so the pager and the answer agree). */
export const OUTBOX_PER_PAGE = ADMIN_OUTBOX_PER_PAGE;

export function outboxQueryOptions(filter: { to: string; page: number }) {
  const query = { page: filter.page, per_page: OUTBOX_PER_PAGE, ...(filter.to ? { to: filter.to } : {}) };
  return queryOptions({
    // Not under a shared root: no write of the portal's screens changes what was sent, and each
    // read is recorded by the server, so it is asked for only when the page is opened.
    queryKey: ['outbox', filter] as const,
    queryFn: ({ signal }) => api.get('/outbox', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOutbox(filter: { to: string; page: number }) {
  return useQuery(outboxQueryOptions(filter));
}
