/**
 * The writes of the Remboursements tab: POST /api/training-expenses (status 1), POST /api/receipts
 * (multipart), DELETE /api/receipts/{id}, DELETE /api/training-expenses/{id}. Each is an
 * `expenseSaved` write, so the staff's lists of expenses load again too.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import { EXPENSE_STATUS } from '@irt/api/constants';

function useExpenseWrite<T, R>(write: (input: T) => Promise<R>) {
  const invalidate = useInvalidateAfter('expenseSaved');
  return useMutation({
    mutationFn: write,
    onSuccess: invalidate,
  });
}

/** New expense at status 1 (En cours). */
export function useCreateExpense(trainingId: number, profileId: number) {
  return useExpenseWrite(() =>
    api.post('/training-expenses', { body: { training_id: trainingId, profile_id: profileId, training_expense_status_id: EXPENSE_STATUS.inProgress } }),
  );
}

export interface ReceiptUpload {
  expenseId: number;
  file: File;
  description: string;
}

export function useAddReceipt() {
  return useExpenseWrite(({ expenseId, file, description }: ReceiptUpload) => {
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

export function useDeleteExpense() {
  return useExpenseWrite((expenseId: number) => api.delete('/training-expenses/:id', { params: { id: expenseId } }));
}
