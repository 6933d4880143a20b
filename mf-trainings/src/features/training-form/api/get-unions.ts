/** GET /api/unions: the unions of the form's 'Syndicat' list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { Union } from '@irt/api/contract';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

export function unionsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'unions'] as const,
    queryFn: ({ signal }) => http.get('unions', { signal }).json<Union[]>(),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}

export function useUnions() {
  return useQuery(unionsQueryOptions());
}
