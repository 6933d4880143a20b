/** DELETE /api/trainings/{trainingId}/unregister/{profileId}: the trainee cancels their registration. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useUnregister(trainingId: number, profileId: number) {
  const invalidate = useInvalidateAfter('registrationCancelled');
  return useMutation({
    mutationFn: () => api.delete('/trainings/:id/unregister/:profileId', { params: { id: trainingId, profileId } }),
    onSuccess: invalidate,
  });
}
