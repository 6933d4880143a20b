import type { PaletteStatusColor } from '@irt/shared-ui/components/StatusBadge';
import { EXPENSE_STATUS } from '@irt/api/constants';

/** Badge colours of the expense statuses (as on the trainee's Remboursements tab). */
export function expenseStatusColor(statusId: number): PaletteStatusColor | `#${string}` {
  switch (statusId) {
    case EXPENSE_STATUS.inProgress:
      return 'info';
    case EXPENSE_STATUS.toPay:
      return 'primary';
    case EXPENSE_STATUS.awaitingReceipts:
      return '#ffb300';
    case EXPENSE_STATUS.paymentIssued:
      return 'success';
    default:
      return 'default';
  }
}
