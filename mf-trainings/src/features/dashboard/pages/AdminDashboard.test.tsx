import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminDashboard, { formatRegieSpending } from './AdminDashboard';
import * as lists from '../api/get-dashboard-lists';
import * as stats from '../api/get-admin-stats';
import { emptyPage, makeExpense, makeTraining, pageOf, renderDashboard } from '../test-utils';

jest.mock('../api/get-dashboard-lists', () => ({
  getCurrentTrainings: jest.fn(),
  getValidatedContractHours: jest.fn(),
  getValidatedExpenses: jest.fn(),
  getLowInscriptionTrainings: jest.fn(),
  getPreRegistrations: jest.fn(),
  getUpcomingTrainings: jest.fn(),
  getTrainingsWithoutAttendanceSheets: jest.fn(),
  getPendingExpenses: jest.fn(),
}));
jest.mock('../api/get-admin-stats', () => ({
  getAdminDashboardStats: jest.fn(),
  getTraineesPerYear: jest.fn(),
}));

const api = jest.mocked(lists);
const statsApi = jest.mocked(stats);

/** The panel (section) whose heading has this title. */
function panel(title: string): HTMLElement {
  const section = screen.getByRole('heading', { name: title, level: 2 }).closest('section');
  if (!section) throw new Error(`Pas de section pour ${title}`);
  return section;
}

beforeEach(() => {
  statsApi.getAdminDashboardStats.mockResolvedValue({
    year: 2026,
    total_trainings: 42,
    completed_trainings: 17,
    total_spent_regie: 12345.99,
    new_trainees_count: 88,
  });
  statsApi.getTraineesPerYear.mockResolvedValue([
    { year: 2025, count: 140 },
    { year: 2024, count: 70 },
  ]);
  api.getCurrentTrainings.mockResolvedValue(emptyPage());
  api.getValidatedContractHours.mockResolvedValue([]);
  api.getValidatedExpenses.mockResolvedValue(emptyPage());
  api.getLowInscriptionTrainings.mockResolvedValue(emptyPage());
  api.getPreRegistrations.mockResolvedValue(emptyPage());
  api.getUpcomingTrainings.mockResolvedValue(emptyPage());
  api.getTrainingsWithoutAttendanceSheets.mockResolvedValue(emptyPage());
  api.getPendingExpenses.mockResolvedValue(emptyPage());
});

