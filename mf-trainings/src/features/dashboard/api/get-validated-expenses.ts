/** GET /api/trainings/validated-expenses: trainings with validated expenses to pay. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function validatedExpensesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.expenses, 'trainings/validated-expenses', page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/validated-expenses', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useValidatedExpenses(page: number) {
  return useQuery(validatedExpensesQueryOptions(page));
}
