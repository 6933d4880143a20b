import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aContractHoursRow,
  anExpense,
  anExpenseTrackingRow,
  aRegistrationToProcess,
  aTrainingRow,
  aTrainingWithExpensesToPay,
  pageOf,
} from '@irt/test-support/factories';
import { json, mockApi } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import AdminDashboard, { formatRegieSpending } from './AdminDashboard';
import { asked, pagedAnswer, requestsTo, STAFF_LISTS_EMPTY } from '../test-utils';

/** The panel (section) whose heading has this title. */
function panel(title: string): HTMLElement {
  const section = screen.getByRole('heading', { name: title, level: 2 }).closest('section');
  if (!section) throw new Error(`Pas de section pour ${title}`);
  return section;
}

beforeEach(() => {
  mockApi({
    ...STAFF_LISTS_EMPTY,
    'GET /api/admin-dashboard-stats': () =>
      json({ year: 2026, total_trainings: 42, completed_trainings: 17, total_spent_regie: 12345.99, new_trainees_count: 88 }),
    'GET /api/trainees-per-year': () =>
      json([
        { year: 2025, count: 140 },
        { year: 2024, count: 70 },
      ]),
  });
});

describe('tableau de bord administrateur', () => {
  it('shows the four yearly tiles, the régie spending floored to whole euros', async () => {
    renderWithProviders(<AdminDashboard />);
    const year = 2026;
    const tiles = screen.getByRole('region', { name: `Chiffres de l'année ${year}` });
    expect(await within(tiles).findByText('42')).toBeInTheDocument();
    expect(within(tiles).getByText(`Formations en ${year}`)).toBeInTheDocument();
    expect(within(tiles).getByText('17')).toBeInTheDocument();
    expect(within(tiles).getByText('88')).toBeInTheDocument();
    // Testing Library normalises the narrow no-break spaces of the French format to plain spaces.
    expect(within(tiles).getByText('12 345 €')).toBeInTheDocument();
    expect(formatRegieSpending('999.999').replace(/\s/g, ' ')).toBe('999 €');
  });

  it('draws the trainees per year, oldest year first, bars relative to the largest', async () => {
    renderWithProviders(<AdminDashboard />);
    const chart = panel('Stagiaires par année');
    const bars = await within(chart).findAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['2024 : 70 stagiaires', '2025 : 140 stagiaires']);
    expect(within(chart).getByTestId('bar-2025')).toHaveStyle({ height: '100%' });
    expect(within(chart).getByTestId('bar-2024')).toHaveStyle({ height: '50%' });
  });

  it('shows the nine panels with their empty texts', async () => {
    renderWithProviders(<AdminDashboard />);
    expect(await within(panel('Formations en cours')).findByText('Aucune formation en cours')).toBeInTheDocument();
    for (const title of [
      'Heures contrat validées',
      'Paiements à effectuer',
      'Formations à booster',
      'Préinscriptions à traiter',
      'Formations à venir',
      "Feuilles d'émargement à saisir",
      'Défraiements à gérer',
    ]) {
      expect(await within(panel(title)).findByText('Aucune formation pour le moment')).toBeInTheDocument();
    }
    expect(await within(panel('Conflits à venir')).findByText('Aucun conflit à venir.')).toBeInTheDocument();
    expect(asked('/api/trainings', { current_page: '1', per_page: '7', timeline: 'ongoing' })).toBe(true);
  });

  it('fills the panels: rows with dates, category, counts and links', async () => {
    const current = aTrainingRow({ id: 5, title: 'Négociation collective', registered_count: 12, max_attendees: 20 });
    mockApi({
      'GET /api/trainings': () => json(pageOf([current])),
      'GET /api/registrations': () =>
        json(
          pageOf([
            aRegistrationToProcess({
              id: 9,
              profile: { id: 3, name: 'Camille Martin', email: 'camille@example.fr', profile_picture: null },
              training: { id: 8, title: 'Prud’hommes niveau 1', start_date: '2026-04-01T07:00:00.000Z' },
            }),
          ]),
        ),
      'GET /api/trainings/validated-expenses': () =>
        json(
          pageOf([
            aTrainingWithExpensesToPay({
              training_id: 11,
              title: 'Santé au travail',
              expenses: [anExpense({ amount: 120.5 }), anExpense({ amount: 30 })],
            }),
          ]),
        ),
      'GET /api/trainings/pending-expenses': () =>
        json(
          pageOf([
            anExpenseTrackingRow({
              training_id: 12,
              training_title: 'Comptabilité du CSE',
              profile_name: 'Jean Dupont',
              statuses: { 'En cours': [anExpense({ status: { id: 1, name: 'En cours' } })], 'En attente de pièces': [] },
            }),
          ]),
        ),
    });
    renderWithProviders(<AdminDashboard />);

    const row = await within(panel('Formations en cours')).findByRole('link', { name: /Négociation collective/ });
    expect(row).toHaveAttribute('href', '/formations/5');
    expect(within(row).getByText('Inscrits / places : 12 / 20')).toBeInTheDocument();
    expect(within(row).getByText('Droit du travail')).toBeInTheDocument();
    expect(within(row).getByText('Du 2 mars 26 - 09:00 au 4 mars 26 - 17:00')).toBeInTheDocument();

    const registration = await within(panel('Préinscriptions à traiter')).findByRole('link', { name: /Camille Martin/ });
    expect(registration).toHaveAttribute('href', '/formations/8?tab=Stagiaires');

    const payment = await within(panel('Paiements à effectuer')).findByRole('link', { name: /Santé au travail/ });
    // Expense rows open the training's Défraiements tab.
    expect(payment).toHaveAttribute('href', `/formations/11?tab=${encodeURIComponent('Défraiements')}`);
    expect(within(payment).getByText('2 défraiements à payer')).toBeInTheDocument();
    expect(within(payment).getByText('150,50 €')).toBeInTheDocument();

    const expense = await within(panel('Défraiements à gérer')).findByRole('link', { name: /Comptabilité du CSE/ });
    expect(expense.getAttribute('href')).toMatch(/^\/formations\/\d+\?tab=D%C3%A9fraiements$/);
    expect(within(expense).getByText('Jean Dupont')).toBeInTheDocument();
    expect(within(expense).getByText('En cours : 1')).toBeInTheDocument();
    expect(within(expense).queryByText(/En attente de pièces/)).not.toBeInTheDocument();
  });

  it('colours the Préinscrits badge by registrations against invitations still to send', async () => {
    mockApi({
      'GET /api/trainings/upcoming': () =>
        json(
          pageOf([
            aTrainingRow({ title: 'Verte', pre_registered_count: 4, registeredTrainees: 1, invitationsTobeSent: 3 }),
            aTrainingRow({ title: 'Rouge', pre_registered_count: 2, registeredTrainees: 5, invitationsTobeSent: 1 }),
            aTrainingRow({ title: 'Jaune', pre_registered_count: 0, registeredTrainees: 2, invitationsTobeSent: 2 }),
          ]),
        ),
    });
    renderWithProviders(<AdminDashboard />);
    const upcoming = panel('Formations à venir');
    const badge = async (title: string) =>
      within(await within(upcoming).findByRole('link', { name: new RegExp(title) })).getByText(/^Préinscrits : /).closest('[data-color]');
    expect(await badge('Verte')).toHaveAttribute('data-color', 'success');
    expect(await badge('Rouge')).toHaveAttribute('data-color', 'error');
    expect(await badge('Jaune')).toHaveAttribute('data-color', 'warning');
    expect(within(upcoming).getByText('Préinscrits : 4')).toBeInTheDocument();
  });

  it('marks resolved alerts with a green check and the others with a red warning', async () => {
    mockApi({
      'GET /api/trainings': () =>
        json(
          pageOf([
            aTrainingRow({
              title: 'Avec alertes',
              alerts: [
                { kind: 'preinscriptions', label: 'Préinscriptions à traiter', count: 3, status: 'pending' },
                { kind: 'convocations', label: 'Convocations à envoyer', count: 0, status: 'resolved' },
              ],
              totalAlerts: 1,
            }),
          ]),
        ),
    });
    renderWithProviders(<AdminDashboard />);
    const row = await within(panel('Formations en cours')).findByRole('link', { name: /Avec alertes/ });
    const alerts = within(within(row).getByRole('list', { name: 'Alertes' })).getAllByRole('listitem');
    expect(alerts[0]).toHaveTextContent('Préinscriptions à traiter : 3');
    expect(within(alerts[0]).getByTestId('alert-pending')).toHaveClass('MuiSvgIcon-colorError');
    expect(alerts[1]).toHaveTextContent('Convocations à envoyer');
    expect(within(alerts[1]).getByTestId('alert-resolved')).toHaveClass('MuiSvgIcon-colorSuccess');
  });

  it('moves to another page of a server-paged panel', async () => {
    const first = Array.from({ length: 7 }, (_, index) => aTrainingRow({ title: `À venir ${index + 1}` }));
    const second = [aTrainingRow({ title: 'À venir 8' })];
    mockApi({ 'GET /api/trainings/upcoming': pagedAnswer((page) => (page === 1 ? first : second), 2, 8) });
    renderWithProviders(<AdminDashboard />);
    const upcoming = panel('Formations à venir');
    expect(await within(upcoming).findByRole('link', { name: /À venir 1\b/ })).toBeInTheDocument();

    await userEvent.click(within(upcoming).getByRole('button', { name: 'Page 2' }));

    expect(await within(upcoming).findByRole('link', { name: /À venir 8/ })).toBeInTheDocument();
    expect(within(upcoming).queryByRole('link', { name: /À venir 1\b/ })).not.toBeInTheDocument();
    expect(requestsTo('/api/trainings/upcoming').at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(within(upcoming).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages the validated-contract-hours list in the browser, by 7', async () => {
    mockApi({
      'GET /api/trainings/validated-contract-hours': () =>
        json(
          Array.from({ length: 9 }, (_, index) =>
            aContractHoursRow({
              title: `Contrat ${index + 1}`,
              contract_hours: { staff_count: 2, lecture_hours: 6, tutorial_hours: 3.5, hetd: 12.5 },
            }),
          ),
        ),
    });
    renderWithProviders(<AdminDashboard />);
    const hours = panel('Heures contrat validées');
    expect(await within(hours).findAllByRole('link')).toHaveLength(7);

    await userEvent.click(within(hours).getByRole('button', { name: 'Page 2' }));

    const rows = within(hours).getAllByRole('link');
    expect(rows.map((row) => within(row).getByText(/^Contrat/).textContent)).toEqual(['Contrat 8', 'Contrat 9']);
    expect(requestsTo('/api/trainings/validated-contract-hours')).toHaveLength(1);
    expect(within(rows[0]).getByText('HETD : 12,5 h')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2 contrats validés')).toBeInTheDocument();
  });

  it('logs a failed list and leaves its panel empty, the others still filled', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/trainings/low-inscription-alert': () => json({ message: 'Erreur interne.' }, 500),
      'GET /api/trainings/upcoming': () => json(pageOf([aTrainingRow({ title: 'Toujours là' })])),
    });
    renderWithProviders(<AdminDashboard />);
    expect(await within(panel('Formations à booster')).findByText('Aucune formation pour le moment')).toBeInTheDocument();
    expect(await within(panel('Formations à venir')).findByRole('link', { name: /Toujours là/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringContaining('low-inscription-alert'), expect.objectContaining({ name: 'HTTPError' })),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
