/** GET /api/training-expenses/{id}/payment: the payment section of an expense (its payment, its orders, what can be done). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export function expensePaymentQueryOptions(expenseId: number) {
  return queryOptions({
    queryKey: [...queryRoots.expenses, 'payment', expenseId] as const,
    queryFn: ({ signal }) => api.get('/training-expenses/:id/payment', { params: { id: expenseId }, signal }),
  });
}

export function useExpensePayment(expenseId: number) {
  return useQuery(expensePaymentQueryOptions(expenseId));
}
