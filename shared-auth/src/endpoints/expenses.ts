/**
 * A person's expense on a training, read and written by the staff's side panel (mf-finance) and by its
 * owner's Remboursements tab (mf-trainee):
 * GET /api/training-expenses/by-training/{trainingId}/profiles/{profileId} (the panel: computed parts,
 * receipts, history, the caller's rights; expense null in creation mode), the transport the server
 * computes, POST /api/training-expenses, PUT and PATCH …/{id}(/status) for its lines, DELETE
 * …/{id}, POST /api/receipts and DELETE /api/receipts/{id}. Every write is an `expenseSaved` write:
 * the panels, the Défraiements tab, the Remboursements tab and the dashboards' expense panels load again.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ExpenseStatusChange, ExpenseUpdate, TransportCalculation } from '@irt/api/contract';
import { EXPENSE_STATUS } from '@irt/api/constants';
import { api } from '../api-client';
import { readApiError } from '../http';
import { queryRoots, useInvalidateAfter } from '../query/keys';
import { useLookup } from '../query/lookups';

export const expensePanelKeys = {
  one: (trainingId: number, profileId: number) => [...queryRoots.expenses, 'panel', trainingId, profileId] as const,
  transport: (trainingId: number, profileId: number, vehicleCategoryId: number | null) =>
    [...queryRoots.expenses, 'transport', trainingId, profileId, vehicleCategoryId] as const,
};

export function expensePanelQueryOptions(trainingId: number, profileId: number) {
  return queryOptions({
    queryKey: expensePanelKeys.one(trainingId, profileId),
    queryFn: ({ signal }) =>
      api.get('/training-expenses/by-training/:trainingId/profiles/:profileId', { params: { trainingId, profileId }, signal }),
  });
}

export function useExpensePanel(trainingId: number, profileId: number, enabled: boolean) {
  return useQuery({ ...expensePanelQueryOptions(trainingId, profileId), enabled });
}

export type TransportPreview = { calculation: TransportCalculation; failure: null } | { calculation: null; failure: string };

/**
 * PATCH …/calculate-transport-cost: the transport the server computes for a vehicle category (nothing is
 * saved, so it is read as a query), from the communes or, when their positions are unknown, from the
 * distance typed by the staff. The form asks only when it can be computed, so the usual screen sends no
 * request bound to fail; a refusal that still comes (400, 422) is answered as `{ failure }` for the
 * form's warning.
 */
export function useTransportPreview(
  trainingId: number,
  profileId: number,
  vehicleCategoryId: number | null,
  enabled: boolean,
  manualDistance: number | null = null,
) {
  return useQuery({
    queryKey: [...expensePanelKeys.transport(trainingId, profileId, vehicleCategoryId), manualDistance] as const,
    enabled,
    queryFn: async (): Promise<TransportPreview> => {
      try {
        const calculation = await api.patch('/trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost', {
          params: { trainingId, profileId },
          body: manualDistance === null ? { vehicle_category_id: vehicleCategoryId } : { vehicle_category_id: vehicleCategoryId, manual_distance: manualDistance },
        });
        return { calculation, failure: null };
      } catch (error) {
        const details = readApiError(error);
        if ((details.status === 400 || details.status === 422) && details.message) return { calculation: null, failure: details.message };
        throw error;
      }
    },
  });
}

function useExpenseWrite<T, R>(write: (input: T) => Promise<R>) {
  const invalidate = useInvalidateAfter('expenseSaved');
  return useMutation({ mutationFn: write, onSuccess: invalidate });
}

/** A new expense at status 1 (En cours). */
export function useCreateExpense(trainingId: number, profileId: number) {
  return useExpenseWrite(() =>
    api.post('/training-expenses', { body: { training_id: trainingId, profile_id: profileId, training_expense_status_id: EXPENSE_STATUS.inProgress } }),
  );
}

/** The lines of an expense: 'Enregistrer' or 'À payer'. */
export function useSaveExpense(expenseId: number) {
  return useExpenseWrite((body: ExpenseUpdate) => api.put('/training-expenses/:id', { params: { id: expenseId }, body }));
}

/** A change of status alone: 'Modifier' (back to En cours) or 'En attente de pièces'. */
export function useSetExpenseStatus(expenseId: number) {
  return useExpenseWrite((body: ExpenseStatusChange) => api.patch('/training-expenses/:id/status', { params: { id: expenseId }, body }));
}

export function useDeleteExpense() {
  return useExpenseWrite((expenseId: number) => api.delete('/training-expenses/:id', { params: { id: expenseId } }));
}

export interface ReceiptUpload {
  expenseId: number;
  file: File;
  description: string;
}

/** POST /api/receipts (multipart): one receipt with its description. */
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

/**
 * What the expense form of `@irt/shared-ui/expenses/ExpenseForm` asks the server, for the screen that
 * shows it to hand over (the design kit makes no call): its two writes, the vehicle categories and
 * the transport preview.
 */
export function useExpenseFormCalls(expenseId: number) {
  return {
    save: useSaveExpense(expenseId),
    setStatus: useSetExpenseStatus(expenseId),
    categories: useLookup('vehicle-categories'),
    useTransportPreview,
  };
}
