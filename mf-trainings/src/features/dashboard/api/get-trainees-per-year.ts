/** GET /api/trainees-per-year: validated trainees per year, for the administrator's figure. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@irt/shared-auth/query';
import { http } from '@irt/shared-auth';
import type { TraineesPerYear } from '@irt/api/contract';

export const traineesPerYearQueryOptions = queryOptions({
  queryKey: [...queryRoots.stats, 'trainees-per-year'] as const,
  queryFn: ({ signal }) => http.get('trainees-per-year', { signal }).json<TraineesPerYear[]>(),
});

export function useTraineesPerYear() {
  return useQuery(traineesPerYearQueryOptions);
}
