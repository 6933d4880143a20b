/**
 * The writes of an expense's lines, shared by the staff's panel and the owner's reduced view: PUT
 * /api/training-expenses/{id} ('Enregistrer' or 'À payer') and PATCH /api/training-expenses/{id}/status
 * ('Modifier'). Each is an `expenseSaved` write: the panels, the Défraiements tab, the Remboursements
 * tab and the dashboards' expense panels load again.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { ExpenseStatusChange, ExpenseUpdate } from '@irt/api/contract';

export function useSaveExpense(expenseId: number) {
  const invalidate = useInvalidateAfter('expenseSaved');
  return useMutation({ mutationFn: (body: ExpenseUpdate) => api.put('/training-expenses/:id', { params: { id: expenseId }, body }), onSuccess: invalidate });
}

export function useSetExpenseStatus(expenseId: number) {
  const invalidate = useInvalidateAfter('expenseSaved');
  return useMutation({
    mutationFn: (body: ExpenseStatusChange) => api.patch('/training-expenses/:id/status', { params: { id: expenseId }, body }),
    onSuccess: invalidate,
  });
}
