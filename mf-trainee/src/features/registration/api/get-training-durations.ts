/** GET /api/training-durations: the number of trainings followed since the start of the councillor mandate. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingDuration } from '@irt/api/contract';

/** A reference list: it changes rarely, and only through the reference editor. */
const LOOKUP_STALE_TIME_MS = 10 * 60_000;

export function trainingDurationsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'training-durations'] as const,
    queryFn: ({ signal }) => http.get('training-durations', { signal }).json<TrainingDuration[]>(),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}

/** Only the councillor block asks it: `enabled` false leaves it unloaded. */
export function useTrainingDurations(enabled = true) {
  return useQuery({ ...trainingDurationsQueryOptions(), enabled });
}
