/**
 * GET /api/profile/leave-balances: the trainee's training leave balances (per leave, per calendar year or
 * mandate period), computed by the server from attendance. Under the profiles root: a registration made,
 * validated or corrected refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export const leaveBalancesKey = [...queryRoots.profiles, 'leave-balances'] as const;

export function leaveBalancesQueryOptions() {
  return queryOptions({
    queryKey: leaveBalancesKey,
    queryFn: ({ signal }) => api.get('/profile/leave-balances', { signal }),
  });
}

export function useLeaveBalances() {
  return useQuery(leaveBalancesQueryOptions());
}
