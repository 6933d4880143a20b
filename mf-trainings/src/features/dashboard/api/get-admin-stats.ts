import { http } from '@irt/shared-auth';
import type { AdminDashboardStats, TraineesPerYear } from './types';

/** GET /api/admin-dashboard-stats: the four yearly tiles. */
export function getAdminDashboardStats(signal?: AbortSignal): Promise<AdminDashboardStats> {
  return http.get('admin-dashboard-stats', { signal }).json<AdminDashboardStats>();
}

/** GET /api/trainees-per-year: the yearly figure. */
export function getTraineesPerYear(signal?: AbortSignal): Promise<TraineesPerYear[]> {
  return http.get('trainees-per-year', { signal }).json<TraineesPerYear[]>();
}
