import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { aProfile, aUser } from '@irt/test-support/factories';
import { json, lookupRoutes, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { TrainingExpensesTab } from './TrainingExpensesTab';
import { aPanel, aRow, aTrainingExpenses, CALCULATION } from '../../../shared/test-utils';

const TAB = 'GET /api/training-expenses/by-training/:trainingId';

beforeEach(() => act(() => useSession.setState({ user: aUser('gestionnaire'), profile: aProfile('gestionnaire') })));
afterEach(() => act(() => useSession.setState({ user: null, profile: null })));

const people = [
  aRow(),
  aRow({ profile_id: 11, expense_id: null, username: 'Bruno Stagiaire', role: 'stagiaire', role_name: 'Stagiaire', on_team: false, registration_status_id: 2, expense_status: null, amount: null, total_forced_amount: null, reimbursed: true, needs_accommodation: false }),
  aRow({ profile_id: 12, expense_id: null, username: 'Chloé Sansfrais', role: 'stagiaire', role_name: 'Stagiaire', on_team: false, registration_status_id: 2, expense_status: null, amount: null, total_forced_amount: null, reimbursed: false, needs_accommodation: false, detail_available: false }),
];

describe('onglet Défraiements', () => {
  it('shows the counters, the figures of the server and the people with the Détail rule', async () => {
    mockApi({ [TAB]: () => json(aTrainingExpenses(people)) });
    renderWithProviders(<TrainingExpensesTab trainingId={4} />);
    expect(await screen.findByText(/Montant demandé : 1\s234,50\s€/)).toBeInTheDocument();
    expect(screen.getByText(/À payer : 106,47\s€/)).toBeInTheDocument();
    expect(screen.getByText('Dîners pris en charge').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('1 personne')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Défraiements de la formation' });
    expect(within(table).getByRole('button', { name: "Détail du défraiement d'Aline Enseignante" })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Détail du défraiement de Bruno Stagiaire' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Détail du défraiement de Chloé Sansfrais' })).not.toBeInTheDocument();
    expect(within(table).getByText('106,47 €', { normalizer: (t) => t.replace(/\s/g, ' ') })).toBeInTheDocument();
  });

  it("a trainee's switches send PATCH …/reimbursed; 'Détail' opens the expense panel", async () => {
    mockApi({
      [TAB]: () => json(aTrainingExpenses(people)),
      'PATCH /api/trainings/:id/trainees/:traineeId/reimbursed': () => json({ message: "Bravo, l'item a bien été modifié" }),
      'GET /api/training-expenses/by-training/:trainingId/profiles/:profileId': () => json(aPanel()),
      'PATCH /api/trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost': () => json(CALCULATION),
      ...lookupRoutes({ 'vehicle-categories': [{ id: 3, category: '5 CV', indemnity_per_km: 0.636 }] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TrainingExpensesTab trainingId={4} />);
    await user.click(await screen.findByRole('switch', { name: 'Défraiement demandé par Chloé Sansfrais' }));
    await waitFor(() =>
      expect(requests.find((r) => r.key === 'PATCH /api/trainings/4/trainees/12/reimbursed')?.body).toEqual({ reimbursed: true, needs_accommodation: false }),
    );
    await user.click(screen.getByRole('button', { name: "Détail du défraiement d'Aline Enseignante" }));
    expect(await screen.findByRole('dialog', { name: "Défraiement d'Aline Enseignante" })).toBeInTheDocument();
  });
});
