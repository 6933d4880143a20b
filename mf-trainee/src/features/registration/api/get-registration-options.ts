/**
 * GET /api/trainings/{id}/registration-options: what the wizard's last step may offer the logged-in
 * trainee (accommodation beyond 50 km, dinners with it, the councillor block, places left).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { RegistrationOptions } from '@irt/api/contract';

/** Under the trainings root: a registration of anyone to the training changes the places left. */
export const registrationOptionsKeys = {
  one: (trainingId: number) => [...queryRoots.trainings, 'registration-options', trainingId] as const,
};

export function registrationOptionsQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: registrationOptionsKeys.one(trainingId),
    queryFn: ({ signal }) => http.get(`trainings/${trainingId}/registration-options`, { signal }).json<RegistrationOptions>(),
  });
}

export function useRegistrationOptions(trainingId: number) {
  return useQuery(registrationOptionsQueryOptions(trainingId));
}
