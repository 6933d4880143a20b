/** GET /api/complaints/{id}: a complaint with its answer and its improvement actions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export function complaintQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...queryRoots.quality, 'complaint', id] as const,
    queryFn: ({ signal }) => api.get('/complaints/:id', { params: { id }, signal }),
  });
}

export function useComplaint(id: number) {
  return useQuery(complaintQueryOptions(id));
}
