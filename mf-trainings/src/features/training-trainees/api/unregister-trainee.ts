/** DELETE /api/trainings/{trainingId}/unregister/{profileId}: staff unregister a trainee ('Désinscrire'). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export function useUnregisterTrainee(trainingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => api.delete('/trainings/:id/unregister/:profileId', { params: { id: trainingId, profileId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.trainings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.registrations }),
      ]),
  });
}
