import { screen, within } from '@testing-library/react';
import { anUpcomingConflict, aTrainingRow, pageOf } from '@irt/test-support/factories';
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
      'Conflits à venir',
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

  it("lists the conflicts to come: what is booked twice, both trainings linked with their dates, who confirmed it", async () => {
    mockApi({
      'GET /api/conflicts/upcoming': () =>
        json(pageOf([anUpcomingConflict(), anUpcomingConflict({
            kind: 'place',
            resource: { id: 3, name: 'Salle Europe' },
            trainings: [
              { id: 51, title: 'Prud’hommes : le bureau de jugement', start_date: '2026-04-07T07:00:00.000Z', end_date: '2026-04-07T15:00:00.000Z' },
              { id: 52, title: 'Lire les comptes du CSE', start_date: '2026-04-07T12:00:00.000Z', end_date: '2026-04-08T15:00:00.000Z' },
            ],
            overridden: null,
          })])),
    });
    renderWithProviders(<ManagerDashboard />);
    const conflicts = screen.getByRole('heading', { name: 'Conflits à venir' }).closest('section') as HTMLElement;
    expect(await within(conflicts).findByText('Intervenant déjà pris : Paul Schmitt')).toBeInTheDocument();
    expect(within(conflicts).getByRole('link', { name: 'Santé au travail' })).toHaveAttribute('href', '/formations/41');
    expect(within(conflicts).getByRole('link', { name: 'Le CSE en pratique' })).toHaveAttribute('href', '/formations/42');
    // Paris time: 08:00 UTC on 2 March is 09:00.
    expect(within(conflicts).getByText('— Du 2 mars 26 - 09:00 au 3 mars 26 - 17:00')).toBeInTheDocument();
    expect(within(conflicts).getByText('Confirmé par Claire Martin le 10 février 2026 à 14:05')).toBeInTheDocument();
    expect(within(conflicts).getByText('Lieu déjà réservé : Salle Europe')).toBeInTheDocument();
    expect(within(conflicts).getByText('Non confirmé')).toBeInTheDocument();
  });

  it("says 'Aucun conflit à venir.' when there is none", async () => {
    renderWithProviders(<ManagerDashboard />);
    const conflicts = screen.getByRole('heading', { name: 'Conflits à venir' }).closest('section') as HTMLElement;
    expect(await within(conflicts).findByText('Aucun conflit à venir.')).toBeInTheDocument();
  });
});
