/** GET /api/jobs and POST /api/jobs/:id/retry: the scheduled jobs and 'Relancer' (administrateur). */
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { JobState } from '@irt/api/contract';
import { ADMIN_JOBS_PER_PAGE } from '@irt/api/constants';
import { api } from '@irt/shared-auth';
import { queryRoots, useInvalidateAfter } from '@irt/shared-auth/query';

export function jobsQueryOptions(page: number, state: JobState | undefined) {
  return queryOptions({
    queryKey: [...queryRoots.jobs, page, state ?? 'all'] as const,
    queryFn: ({ signal }) => api.get('/jobs', { query: { page, per_page: ADMIN_JOBS_PER_PAGE, ...(state ? { state } : {}) }, signal }),
    placeholderData: keepPreviousData,
    // Jobs come and go on their own: the list is read again every half-minute while it is open.
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

export function useJobs(page: number, state: JobState | undefined) {
  return useQuery(jobsQueryOptions(page, state));
}

/** 'Relancer' a failed job: it waits again and runs within seconds. */
export function useRetryJob() {
  const refresh = useInvalidateAfter('jobRetried');
  return useMutation({
    mutationFn: (id: string) => api.post('/jobs/:id/retry', { params: { id } }),
    onSuccess: refresh,
  });
}
