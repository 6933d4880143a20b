/** GET /api/absences/by-training/{id}: the absences entered for a training. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export const absencesKeys = {
  training: (trainingId: number) => [...queryRoots.trainings, 'absences', trainingId] as const,
};

export function absencesQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: absencesKeys.training(trainingId),
    queryFn: ({ signal }) => api.get('/absences/by-training/:id', { params: { id: trainingId }, signal }),
  });
}

export function useAbsences(trainingId: number) {
  return useQuery(absencesQueryOptions(trainingId));
}
