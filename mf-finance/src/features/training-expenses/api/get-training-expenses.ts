/** GET /api/training-expenses/by-training/{trainingId}: the Défraiements tab (people, counters, figures). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export const trainingExpensesKeys = {
  of: (trainingId: number) => [...queryRoots.expenses, 'by-training', trainingId] as const,
};

export function trainingExpensesQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: trainingExpensesKeys.of(trainingId),
    queryFn: ({ signal }) => api.get('/training-expenses/by-training/:trainingId', { params: { trainingId }, signal }),
  });
}

export function useTrainingExpenses(trainingId: number) {
  return useQuery(trainingExpensesQueryOptions(trainingId));
}
