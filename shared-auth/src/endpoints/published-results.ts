/** GET /api/catalog/published-results: the satisfaction results published per theme (public: the catalogue and the visitors' page). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryRoots } from '../query/keys';

export function publishedResultsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'published-results'] as const,
    queryFn: ({ signal }) => api.get('/catalog/published-results', { signal }),
  });
}

export function usePublishedResults() {
  return useQuery(publishedResultsQueryOptions());
}
