/**
 * GET /api/training-stats, /api/percentage-training-stats, /api/training-top-staff: the figures of the
 * exports page (administrateur), under the yearly figures' root so that a change of trainings or
 * registrations refreshes them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export function trainingStatsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.stats, 'training-stats'] as const,
    queryFn: ({ signal }) => api.get('/training-stats', { signal }),
  });
}

/** The shares by training type of the latest year with a training held. */
export function percentageStatsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.stats, 'percentage-training-stats'] as const,
    queryFn: ({ signal }) => api.get('/percentage-training-stats', { signal }),
  });
}

export function topStaffQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.stats, 'training-top-staff'] as const,
    queryFn: ({ signal }) => api.get('/training-top-staff', { signal }),
  });
}

export const useTrainingStats = () => useQuery(trainingStatsQueryOptions());
export const usePercentageStats = () => useQuery(percentageStatsQueryOptions());
export const useTopStaff = () => useQuery(topStaffQueryOptions());
