/** GET /api/training-categories: the categories of the form's 'Catégorie' list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingCategory } from '@irt/api/contract';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

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
