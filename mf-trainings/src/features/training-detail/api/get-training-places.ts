/** GET /api/training-places: the places a training may be held at, with their city. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingPlace } from '@irt/api/contract';

export function trainingPlacesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'training-places'] as const,
    queryFn: ({ signal }) => http.get('training-places', { signal }).json<TrainingPlace[]>(),
  });
}

export function useTrainingPlaces(enabled = true) {
  return useQuery({ ...trainingPlacesQueryOptions(), enabled });
}
