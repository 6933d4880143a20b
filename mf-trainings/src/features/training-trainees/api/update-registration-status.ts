/** POST /api/trainings/{id}/update-status: a trainee's registration status (the refusal reason goes into the email). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { UpdateRegistrationStatus } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useUpdateRegistrationStatus(trainingId: number) {
  const invalidate = useInvalidateAfter('registrationStatusChanged');
  return useMutation({
    mutationFn: (payload: UpdateRegistrationStatus) => api.post('/trainings/:id/update-status', { params: { id: trainingId }, body: payload }),
    onSuccess: invalidate,
  });
}
