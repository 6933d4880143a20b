/** GET /api/training-themes: the themes (with their catalogue numbering) of the form's 'Thématique' list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingTheme } from '@irt/api/contract';
import { LOOKUP_STALE_TIME_MS } from './lookup-stale-time';

export function trainingThemesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'training-themes'] as const,
    queryFn: ({ signal }) => http.get('training-themes', { signal }).json<TrainingTheme[]>(),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}

export function useTrainingThemes() {
  return useQuery(trainingThemesQueryOptions());
}
