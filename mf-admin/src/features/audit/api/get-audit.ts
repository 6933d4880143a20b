/** GET /api/audit-events and GET /api/audit-events/chain: the audit trail and the check of its hash chain (administrateur). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';

/** Events per page of the trail, asked of the API so that the pager and the answer agree. */
export const AUDIT_EVENTS_PER_PAGE = 50;

export function auditEventsQueryOptions(page: number) {
  return queryOptions({
    // Not under a shared root: the trail grows with the writes of every screen, it is read when opened.
    queryKey: ['audit-events', page] as const,
    queryFn: ({ signal }) => api.get('/audit-events', { query: { page, per_page: AUDIT_EVENTS_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditEvents(page: number) {
  return useQuery(auditEventsQueryOptions(page));
}

export function auditChainQueryOptions() {
  return queryOptions({
    queryKey: ['audit-events', 'chain'] as const,
    queryFn: ({ signal }) => api.get('/audit-events/chain', { signal }),
    staleTime: 0,
  });
}

export function useAuditChain() {
  return useQuery(auditChainQueryOptions());
}
