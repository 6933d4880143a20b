/** GET /api/signing/{token}: the training and half-day of a scanned code (or a visio link). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export const signingKeys = {
  ticket: (token: string) => [...queryRoots.traineeTrainings, 'signing', token] as const,
};

export function signingTicketQueryOptions(token: string) {
  return queryOptions({
    queryKey: signingKeys.ticket(token),
    queryFn: ({ signal }) => api.get('/signing/:token', { params: { token }, signal }),
    // A code is short-lived: what it named is read once, not refreshed behind the trainee's back.
    staleTime: Infinity,
  });
}

export function useSigningTicket(token: string) {
  return useQuery(signingTicketQueryOptions(token));
}