describe('tableau de bord administrateur', () => {
  it('shows the four yearly tiles, the régie spending floored to whole euros', async () => {
    renderDashboard(<AdminDashboard />);
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
    renderDashboard(<AdminDashboard />);
    const chart = panel('Stagiaires par année');
    const bars = await within(chart).findAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['2024 : 70 stagiaires', '2025 : 140 stagiaires']);
    expect(within(chart).getByTestId('bar-2025')).toHaveStyle({ height: '100%' });
    expect(within(chart).getByTestId('bar-2024')).toHaveStyle({ height: '50%' });
  });

  it('shows the eight panels with their empty texts', async () => {
    renderDashboard(<AdminDashboard />);
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
    expect(api.getCurrentTrainings).toHaveBeenCalledWith(1, 7, expect.any(AbortSignal));
  });

  it('fills the panels: rows with dates, category, counts and links', async () => {
    const current = makeTraining({ id: 5, title: 'Négociation collective', registered_count: 12, max_attendees: 20 });
    api.getCurrentTrainings.mockResolvedValue(pageOf([current]));
    api.getPreRegistrations.mockResolvedValue(
      pageOf([
        {
          id: 9,
          created_at: '2026-02-01T10:00:00',
          registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' },
          profile: { id: 3, name: 'Camille Martin', email: 'camille@example.fr', profile_picture: null },
          training: { id: 8, title: 'Prud’hommes niveau 1', start_date: '2026-04-01T07:00:00.000Z' },
        },
      ]),
    );
    api.getValidatedExpenses.mockResolvedValue(
      pageOf([
        {
          training_id: 11,
          title: 'Santé au travail',
          start_date: '2026-01-08T09:00:00',
          end_date: '2026-01-10T17:00:00',
          expenses: [makeExpense({ amount: 120.5 }), makeExpense({ amount: 30 })],
        },
      ]),
    );
    api.getPendingExpenses.mockResolvedValue(
      pageOf([
        {
          training_id: 12,
          training_title: 'Comptabilité du CSE',
          profile_name: 'Jean Dupont',
          training_end_date: '2026-01-20T16:00:00.000Z',
          statuses: { 'En cours': [makeExpense({ status: { id: 1, name: 'En cours' } })], 'En attente de pièces': [] },
        },
      ]),
    );
    renderDashboard(<AdminDashboard />);

    const row = await within(panel('Formations en cours')).findByRole('link', { name: /Négociation collective/ });
    expect(row).toHaveAttribute('href', '/formations/5');
    expect(within(row).getByText('Inscrits / places : 12 / 20')).toBeInTheDocument();
    expect(within(row).getByText('Droit du travail')).toBeInTheDocument();
    expect(within(row).getByText('Du 2 mars 26 - 09:00 au 4 mars 26 - 17:00')).toBeInTheDocument();

    const registration = await within(panel('Préinscriptions à traiter')).findByRole('link', { name: /Camille Martin/ });
    expect(registration).toHaveAttribute('href', '/formations/8?tab=Stagiaires');

    const payment = await within(panel('Paiements à effectuer')).findByRole('link', { name: /Santé au travail/ });
    expect(payment).toHaveAttribute('href', '/formations/11?tab=D%C3%A9fraiements');
    expect(within(payment).getByText('2 défraiements à payer')).toBeInTheDocument();
    expect(within(payment).getByText('150,50 €')).toBeInTheDocument();

    const expense = await within(panel('Défraiements à gérer')).findByRole('link', { name: /Comptabilité du CSE/ });
    expect(within(expense).getByText('Jean Dupont')).toBeInTheDocument();
    expect(within(expense).getByText('En cours : 1')).toBeInTheDocument();
    expect(within(expense).queryByText(/En attente de pièces/)).not.toBeInTheDocument();
  });

  it('colours the Préinscrits badge by the rule of §2.12', async () => {
    api.getUpcomingTrainings.mockResolvedValue(
      pageOf([
        makeTraining({ title: 'Verte', pre_registered_count: 4, registeredTrainees: 1, invitationsTobeSent: 3 }),
        makeTraining({ title: 'Rouge', pre_registered_count: 2, registeredTrainees: 5, invitationsTobeSent: 1 }),
        makeTraining({ title: 'Jaune', pre_registered_count: 0, registeredTrainees: 2, invitationsTobeSent: 2 }),
      ]),
    );
    renderDashboard(<AdminDashboard />);
    const upcoming = panel('Formations à venir');
    const badge = async (title: string) =>
      within(await within(upcoming).findByRole('link', { name: new RegExp(title) })).getByText(/^Préinscrits : /).closest('[data-color]');
    expect(await badge('Verte')).toHaveAttribute('data-color', 'success');
    expect(await badge('Rouge')).toHaveAttribute('data-color', 'error');
    expect(await badge('Jaune')).toHaveAttribute('data-color', 'warning');
    expect(within(upcoming).getByText('Préinscrits : 4')).toBeInTheDocument();
  });

  it('marks resolved alerts with a green check and the others with a red warning', async () => {
    api.getCurrentTrainings.mockResolvedValue(
      pageOf([
        makeTraining({
          title: 'Avec alertes',
          alerts: [
            { kind: 'preinscriptions', label: 'Préinscriptions à traiter', count: 3, status: 'pending' },
            { kind: 'convocations', label: 'Convocations à envoyer', count: 0, status: 'resolved' },
          ],
          totalAlerts: 1,
        }),
      ]),
    );
    renderDashboard(<AdminDashboard />);
    const row = await within(panel('Formations en cours')).findByRole('link', { name: /Avec alertes/ });
    const alerts = within(within(row).getByRole('list', { name: 'Alertes' })).getAllByRole('listitem');
    expect(alerts[0]).toHaveTextContent('Préinscriptions à traiter : 3');
    expect(within(alerts[0]).getByTestId('alert-pending')).toHaveClass('MuiSvgIcon-colorError');
    expect(alerts[1]).toHaveTextContent('Convocations à envoyer');
    expect(within(alerts[1]).getByTestId('alert-resolved')).toHaveClass('MuiSvgIcon-colorSuccess');
  });

  it('moves to another page of a server-paged panel', async () => {
    const first = Array.from({ length: 7 }, (_, index) => makeTraining({ title: `À venir ${index + 1}` }));
    const second = [makeTraining({ title: 'À venir 8' })];
    api.getUpcomingTrainings.mockImplementation(async (page) => (page === 1 ? pageOf(first, 1, 2, 8) : pageOf(second, 2, 2, 8)));
    renderDashboard(<AdminDashboard />);
    const upcoming = panel('Formations à venir');
    expect(await within(upcoming).findByRole('link', { name: /À venir 1\b/ })).toBeInTheDocument();

    await userEvent.click(within(upcoming).getByRole('button', { name: 'Page 2' }));

    expect(await within(upcoming).findByRole('link', { name: /À venir 8/ })).toBeInTheDocument();
    expect(within(upcoming).queryByRole('link', { name: /À venir 1\b/ })).not.toBeInTheDocument();
    expect(api.getUpcomingTrainings).toHaveBeenLastCalledWith(2, 7, expect.any(AbortSignal));
    expect(within(upcoming).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages the validated-contract-hours list in the browser, by 7', async () => {
    api.getValidatedContractHours.mockResolvedValue(
      Array.from({ length: 9 }, (_, index) => ({
        ...makeTraining({ title: `Contrat ${index + 1}` }),
        contract_hours: { staff_count: 2, lecture_hours: 6, tutorial_hours: 3.5, hetd: 12.5 },
      })),
    );
    renderDashboard(<AdminDashboard />);
    const hours = panel('Heures contrat validées');
    expect(await within(hours).findAllByRole('link')).toHaveLength(7);

    await userEvent.click(within(hours).getByRole('button', { name: 'Page 2' }));

    const rows = within(hours).getAllByRole('link');
    expect(rows.map((row) => within(row).getByText(/^Contrat/).textContent)).toEqual(['Contrat 8', 'Contrat 9']);
    expect(api.getValidatedContractHours).toHaveBeenCalledTimes(1);
    expect(within(rows[0]).getByText('HETD : 12,5 h')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2 contrats validés')).toBeInTheDocument();
  });

  it('logs a failed list and leaves its panel empty, the others still filled', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getLowInscriptionTrainings.mockRejectedValue(new Error('boom'));
    api.getUpcomingTrainings.mockResolvedValue(pageOf([makeTraining({ title: 'Toujours là' })]));
    renderDashboard(<AdminDashboard />);
    expect(await within(panel('Formations à booster')).findByText('Aucune formation pour le moment')).toBeInTheDocument();
    expect(await within(panel('Formations à venir')).findByRole('link', { name: /Toujours là/ })).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
