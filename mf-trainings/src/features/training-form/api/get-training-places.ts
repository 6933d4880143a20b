/** GET /api/training-places: the places (with their town) of the form's 'Lieu' list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingPlace } from '@irt/api/contract';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

export function trainingPlacesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'training-places'] as const,
    queryFn: ({ signal }) => http.get('training-places', { signal }).json<TrainingPlace[]>(),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}

export function useTrainingPlaces() {
  return useQuery(trainingPlacesQueryOptions());
}
