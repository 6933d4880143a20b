/** GET /api/seniorities: the seniority of a councillor (the wizard's councillor block). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { Seniority } from '@irt/api/contract';

/** A reference list: it changes rarely, and only through the reference editor. */
const LOOKUP_STALE_TIME_MS = 10 * 60_000;

export function senioritiesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'seniorities'] as const,
    queryFn: ({ signal }) => http.get('seniorities', { signal }).json<Seniority[]>(),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}

/** Only the councillor block asks it: `enabled` false leaves it unloaded. */
export function useSeniorities(enabled = true) {
  return useQuery({ ...senioritiesQueryOptions(), enabled });
}
