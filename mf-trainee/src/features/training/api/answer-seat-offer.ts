/** POST /api/trainings/{id}/seat-offer/accept|decline: the waiting trainee answers the seat offered. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useAnswerSeatOffer(trainingId: number) {
  const invalidate = useInvalidateAfter('registrationStatusChanged');
  return useMutation({
    mutationFn: (accept: boolean) =>
      accept
        ? api.post('/trainings/:id/seat-offer/accept', { params: { id: trainingId } })
        : api.post('/trainings/:id/seat-offer/decline', { params: { id: trainingId } }),
    onSuccess: invalidate,
  });
}
