/** GET /api/training-expense-checks: expenses in payment or paid whose lines break the lines rule ('Montants à vérifier'). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export function expenseChecksQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.expenses, 'checks'] as const,
    queryFn: ({ signal }) => api.get('/training-expense-checks', { signal }),
  });
}

export function useExpenseChecks() {
  return useQuery(expenseChecksQueryOptions());
}
