/** A receipt as answered: its file is served by GET /api/receipts/{id}/file. */
import type { Receipt } from '../../contract/expenses';
import type * as s from '../../db/schema';
import { iso } from '../../lib/values';

export function receiptUrl(receiptId: number): string {
  return `/api/receipts/${receiptId}/file`;
}

export function toReceipt(r: typeof s.receipts.$inferSelect): Receipt {
  return {
    id: r.id,
    description: r.description,
    temporary_receipt_url: receiptUrl(r.id),
    mime_type: r.mime_type,
    training_expense_id: r.training_expense_id,
    created_at: iso(r.created_at),
  };
}

