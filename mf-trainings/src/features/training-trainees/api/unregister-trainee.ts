/** DELETE /api/trainings/{trainingId}/unregister/{profileId}: staff unregister a trainee ('Désinscrire'). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useUnregisterTrainee(trainingId: number) {
  const invalidate = useInvalidateAfter('registrationCancelled');
  return useMutation({
    mutationFn: (profileId: number) => api.delete('/trainings/:id/unregister/:profileId', { params: { id: trainingId, profileId } }),
    onSuccess: invalidate,
  });
}
