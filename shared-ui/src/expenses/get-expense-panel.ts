/**
 * GET /api/training-expenses/by-training/{trainingId}/profiles/{profileId}: one person's expense on one
 * training with its computed parts, receipts, history and the caller's rights (expense null: creation mode).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export const expensePanelKeys = {
  one: (trainingId: number, profileId: number) => [...queryRoots.expenses, 'panel', trainingId, profileId] as const,
  transport: (trainingId: number, profileId: number, vehicleCategoryId: number | null) =>
    [...queryRoots.expenses, 'transport', trainingId, profileId, vehicleCategoryId] as const,
};

export function expensePanelQueryOptions(trainingId: number, profileId: number) {
  return queryOptions({
    queryKey: expensePanelKeys.one(trainingId, profileId),
    queryFn: ({ signal }) =>
      api.get('/training-expenses/by-training/:trainingId/profiles/:profileId', { params: { trainingId, profileId }, signal }),
  });
}

export function useExpensePanel(trainingId: number, profileId: number, enabled: boolean) {
  return useQuery({ ...expensePanelQueryOptions(trainingId, profileId), enabled });
}
