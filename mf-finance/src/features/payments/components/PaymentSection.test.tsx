import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import { anExpensePayment, anExpensePaymentOrder, anExpensePaymentPanel } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { ExpensePaymentPanel } from '@irt/api/contract';
import { PaymentSection } from './PaymentSection';

function show(panel: ExpensePaymentPanel | (() => ExpensePaymentPanel)) {
  mockApi({ 'GET /api/training-expenses/:id/payment': () => json(typeof panel === 'function' ? panel() : panel) });
  return renderWithProviders(
    <>
      <PaymentSection expenseId={12} trainingId={5} profileId={34} />
      <NotificationsHost />
    </>,
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('PaymentSection', () => {
  it('pays an expense: creates its payment order, then sends order, method and the default reference', async () => {
    const user = userEvent.setup();
    const order = anExpensePaymentOrder({ id: 71, order_number: 'R-2026-11/004' });
    let current = anExpensePaymentPanel();
    show(() => current);
    mockApi({
      'POST /api/payment-orders': () => {
        current = anExpensePaymentPanel({ payment_orders: [order], can_create_payment_order: false });
        return json({ message: "Bravo, l'ordre de paiement a bien été créé", id: 71, order_number: 'R-2026-11/004' }, 201);
      },
      'POST /api/training-expense-payments/attach': () => json({ message: 'Bravo, la mise en paiement a bien été effectuée', payment: anExpensePayment() }, 201),
    });
    expect(await screen.findByRole('textbox', { name: /Référence de paiement/ })).toHaveValue('12-34');
    expect(screen.getByRole('heading', { name: 'Paiement' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer un ordre de paiement' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Créer un ordre de paiement' })).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /Ordre de paiement/ })).toHaveTextContent('R-2026-11/004');
    await choose(user, /Mode de paiement/, 'Chèque');
    await user.click(screen.getByRole('button', { name: 'Mettre en paiement' }));
    expect(await screen.findByText('Bravo, la mise en paiement a bien été effectuée')).toBeInTheDocument();
    const sent = requests.find((r) => r.key === 'POST /api/training-expense-payments/attach');
    expect(sent?.body).toEqual({ training_expense_id: 12, payment_order_id: 71, payment_method: 'chèque', payment_reference: '12-34' });
    expect(requests.find((r) => r.key === 'POST /api/payment-orders')?.body).toEqual({ training_expense_id: 12 });
  }, 20_000);

  it("refuses an empty field with 'Veuillez remplir tous les champs' and sends nothing", async () => {
    const user = userEvent.setup();
    show(anExpensePaymentPanel({ payment_orders: [anExpensePaymentOrder({ id: 71 })] }));
    const reference = await screen.findByRole('textbox', { name: /Référence de paiement/ });
    await user.clear(reference);
    await choose(user, /Mode de paiement/, 'Virement');
    await user.click(screen.getByRole('button', { name: 'Mettre en paiement' }));
    expect(await screen.findByText('Veuillez remplir tous les champs')).toBeInTheDocument();
    expect(requests.some((r) => r.key === 'POST /api/training-expense-payments/attach')).toBe(false);
  });

  it('hides the create button at two payment orders, and offers the closed régie’s order disabled', async () => {
    const user = userEvent.setup();
    show(
      anExpensePaymentPanel({
        payment_orders: [
          anExpensePaymentOrder({ id: 70, order_number: 'R-2026-10/002', in_current_regie: false }),
          anExpensePaymentOrder({ id: 71, order_number: 'R-2026-11/004' }),
        ],
        can_create_payment_order: false,
      }),
    );
    await screen.findByRole('button', { name: 'Mettre en paiement' });
    expect(screen.queryByRole('button', { name: 'Créer un ordre de paiement' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Ordre de paiement/ }));
    expect(await screen.findByRole('option', { name: 'R-2026-10/002 (régie close)' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the server’s message when the payment is refused', async () => {
    const user = userEvent.setup();
    show(anExpensePaymentPanel({ payment_orders: [anExpensePaymentOrder({ id: 71 })] }));
    mockApi({ 'POST /api/training-expense-payments/attach': () => json({ message: 'Ce défraiement a déjà été mis en paiement.' }, 422) });
    await choose(user, /Mode de paiement/, 'Virement');
    await user.click(await screen.findByRole('button', { name: 'Mettre en paiement' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ce défraiement a déjà été mis en paiement.')).toBeInTheDocument();
  });

  it('shows a paid expense’s régie, order, method, reference and amount, without a form', async () => {
    show(anExpensePaymentPanel({ payment: anExpensePayment({ payment_method: 'chèque', amount: '98.10' }), can_pay: false, can_create_payment_order: false, expense: { ...anExpensePaymentPanel().expense, training_expense_status_id: 4, status_name: 'Mise en paiement' } }));
    expect(await screen.findByText('Mise en paiement')).toBeInTheDocument();
    expect(screen.getByText('R-2026-11')).toBeInTheDocument();
    expect(screen.getByText('R-2026-11/001')).toBeInTheDocument();
    expect(screen.getByText('Chèque')).toBeInTheDocument();
    expect(screen.getByText('98,10 €')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mettre en paiement' })).not.toBeInTheDocument();
  });

  it('says why an expense cannot be paid (not À payer, closed training)', async () => {
    show(anExpensePaymentPanel({ can_pay: false, can_create_payment_order: false, blocked_reason: 'Seul un défraiement « À payer » peut être mis en paiement.' }));
    expect(await screen.findByText('Seul un défraiement « À payer » peut être mis en paiement.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mettre en paiement' })).not.toBeInTheDocument();
  });
});
