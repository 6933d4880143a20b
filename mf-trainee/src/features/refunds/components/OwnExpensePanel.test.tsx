import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPanel, anExpenseDetail, CALCULATION, NO_RIGHTS } from '@irt/test-support/expenses';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { RefundsTab } from './RefundsTab';

const OWN = 'GET /api/training/:trainingId/profile/:profileId/expense';
const PANEL = 'GET /api/training-expenses/by-training/:trainingId/profiles/:profileId';
const OWNER_RIGHTS = { ...NO_RIGHTS, can_edit: true, can_save_in_progress: true };
const ownExpense = (readOnly: boolean, status = { id: 1, name: 'En cours' }) =>
  json({ id: 70, training_id: 4, profile_id: 9, training_expense_status_id: status.id, status, receipts: [], read_only: readOnly, deletable: !readOnly, created_at: '2026-03-05T10:00:00.000Z' });

describe('vue réduite du défraiement (propriétaire)', () => {
  it('opens from the Remboursements tab, shows the switches on and read-only, and saves En cours only', async () => {
    const user = userEvent.setup();
    const person = { ...aPanel().person, role: 'stagiaire' as const, role_name: 'Stagiaire', on_team: false };
    mockApi({
      [OWN]: () => ownExpense(false),
      [PANEL]: () => json(aPanel({ person, rights: OWNER_RIGHTS })),
      'GET /api/vehicle-categories': () => json([{ id: 3, category: '5 CV', indemnity_per_km: 0.636 }]),
      'PATCH /api/trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost': () => json(CALCULATION),
      'PUT /api/training-expenses/:id': () => json({ message: "Bravo, l'item a bien été mis à jour", expense: anExpenseDetail({ toll_parking_costs: '4.20' }) }),
    });
    renderWithProviders(<RefundsTab trainingId={4} profileId={9} reimbursed canAddReceipts />);
    await user.click(await screen.findByRole('button', { name: 'Modifier le défraiement' }));
    const panel = await screen.findByRole('dialog', { name: 'Mon défraiement' });
    const switches = within(await within(panel).findByRole('group', { name: 'Prise en charge' })).getAllByRole('switch');
    expect(switches).toHaveLength(2);
    for (const item of switches) {
      expect(item).toBeChecked();
      expect(item).toBeDisabled();
    }
    // The owner forces nothing and never sets 'À payer'.
    expect(within(panel).queryByRole('button', { name: 'À payer' })).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText('Montant total forcé (€)')).not.toBeInTheDocument();
    expect(await within(panel).findByText('0,636 € / km')).toBeInTheDocument();
    const toll = within(panel).getByLabelText('Péage et stationnement (€)');
    await user.clear(toll);
    await user.type(toll, '4,20');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && r.path === '/api/training-expenses/70')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({ training_expense_status_id: 1, toll_parking_costs: '4,20', total_forced_amount: '0,00' });
  });

  it('a paid expense is only read: no field to edit, the reason shown, no receipt to add', async () => {
    const user = userEvent.setup();
    const paid = { id: 4, name: 'Mise en paiement' };
    mockApi({
      [OWN]: () => ownExpense(true, paid),
      [PANEL]: () =>
        json(aPanel({ rights: { ...NO_RIGHTS, read_only_reason: 'Ce défraiement est mis en paiement : il ne peut plus être modifié.' }, expense: anExpenseDetail({ training_expense_status_id: 4, status: paid }) })),
      'GET /api/vehicle-categories': () => json([{ id: 3, category: '5 CV', indemnity_per_km: 0.636 }]),
    });
    renderWithProviders(<RefundsTab trainingId={4} profileId={9} reimbursed canAddReceipts />);
    expect(await screen.findByText('Mise en paiement')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter un justificatif' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir le défraiement' }));
    const panel = await screen.findByRole('dialog', { name: 'Mon défraiement' });
    expect(await within(panel).findByText('Ce défraiement est mis en paiement : il ne peut plus être modifié.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Péage et stationnement (€)')).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });
});
