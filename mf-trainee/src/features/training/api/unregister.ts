/** DELETE /api/trainings/{trainingId}/unregister/{profileId}: the trainee cancels their registration. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { MessageResponse } from '@irt/api/contract';

export function useUnregister(trainingId: number, profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(`trainings/${trainingId}/unregister/${profileId}`).json<MessageResponse>(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.trainings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.traineeTrainings }),
      ]),
  });
}
