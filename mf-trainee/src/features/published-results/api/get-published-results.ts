/** GET /api/catalog/published-results: the satisfaction results published per theme (public). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export function publishedResultsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'published-results'] as const,
    queryFn: ({ signal }) => api.get('/catalog/published-results', { signal }),
  });
}

export function usePublishedResults() {
  return useQuery(publishedResultsQueryOptions());
}
