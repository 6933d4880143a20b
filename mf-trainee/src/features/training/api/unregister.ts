/** DELETE /api/trainings/{trainingId}/unregister/{profileId}: the trainee cancels their registration. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export function useUnregister(trainingId: number, profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/trainings/:id/unregister/:profileId', { params: { id: trainingId, profileId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.trainings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.traineeTrainings }),
      ]),
  });
}
