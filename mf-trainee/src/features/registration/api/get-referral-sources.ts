/** GET /api/referral-sources: the 'how did you hear' (Connaissance de l'IRT): required by the wizard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { ReferralSource } from '@irt/api/contract';

/** A reference list: it changes rarely, and only through the reference editor. */
const LOOKUP_STALE_TIME_MS = 10 * 60_000;

export function referralSourcesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'referral-sources'] as const,
    queryFn: ({ signal }) => http.get('referral-sources', { signal }).json<ReferralSource[]>(),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}

export function useReferralSources() {
  return useQuery(referralSourcesQueryOptions());
}
