/** GET /api/training-themes: the themes a training may belong to. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingTheme } from '@irt/api/contract';

export function trainingThemesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'training-themes'] as const,
    queryFn: ({ signal }) => http.get('training-themes', { signal }).json<TrainingTheme[]>(),
  });
}

export function useTrainingThemes(enabled = true) {
  return useQuery({ ...trainingThemesQueryOptions(), enabled });
}
