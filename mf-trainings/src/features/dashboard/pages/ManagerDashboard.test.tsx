import { screen, within } from '@testing-library/react';
import { aTrainingRow, pageOf } from '@irt/test-support/factories';
import { json, mockApi } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import ManagerDashboard from './ManagerDashboard';
import { requestsTo, STAFF_LISTS_EMPTY } from '../test-utils';

// The manager has no stat tiles: their endpoints have no answer here, so a call would fail the test.
beforeEach(() => {
  mockApi(STAFF_LISTS_EMPTY);
});

describe('tableau de bord gestionnaire', () => {
  it('offers to create a training and a trainer (role 4)', async () => {
    renderWithProviders(<ManagerDashboard />);
    expect(screen.getByRole('link', { name: 'Créer une formation' })).toHaveAttribute('href', '/formations/creer-une-formation');
    expect(screen.getByRole('link', { name: 'Créer un formateur' })).toHaveAttribute('href', '/equipe/creer-un-compte/4');
    await screen.findAllByText('Aucune formation pour le moment');
  });

  it('shows the manager panels, without stat tiles nor contract hours', async () => {
    mockApi({
      'GET /api/trainings/without-attendance-sheets': () => json(pageOf([aTrainingRow({ id: 31, title: 'Émargement manquant' })])),
    });
    renderWithProviders(<ManagerDashboard />);
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
    expect(requestsTo('/api/trainings/validated-contract-hours')).toHaveLength(0);
    expect(requestsTo('/api/admin-dashboard-stats')).toHaveLength(0);
  });
});
