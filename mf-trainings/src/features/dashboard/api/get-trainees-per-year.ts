/** GET /api/trainees-per-year: validated trainees per year, for the administrator's figure. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@irt/shared-auth/query';
import { api } from '@irt/shared-auth';

export const traineesPerYearQueryOptions = queryOptions({
  queryKey: [...queryRoots.stats, 'trainees-per-year'] as const,
  queryFn: ({ signal }) => api.get('/trainees-per-year', { signal }),
});

export function useTraineesPerYear() {
  return useQuery(traineesPerYearQueryOptions);
}
