/** GET /api/admin-dashboard-stats: the four yearly tiles of the administrator's dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@irt/shared-auth/query';
import { http } from '@irt/shared-auth';
import type { AdminDashboardStats } from '@irt/api/contract';

export const adminDashboardStatsQueryOptions = queryOptions({
  queryKey: [...queryRoots.stats, 'admin-dashboard'] as const,
  queryFn: ({ signal }) => http.get('admin-dashboard-stats', { signal }).json<AdminDashboardStats>(),
});

export function useAdminDashboardStats() {
  return useQuery(adminDashboardStatsQueryOptions);
}
