/** GET /api/trainings/pending-expenses: trainings with expenses still to handle. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function pendingExpensesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.expenses, 'trainings/pending-expenses', page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/pending-expenses', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePendingExpenses(page: number) {
  return useQuery(pendingExpensesQueryOptions(page));
}
