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
    // Nothing is paid before the confirmation, which names the payee, the amount, the IBAN's end and the receipts.
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la mise en paiement' });
    expect(requests.some((r) => r.key === 'POST /api/training-expense-payments/attach')).toBe(false);
    for (const text of ['Jeanne Martin', '120,50 €', 'Chèque', '12-34', 'R-2026-11/004', '•••• 0189', '2 justificatifs joints']) expect(within(dialog).getByText(text)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la mise en paiement' }));
    expect(await screen.findByText('Bravo, la mise en paiement a bien été effectuée')).toBeInTheDocument();
    const sent = requests.find((r) => r.key === 'POST /api/training-expense-payments/attach');
    expect(sent?.body).toEqual({ training_expense_id: 12, payment_order_id: 71, payment_method: 'chèque', payment_reference: '12-34' });
    expect(requests.find((r) => r.key === 'POST /api/payment-orders')?.body).toEqual({ training_expense_id: 12 });
  }, 40_000);

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
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer la mise en paiement' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ce défraiement a déjà été mis en paiement.')).toBeInTheDocument();
  });

  it('flags a transfer to bank details changed recently and waits for the explicit confirmation; says when no receipt is attached', async () => {
    const user = userEvent.setup();
    show(anExpensePaymentPanel({ payment_orders: [anExpensePaymentOrder({ id: 71 })], receipts_count: 0, bank_details_changed_at: '2026-11-20T10:00:00.000Z', payee: { name: 'Jeanne Martin', iban_last4: null } }));
    mockApi({ 'POST /api/training-expense-payments/attach': () => json({ message: 'Bravo, la mise en paiement a bien été effectuée', payment: anExpensePayment() }, 201) });
    await choose(user, /Mode de paiement/, 'Virement');
    await user.click(screen.getByRole('button', { name: 'Mettre en paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la mise en paiement' });
    expect(within(dialog).getByText('Aucun justificatif n’est joint à ce défraiement.')).toBeInTheDocument();
    expect(within(dialog).getByText('Aucun IBAN renseigné')).toBeInTheDocument();
    expect(within(dialog).getByText(/ont été modifiées le 20 novembre 2026/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer la mise en paiement' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Je confirme le virement vers ces nouvelles coordonnées bancaires' }));
    await user.click(confirm);
    expect(await screen.findByText('Bravo, la mise en paiement a bien été effectuée')).toBeInTheDocument();
    expect(requests.find((r) => r.key === 'POST /api/training-expense-payments/attach')?.body).toMatchObject({ payment_method: 'virement', confirm_bank_details_change: true });
  });

  it('cancels a payment of the current régie with its reason, required', async () => {
    const user = userEvent.setup();
    const paid = anExpensePayment({ id: 88, amount: '98.10' });
    show(anExpensePaymentPanel({ payment: paid, can_pay: false, can_cancel: true, expense: { ...anExpensePaymentPanel().expense, training_expense_status_id: 4, status_name: 'Mise en paiement' } }));
    mockApi({ 'POST /api/training-expense-payments/:paymentId/cancel': () => json({ message: 'Le paiement a bien été annulé : le défraiement est de nouveau « À payer ».', training_expense_id: 12 }) });
    await user.click(await screen.findByRole('button', { name: 'Annuler le paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler le paiement' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le paiement' }));
    expect(within(dialog).getByText('Veuillez indiquer le motif de l’annulation.')).toBeInTheDocument();
    expect(requests.some((r) => r.key === 'POST /api/training-expense-payments/88/cancel')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Motif de l’annulation/ }), 'Mauvais IBAN');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le paiement' }));
    expect(await screen.findByText('Le paiement a bien été annulé : le défraiement est de nouveau « À payer ».')).toBeInTheDocument();
    expect(requests.find((r) => r.key === 'POST /api/training-expense-payments/88/cancel')?.body).toEqual({ reason: 'Mauvais IBAN' });
  });

  it('shows a paid expense’s régie, order, method, reference and amount, without a form', async () => {
    show(anExpensePaymentPanel({ payment: anExpensePayment({ payment_method: 'chèque', amount: '98.10' }), can_pay: false, can_create_payment_order: false, expense: { ...anExpensePaymentPanel().expense, training_expense_status_id: 4, status_name: 'Mise en paiement' } }));
    expect(await screen.findByText('Mise en paiement')).toBeInTheDocument();
    expect(screen.getByText('R-2026-11')).toBeInTheDocument();
    expect(screen.getByText('R-2026-11/001')).toBeInTheDocument();
    expect(screen.getByText('Chèque')).toBeInTheDocument();
    expect(screen.getByText('98,10 €')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mettre en paiement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler le paiement' })).not.toBeInTheDocument();
    expect(screen.getByText('Sa régie est close : ce paiement est définitif.')).toBeInTheDocument();
  });

  it('says why an expense cannot be paid (not À payer, closed training)', async () => {
    show(anExpensePaymentPanel({ can_pay: false, can_create_payment_order: false, blocked_reason: 'Seul un défraiement « À payer » peut être mis en paiement.' }));
    expect(await screen.findByText('Seul un défraiement « À payer » peut être mis en paiement.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mettre en paiement' })).not.toBeInTheDocument();
  });
});
