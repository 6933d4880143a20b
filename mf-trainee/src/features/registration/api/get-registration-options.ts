/**
 * GET /api/trainings/{id}/registration-options: what the wizard's last step may offer the logged-in
 * trainee (accommodation beyond 50 km, dinners with it, the councillor block, places left), or, with
 * `profileId`, what the administrator may register that trainee with.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** Under the trainings root: a registration of anyone to the training changes the places left. */
export const registrationOptionsKeys = {
  one: (trainingId: number, profileId: number | null = null) => [...queryRoots.trainings, 'registration-options', trainingId, profileId] as const,
};

/** `profileId`: another trainee's (the administrator's registration); null for the caller's own. */
export function registrationOptionsQueryOptions(trainingId: number, profileId: number | null = null) {
  return queryOptions({
    queryKey: registrationOptionsKeys.one(trainingId, profileId),
    queryFn: ({ signal }) =>
      api.get('/trainings/:id/registration-options', {
        params: { id: trainingId },
        query: profileId === null ? {} : { profile_id: profileId },
        signal,
      }),
  });
}

export function useRegistrationOptions(trainingId: number, profileId: number | null = null) {
  return useQuery(registrationOptionsQueryOptions(trainingId, profileId));
}
