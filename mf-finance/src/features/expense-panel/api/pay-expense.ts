/** POST /api/training-expense-payments/attach: pays the expense under one of its payment orders. */
import { useMutation } from '@tanstack/react-query';
import type { PaymentAttach } from '@irt/api/contract';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function usePayExpense() {
  const invalidate = useInvalidateAfter('expensePaid');
  return useMutation({
    mutationFn: (body: PaymentAttach) => api.post('/training-expense-payments/attach', { body }),
    onSuccess: invalidate,
  });
}
