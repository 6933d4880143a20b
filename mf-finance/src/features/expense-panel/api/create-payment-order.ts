/** POST /api/payment-orders with training_expense_id: a payment order of the expense in the current régie. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useCreatePaymentOrder(expenseId: number) {
  const invalidate = useInvalidateAfter('paymentOrderCreated');
  return useMutation({
    mutationFn: () => api.post('/payment-orders', { body: { training_expense_id: expenseId } }),
    onSuccess: invalidate,
  });
}
