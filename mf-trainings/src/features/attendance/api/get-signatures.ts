/** GET /api/trainings/{id}/signatures: the electronic signatures of a training, per half-day. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export const signaturesKeys = {
  training: (trainingId: number) => [...queryRoots.trainings, 'signatures', trainingId] as const,
};

export function signaturesQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: signaturesKeys.training(trainingId),
    queryFn: ({ signal }) => api.get('/trainings/:id/signatures', { params: { id: trainingId }, signal }),
  });
}

export function useSignatures(trainingId: number) {
  return useQuery(signaturesQueryOptions(trainingId));
}
