/** GET /api/trainings/{id}/employer-letters: the validated trainees of a training who come on a training leave. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { TrainingEmployerLetter } from '@irt/api/contract';

export const employerLetterKeys = {
  all: [...queryRoots.trainings, 'employer-letters'] as const,
  training: (trainingId: number) => [...employerLetterKeys.all, trainingId] as const,
};

export function employerLettersQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: employerLetterKeys.training(trainingId),
    queryFn: ({ signal }): Promise<TrainingEmployerLetter[]> => api.get('/trainings/:id/employer-letters', { params: { id: trainingId }, signal }),
  });
}

export function useEmployerLetters(trainingId: number) {
  return useQuery(employerLettersQueryOptions(trainingId));
}
