/**
 * POST /api/training-deferrals: postpones the training (new dates and place, status 4 Reportée) and
 * records the deferral; every trainings list and the detail load again afterwards.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { TrainingDeferralPayload } from '@irt/api/contract';

export function useCreateDeferral() {
  const invalidate = useInvalidateAfter('trainingPostponed');
  return useMutation({
    mutationFn: (body: TrainingDeferralPayload) => api.post('/training-deferrals', { body }),
    onSuccess: invalidate,
  });
}
