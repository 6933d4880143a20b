/** GET /api/profiles/{id}/expenses: the person's expenses grouped by training (read-only here). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { personKeys } from './person-keys';

export function personExpensesQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: personKeys.expenses(profileId),
    queryFn: ({ signal }) => api.get('/profiles/:id/expenses', { params: { id: profileId }, signal }),
  });
}

export function usePersonExpenses(profileId: number) {
  return useQuery(personExpensesQueryOptions(profileId));
}
