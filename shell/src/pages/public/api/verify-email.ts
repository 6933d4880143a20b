/**
 * POST /api/email/verify with the fields of the emailed link. A query rather than an
 * effect: one call per link however often the page renders, and its answer kept for the link.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { verifyEmail } from '@irt/shared-auth';

export function emailVerificationQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['email-verification', search] as const,
    queryFn: () => verifyEmail(search),
    // A link is verified once: its answer never goes stale, and a failure is not retried.
    staleTime: Infinity,
  });
}

export function useEmailVerification(search: string) {
  return useQuery(emailVerificationQueryOptions(search));
}
