/** GET /api/training-categories: the categories the catalogue filters on. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingCategory } from '@irt/api/contract';

/** A reference list: it changes rarely, and only through the reference editor. */
const LOOKUP_STALE_TIME_MS = 10 * 60_000;

export function trainingCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'training-categories'] as const,
    queryFn: ({ signal }) => http.get('training-categories', { signal }).json<TrainingCategory[]>(),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}

export function useTrainingCategories() {
  return useQuery(trainingCategoriesQueryOptions());
}
