import { screen, within } from '@testing-library/react';
import ManagerDashboard from './ManagerDashboard';
import * as lists from '../api/get-dashboard-lists';
import { emptyPage, makeTraining, pageOf, renderDashboard } from '../test-utils';

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
// The manager has no stat tiles: their endpoints must never be called (they would answer 403).
jest.mock('../api/get-admin-stats', () => ({
  getAdminDashboardStats: jest.fn(() => Promise.reject(new Error('interdit'))),
  getTraineesPerYear: jest.fn(() => Promise.reject(new Error('interdit'))),
}));

const api = jest.mocked(lists);

beforeEach(() => {
  api.getCurrentTrainings.mockResolvedValue(emptyPage());
  api.getValidatedContractHours.mockResolvedValue([]);
  api.getValidatedExpenses.mockResolvedValue(emptyPage());
  api.getLowInscriptionTrainings.mockResolvedValue(emptyPage());
  api.getPreRegistrations.mockResolvedValue(emptyPage());
  api.getUpcomingTrainings.mockResolvedValue(emptyPage());
  api.getTrainingsWithoutAttendanceSheets.mockResolvedValue(emptyPage());
  api.getPendingExpenses.mockResolvedValue(emptyPage());
});

describe('tableau de bord gestionnaire', () => {
  it('offers to create a training and a trainer', async () => {
    renderDashboard(<ManagerDashboard />);
    expect(screen.getByRole('link', { name: 'Créer une formation' })).toHaveAttribute('href', '/formations/creer-une-formation');
    expect(screen.getByRole('link', { name: 'Créer un formateur' })).toHaveAttribute('href', '/equipe/creer-un-compte/4');
    await screen.findAllByText('Aucune formation pour le moment');
  });

  it('shows the manager panels, without stat tiles nor contract hours', async () => {
    api.getTrainingsWithoutAttendanceSheets.mockResolvedValue(pageOf([makeTraining({ id: 31, title: 'Émargement manquant' })]));
    renderDashboard(<ManagerDashboard />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Préinscriptions à traiter',
      'Formations à venir',
      'Formations en cours',
      'Formations à booster',
      "Feuilles d'émargement à saisir",
      'Défraiements à gérer',
      'Paiements à effectuer',
    ]);
    const sheets = screen.getByRole('heading', { name: "Feuilles d'émargement à saisir" }).closest('section') as HTMLElement;
    expect(await within(sheets).findByRole('link', { name: /Émargement manquant/ })).toHaveAttribute(
      'href',
      '/formations/31?tab=Pr%C3%A9sences',
    );
    expect(screen.queryByText(/Formations en \d{4}/)).not.toBeInTheDocument();
    expect(api.getValidatedContractHours).not.toHaveBeenCalled();
  });
});
