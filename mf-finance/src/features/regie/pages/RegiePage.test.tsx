import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import { useSession } from '@irt/shared-auth';
import { anExpensePaymentPanel, aProfile, aRegie, aRegieParticipant, aRegieReport, aRegieTraining, aUser, pageOf } from '@irt/test-support/factories';
import { fileAnswer, json, lookupRoutes, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import RegiePage, { RegieView } from './RegiePage';
import { aPanel, anExpenseDetail, CALCULATION } from '../../../shared/test-utils';

const regie = aRegie({ id: 9, order_number: 'R-2026-11', payments_count: 3, total_amount: '350.25' });
const santé = aRegieTraining({
  training_id: 5,
  training_title: 'Santé au travail',
  total_expenses: '230.25',
  participants: [
    aRegieParticipant({ profile_id: 34, participant_name: 'Jeanne Martin', amount: '120.50', payment_method: 'virement' }),
    aRegieParticipant({ profile_id: 35, participant_name: 'Paul Roth', amount: '109.75', payment_method: 'chèque' }),
  ],
});
const droit = aRegieTraining({ training_id: 6, training_title: 'Droit syndical', total_expenses: '120.00', participants: [aRegieParticipant({ participant_name: 'Lina Weber', amount: '120.00' })] });

function mockRegie() {
  mockApi({
    'GET /api/training-expense-checks': () => json([]),
    'GET /api/last-payment-order': () => json(regie),
    'GET /api/financial-report/:paymentOrderId': () => json(aRegieReport([santé, droit], { payment_order: regie })),
    'GET /api/regies': () => json(pageOf([])),
  });
}

describe('/regie', () => {
  it('shows the current régie, its trainings with every column, the badges and the totals', async () => {
    mockRegie();
    renderWithProviders(<RegiePage />, { path: '/regie', entry: '/regie' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Régie en cours : R-2026-11' })).toBeInTheDocument();
    expect(screen.getByText('Tous les paiements de la régie de ce mois')).toBeInTheDocument();
    expect(screen.getByText(/3 paiements — Total de la régie/)).toHaveTextContent('350,25 €');
    const table = await screen.findByRole('table', { name: 'Paiements de la formation Santé au travail' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Nom', 'Montant', 'Puissance fiscale', 'Km', 'Frais km', 'Péage', 'Transports en commun', 'Nombre de repas', 'Montant repas', 'Hébergement', 'Autres', 'Référence de paiement', 'Mode de paiement', 'Coordonnées bancaires']);
    const jeanne = within(table).getByRole('row', { name: /Jeanne Martin/ });
    expect(within(jeanne).getByText('Virement')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Paul Roth/ })).getByText('Chèque')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Total de la formation/ })).toHaveTextContent('230,25 €');
    expect(screen.getByRole('heading', { name: 'Droit syndical' })).toBeInTheDocument();
    expect(requests.find((r) => r.key === 'GET /api/financial-report/9')?.url.searchParams.get('per_page')).toBe('10');
  });

  it("opens the expense panel of a row over the régie, with the administrateur's payment section", async () => {
    const user = userEvent.setup();
    act(() => useSession.setState({ user: aUser('administrateur'), profile: aProfile('administrateur') }));
    mockRegie();
    mockApi(lookupRoutes({ 'vehicle-categories': [{ id: 3, category: '5 CV', indemnity_per_km: 0.636 }] }));
    mockApi({
      'GET /api/training-expenses/by-training/:trainingId/profiles/:profileId': ({ params }) =>
        json(aPanel({ expense: anExpenseDetail({ id: 12, training_id: Number(params.trainingId), profile_id: Number(params.profileId) }) })),
      'PATCH /api/trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost': () => json(CALCULATION),
      'GET /api/training-expenses/:id/payment': () => json(anExpensePaymentPanel()),
    });
    renderWithProviders(<RegiePage />, { path: '/regie', entry: '/regie' });
    await user.click(await screen.findByRole('button', { name: 'Jeanne Martin' }));
    expect(await screen.findByRole('form', { name: 'Mise en paiement' })).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/training-expenses/by-training/5/profiles/34')).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/regie');
  });

  it("lists the 'Montants à vérifier' (paid expenses holding lines that do not apply), each opening its expense", async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    mockRegie();
    mockApi({
      'GET /api/training-expense-checks': () =>
        json([
          {
            expense_id: 10,
            training_id: 5,
            training_title: 'CSSCT',
            profile_id: 41,
            profile_name: 'Marie Roth',
            status: { id: 4, name: 'Mise en paiement' },
            amount: '142.81',
            counted_total: '49.91',
            lines: [
              { line: 'evening_meals', amount: '17.90' },
              { line: 'accommodation', amount: '75.00' },
            ],
          },
        ]),
    });
    renderWithProviders(<RegieView onOpenExpense={opened} />, { path: '/regie', entry: '/regie' });
    const section = await screen.findByRole('region', { name: 'Montants à vérifier' });
    expect(section).toHaveTextContent('Marie Roth — CSSCT (Mise en paiement) : 142,81 € ; Repas du soir 17,90 €, Hébergement 75,00 € ; lignes qui s’appliquent : 49,91 €');
    await user.click(within(section).getByRole('button', { name: 'Marie Roth' }));
    expect(opened).toHaveBeenCalledWith(5, 41);
  });

  it('hands the training and the person of a row to onOpenExpense', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    mockRegie();
    renderWithProviders(<RegieView onOpenExpense={opened} />, { path: '/regie', entry: '/regie' });
    await user.click(await screen.findByRole('button', { name: 'Paul Roth' }));
    expect(opened).toHaveBeenCalledWith(5, 35);
  });

  it('exports the régie under the name the server gives, with the progress overlay meanwhile', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:regie'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockRegie();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'GET /api/financial-report-export/excel/:paymentOrderId': async () => {
        await gate;
        return fileAnswer(new Uint8Array([0x50, 0x4b, 3, 4]), { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'regie-R-2026-11-2026-11-26.xlsx' });
      },
    });
    renderWithProviders(<RegiePage />, { path: '/regie', entry: '/regie' });
    await user.click(await screen.findByRole('button', { name: 'Exporter la régie' }));
    expect(await screen.findByText('Génération de la régie en cours')).toBeInTheDocument();
    expect(screen.getByText('Préparation en cours de votre document')).toBeInTheDocument();
    release();
    await waitFor(() => expect(saved).toEqual(['regie-R-2026-11-2026-11-26.xlsx']));
    click.mockRestore();
  });

  it('creates the next régie after confirmation, and says so', async () => {
    const user = userEvent.setup();
    mockRegie();
    mockApi({ 'POST /api/payment-orders': () => json({ message: 'Bravo, la régie a bien été créée', id: 10, order_number: 'R-2026-11-2' }, 201) });
    renderWithProviders(
      <>
        <RegiePage />
        <NotificationsHost />
      </>,
      { path: '/regie', entry: '/regie' },
    );
    await user.click(await screen.findByRole('button', { name: 'Créer la nouvelle régie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer la nouvelle régie' });
    expect(dialog).toHaveTextContent('La régie R-2026-11 sera close : ses 3 paiements, pour un total de 350,25 €, deviendront définitifs');
    expect(within(dialog).getByRole('button', { name: 'Exporter la régie R-2026-11' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Créer la régie' }));
    expect(await screen.findByText('Bravo, la régie a bien été créée')).toBeInTheDocument();
    expect(requests.find((r) => r.key === 'POST /api/payment-orders')?.body).toEqual({});
  });

  it('reports a refused new régie with the server’s message', async () => {
    const user = userEvent.setup();
    mockRegie();
    mockApi({ 'POST /api/payment-orders': () => json({ message: 'La régie en cours ne contient encore aucun paiement : elle reste la régie en cours.' }, 422) });
    renderWithProviders(
      <>
        <RegiePage />
        <NotificationsHost />
      </>,
      { path: '/regie', entry: '/regie' },
    );
    await user.click(await screen.findByRole('button', { name: 'Créer la nouvelle régie' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Créer la régie' }));
    expect(await screen.findByText(/Erreur lors de l'enregistrement : La régie en cours ne contient encore aucun paiement/)).toBeInTheDocument();
  });

  it('says when no régie exists yet', async () => {
    mockApi({
      'GET /api/training-expense-checks': () => json([]),
      'GET /api/last-payment-order': () => json({ message: "Aucune régie n'est en cours : créez d'abord une régie." }, 404),
      'GET /api/regies': () => json(pageOf([])),
    });
    renderWithProviders(<RegiePage />, { path: '/regie', entry: '/regie' });
    expect(await screen.findByText("Aucune régie n'est en cours pour le moment")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter la régie' })).toBeDisabled();
  });

  it('lists the closed régies and opens one read-only, with its export and no new régie', async () => {
    const user = userEvent.setup();
    const closed = aRegie({ id: 7, order_number: 'R-2026-10', month: '2026-10', closed_at: '2026-11-01T08:00:00.000Z', payments_count: 2, total_amount: '230.25', flagged_count: 1 });
    mockRegie();
    mockApi({
      'GET /api/regies': () => json(pageOf([closed])),
      'GET /api/financial-report/:paymentOrderId': ({ params }) =>
        json(params.paymentOrderId === '7' ? aRegieReport([santé], { payment_order: closed }) : aRegieReport([santé, droit], { payment_order: regie })),
    });
    renderWithProviders(<RegiePage />, { path: '/regie', entry: '/regie' });
    const table = await screen.findByRole('table', { name: 'Régies précédentes' });
    const row = await within(table).findByRole('row', { name: /R-2026-10/ });
    expect(row).toHaveTextContent('octobre 2026');
    expect(row).toHaveTextContent('230,25 €');
    expect(row).toHaveTextContent('1er novembre 2026');
    expect(row).toHaveTextContent('1 virement');
    await user.click(within(row).getByRole('button', { name: 'R-2026-10' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Régie R-2026-10' })).toBeInTheDocument();
    expect(screen.getByText(/Close le 1er novembre 2026/)).toBeInTheDocument();
    expect(screen.getByText(/2 paiements — Total de la régie/)).toHaveTextContent('230,25 € — 1 virement vers des coordonnées bancaires modifiées');
    expect(screen.getByRole('button', { name: 'Exporter la régie' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Créer la nouvelle régie' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Régie en cours' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Régie en cours : R-2026-11' })).toBeInTheDocument();
  });
});
