/**
 * GET /api/training/{trainingId}/profile/{profileId}/expense: a person's own expense for a training
 * and its receipts; null while there is none.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { OwnExpense } from '@irt/api/contract';

/** Under the expenses root: the staff's expense lists and this tab invalidate each other. */
export const ownExpenseKeys = {
  one: (trainingId: number, profileId: number) => [...queryRoots.expenses, 'own', trainingId, profileId] as const,
};

export function ownExpenseQueryOptions(trainingId: number, profileId: number) {
  return queryOptions({
    queryKey: ownExpenseKeys.one(trainingId, profileId),
    queryFn: ({ signal }): Promise<OwnExpense | null> => api.get('/training/:trainingId/profile/:profileId/expense', { params: { trainingId, profileId }, signal }),
  });
}

export function useOwnExpense(trainingId: number, profileId: number) {
  return useQuery(ownExpenseQueryOptions(trainingId, profileId));
}
