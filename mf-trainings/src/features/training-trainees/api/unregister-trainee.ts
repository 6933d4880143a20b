/** DELETE /api/trainings/{trainingId}/unregister/{profileId}: staff unregister a trainee ('Désinscrire'). */
import { useMutation } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { MessageResponse } from '@irt/api/contract';

export function useUnregisterTrainee(trainingId: number) {
  const invalidate = useInvalidateAfter('registrationCancelled');
  return useMutation({
    mutationFn: (profileId: number) => http.delete(`trainings/${trainingId}/unregister/${profileId}`).json<MessageResponse>(),
    onSuccess: invalidate,
  });
}
