/**
 * POST /api/trainings/{id}/register: the trainee's pre-registration (the wizard's 'Je m'inscris'), or
 * the administrator's registration of a trainee (`profile_id`). On success every training view and
 * list (the Stagiaires tab's too), the trainee's own lists and the profiles load again; the session's
 * user (its current training and counters) too when the trainee registered themself.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchProfile, fetchUser } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { RegistrationRequest } from '@irt/api/contract';

export function useRegister(trainingId: number, { own = true }: { own?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegistrationRequest) =>
      api.post('/trainings/:id/register', { params: { id: trainingId }, body: payload }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.trainings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.traineeTrainings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.profiles }),
        // The user and the profile live in the session store, not in the query cache.
        ...(own
          ? [fetchUser().catch((error: unknown) => console.error('Échec du rechargement de l’utilisateur.', error)), fetchProfile()]
          : []),
      ]),
  });
}
