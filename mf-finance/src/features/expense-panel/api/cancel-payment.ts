/** POST /api/training-expense-payments/{paymentId}/cancel: cancels a payment of the current régie, with its reason. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useCancelPayment() {
  const invalidate = useInvalidateAfter('paymentCancelled');
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      api.post('/training-expense-payments/:paymentId/cancel', { params: { paymentId }, body: { reason } }),
    onSuccess: invalidate,
  });
}
