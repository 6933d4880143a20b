/**
 * The improvement actions' calls that two remotes make: the team members who may carry an action, and
 * opening one (the staff's 'Réclamations' pages in mf-admin, the Évaluations tab of a training in
 * mf-trainings).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ImprovementActionPayload } from '@irt/api/contract';
import { api } from '../api-client';
import { queryRoots, useInvalidateAfter } from '../query/keys';

export const improvementActionKeys = {
  owners: [...queryRoots.quality, 'improvement-action-owners'] as const,
};

export function improvementActionOwnersQueryOptions() {
  return queryOptions({
    queryKey: improvementActionKeys.owners,
    queryFn: ({ signal }) => api.get('/improvement-actions/owners', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useImprovementActionOwners(enabled = true) {
  return useQuery({ ...improvementActionOwnersQueryOptions(), enabled });
}

export function useCreateImprovementAction() {
  const invalidate = useInvalidateAfter('improvementActionSaved');
  return useMutation({
    mutationFn: (body: ImprovementActionPayload) => api.post('/improvement-actions', { body }),
    onSuccess: invalidate,
  });
}
