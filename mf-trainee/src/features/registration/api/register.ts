/**
 * POST /api/trainings/{id}/register: the trainee's pre-registration (the wizard's 'Je m'inscris'), or
 * the administrator's registration of a trainee (`profile_id`). On success every list a registration
 * changes loads again (the training's, the pre-registrations to process, the trainee's own, the
 * profiles); the session's user (its current training and counters) too when the trainee registered themself.
 */
import { useMutation } from '@tanstack/react-query';
import { api, fetchProfile, fetchUser } from '@irt/shared-auth';
import type { RegistrationRequest } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useRegister(trainingId: number, { own = true }: { own?: boolean } = {}) {
  const invalidate = useInvalidateAfter('registrationCreated');
  return useMutation({
    mutationFn: (payload: RegistrationRequest) =>
      api.post('/trainings/:id/register', { params: { id: trainingId }, body: payload }),
    onSuccess: () =>
      Promise.all([
        invalidate(),
        // The user and the profile live in the session store, not in the query cache.
        ...(own
          ? [fetchUser().catch((error: unknown) => console.error('Échec du rechargement de l’utilisateur.', error)), fetchProfile()]
          : []),
      ]),
  });
}
