import { CAN_PAY_EXPENSES, roleCan } from '@irt/api/constants';
import { useSession } from '@irt/shared-auth';
import { PaymentSection } from './PaymentSection';
import { ExpensePanel, type ExpensePanelProps } from './ExpensePanel';

/**
 * The expense panel as the Défraiements tab and the régie open it: with the payment section (payment
 * orders, 'Mise en paiement') for the role that pays (the administrateur); the others see the panel
 * without it, and the server refuses them the payment endpoints anyway.
 */
export function PayableExpensePanel(props: Omit<ExpensePanelProps, 'paymentSlot'>) {
  const role = useSession((state) => state.user?.role.slug);
  const paymentSlot = roleCan(CAN_PAY_EXPENSES, role) ? (ids: Parameters<typeof PaymentSection>[0]) => <PaymentSection {...ids} /> : undefined;
  return <ExpensePanel {...props} paymentSlot={paymentSlot} />;
}
