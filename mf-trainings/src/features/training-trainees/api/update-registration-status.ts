/** POST /api/trainings/{id}/update-status: a trainee's registration status (the refusal reason goes into the email). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { UpdateRegistrationStatus } from '@irt/api/contract';

export function useUpdateRegistrationStatus(trainingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateRegistrationStatus) => api.post('/trainings/:id/update-status', { params: { id: trainingId }, body: payload }),
    onSuccess: () =>
      Promise.all([
        // The trainees list, the training's counts, and the pre-registrations to process.
        queryClient.invalidateQueries({ queryKey: queryRoots.trainings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.registrations }),
      ]),
  });
}
