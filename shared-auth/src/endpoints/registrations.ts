/**
 * DELETE /api/trainings/{trainingId}/unregister/{profileId}: a registration cancelled, by the trainee
 * from the training's page or by the staff from its trainees ('Désinscrire'). The training, its
 * trainees, the pre-registrations and the trainee's own lists load again.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import { useInvalidateAfter } from '../query/keys';

/** The mutation's input: the profile unregistered from the training. */
export function useUnregister(trainingId: number) {
  const invalidate = useInvalidateAfter('registrationCancelled');
  return useMutation({
    mutationFn: (profileId: number) => api.delete('/trainings/:id/unregister/:profileId', { params: { id: trainingId, profileId } }),
    onSuccess: invalidate,
  });
}
