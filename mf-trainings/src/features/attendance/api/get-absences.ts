/** GET /api/absences/by-training/{id}: the absences entered for a training. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { Absence } from '@irt/api/contract';

export const absencesKeys = {
  training: (trainingId: number) => [...queryRoots.trainings, 'absences', trainingId] as const,
};

export function absencesQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: absencesKeys.training(trainingId),
    queryFn: ({ signal }) => http.get(`absences/by-training/${trainingId}`, { signal }).json<Absence[]>(),
  });
}

export function useAbsences(trainingId: number) {
  return useQuery(absencesQueryOptions(trainingId));
}
