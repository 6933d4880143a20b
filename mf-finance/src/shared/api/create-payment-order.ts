/**
 * POST /api/payment-orders: with an expense (`training_expense_id`), a payment order of that expense in
 * the current régie (its payment section loads again); without one, 'Créer la nouvelle régie' (the régie
 * page and every payment section load again, their current régie changed).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { invalidateAfter } from '@irt/shared-auth/query';
import type { PaymentOrderCreate } from '@irt/api/contract';

export function useCreatePaymentOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentOrderCreate) => api.post('/payment-orders', { body }),
    onSuccess: (_answer, body) => invalidateAfter(queryClient, body.training_expense_id === undefined ? 'regieCreated' : 'paymentOrderCreated'),
  });
}
