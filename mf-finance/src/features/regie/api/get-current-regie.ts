/** GET /api/last-payment-order: the current régie with its number of payments and its total; null before the first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readApiError } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export function currentRegieQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.expenses, 'regie', 'current'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await api.get('/last-payment-order', { signal });
      } catch (error) {
        // No régie has been opened yet: the page offers to open the first.
        if (readApiError(error).status === 404) return null;
        throw error;
      }
    },
  });
}

export function useCurrentRegie() {
  return useQuery(currentRegieQueryOptions());
}
