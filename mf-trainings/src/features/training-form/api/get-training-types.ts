/** GET /api/training-types: the types of the form's 'Type' list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingType } from '@irt/api/contract';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

export function trainingTypesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'training-types'] as const,
    queryFn: ({ signal }) => http.get('training-types', { signal }).json<TrainingType[]>(),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}

export function useTrainingTypes() {
  return useQuery(trainingTypesQueryOptions());
}
