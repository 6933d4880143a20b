/** POST /api/trainings/{id}/update-status: a trainee's registration status (the refusal reason goes into the email). */
import { useMutation } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { MessageResponse, UpdateRegistrationStatus } from '@irt/api/contract';

export function useUpdateRegistrationStatus(trainingId: number) {
  const invalidate = useInvalidateAfter('registrationStatusChanged');
  return useMutation({
    mutationFn: (payload: UpdateRegistrationStatus) => http.post(`trainings/${trainingId}/update-status`, { json: payload }).json<MessageResponse>(),
    onSuccess: invalidate,
  });
}
