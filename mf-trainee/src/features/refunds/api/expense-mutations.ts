/**
 * The writes of the Remboursements tab: POST /api/training-expenses (status 1), POST /api/receipts
 * (multipart), DELETE /api/receipts/{id}, DELETE /api/training-expenses/{id}. Each is an
 * `expenseSaved` write, so the staff's lists of expenses load again too.
 */
import { useMutation } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { ExpenseCreated, MessageResponse, ReceiptsAdded } from '@irt/api/contract';
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
    http.post('training-expenses', { json: { training_id: trainingId, profile_id: profileId, training_expense_status_id: EXPENSE_STATUS.inProgress } }).json<ExpenseCreated>(),
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
    return http.post('receipts', { body: form }).json<ReceiptsAdded>();
  });
}

export function useDeleteReceipt() {
  return useExpenseWrite((receiptId: number) => http.delete(`receipts/${receiptId}`).json<MessageResponse>());
}

export function useDeleteExpense() {
  return useExpenseWrite((expenseId: number) => http.delete(`training-expenses/${expenseId}`).json<MessageResponse>());
}
