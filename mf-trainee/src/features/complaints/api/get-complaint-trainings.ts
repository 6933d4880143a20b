/** GET /api/complaints/trainings: the trainings the caller may name in a complaint. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export function complaintTrainingsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'complaint-trainings'] as const,
    queryFn: ({ signal }) => api.get('/complaints/trainings', { signal }),
  });
}

export function useComplaintTrainings() {
  return useQuery(complaintTrainingsQueryOptions());
}
