/**
 * The writes of the expense panel besides its lines (`@irt/shared-ui/expenses/expense-writes`): POST
 * /api/training-expenses ('Créer', status 1), POST /api/receipts and DELETE /api/receipts/{id}. Each is an `expenseSaved` write: the
 * panel, the Défraiements tab and the dashboards' expense panels load again.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import { EXPENSE_STATUS } from '@irt/api/constants';

function useExpenseWrite<T, R>(write: (input: T) => Promise<R>) {
  const invalidate = useInvalidateAfter('expenseSaved');
  return useMutation({ mutationFn: write, onSuccess: invalidate });
}

export function useCreateExpense(trainingId: number, profileId: number) {
  return useExpenseWrite(() =>
    api.post('/training-expenses', { body: { training_id: trainingId, profile_id: profileId, training_expense_status_id: EXPENSE_STATUS.inProgress } }),
  );
}

export function useAddReceipt(expenseId: number) {
  return useExpenseWrite(({ file, description }: { file: File; description: string }) => {
    const form = new FormData();
    form.append('training_expense_id', String(expenseId));
    form.append('receipts[0][file]', file);
    form.append('receipts[0][description]', description);
    return api.post('/receipts', { body: form });
  });
}

export function useDeleteReceipt() {
  return useExpenseWrite((receiptId: number) => api.delete('/receipts/:id', { params: { id: receiptId } }));
}
