/** DELETE /api/trainings/{trainingId}/unregister/{profileId}: the trainee cancels their registration. */
import { useMutation } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { MessageResponse } from '@irt/api/contract';

export function useUnregister(trainingId: number, profileId: number) {
  const invalidate = useInvalidateAfter('registrationCancelled');
  return useMutation({
    mutationFn: () => http.delete(`trainings/${trainingId}/unregister/${profileId}`).json<MessageResponse>(),
    onSuccess: invalidate,
  });
}
