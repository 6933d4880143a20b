/** GET /api/ares-statuses: the Ares contract statuses of the hours panel (administrateur only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { AresStatus } from '@irt/api/contract';

/** A system list: it does not change while the portal runs. */
const SYSTEM_LIST_STALE_TIME_MS = 60 * 60_000;

export function aresStatusesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'ares-statuses'] as const,
    queryFn: ({ signal }) => http.get('ares-statuses', { signal }).json<AresStatus[]>(),
    staleTime: SYSTEM_LIST_STALE_TIME_MS,
  });
}

export function useAresStatuses(enabled: boolean) {
  return useQuery({ ...aresStatusesQueryOptions(), enabled });
}
