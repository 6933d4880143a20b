/** GET /api/training-statuses: every status of a training ('Forcer le statut' offers them all). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingStatus } from '@irt/api/contract';

export function trainingStatusesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'training-statuses'] as const,
    queryFn: ({ signal }) => http.get('training-statuses', { signal }).json<TrainingStatus[]>(),
  });
}

export function useTrainingStatuses(enabled = true) {
  return useQuery({ ...trainingStatusesQueryOptions(), enabled });
}
