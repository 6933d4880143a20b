/**
 * GET /api/training/{trainingId}/profile/{profileId}/expense: a person's own expense for a training
 * and its receipts; 404 while there is none, answered here as null.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readApiError } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { OwnExpense } from '@irt/api/contract';

/** Under the expenses root: the staff's expense lists and this tab invalidate each other. */
export const ownExpenseKeys = {
  one: (trainingId: number, profileId: number) => [...queryRoots.expenses, 'own', trainingId, profileId] as const,
};

export function ownExpenseQueryOptions(trainingId: number, profileId: number) {
  return queryOptions({
    queryKey: ownExpenseKeys.one(trainingId, profileId),
    queryFn: async ({ signal }): Promise<OwnExpense | null> => {
      try {
        return await api.get('/training/:trainingId/profile/:profileId/expense', { params: { trainingId, profileId }, signal });
      } catch (error) {
        if (readApiError(error).status === 404) return null;
        throw error;
      }
    },
  });
}

export function useOwnExpense(trainingId: number, profileId: number) {
  return useQuery(ownExpenseQueryOptions(trainingId, profileId));
}
