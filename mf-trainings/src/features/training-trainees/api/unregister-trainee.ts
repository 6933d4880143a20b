/** DELETE /api/trainings/{trainingId}/unregister/{profileId}: staff unregister a trainee ('Désinscrire'). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { MessageResponse } from '@irt/api/contract';

export function useUnregisterTrainee(trainingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => http.delete(`trainings/${trainingId}/unregister/${profileId}`).json<MessageResponse>(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.trainings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.registrations }),
      ]),
  });
}
