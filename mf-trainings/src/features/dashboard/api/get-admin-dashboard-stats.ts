/** GET /api/admin-dashboard-stats: the four yearly tiles of the administrator's dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@irt/shared-auth/query';
import { api } from '@irt/shared-auth';

export const adminDashboardStatsQueryOptions = queryOptions({
  queryKey: [...queryRoots.stats, 'admin-dashboard'] as const,
  queryFn: ({ signal }) => api.get('/admin-dashboard-stats', { signal }),
});

export function useAdminDashboardStats() {
  return useQuery(adminDashboardStatsQueryOptions);
}
