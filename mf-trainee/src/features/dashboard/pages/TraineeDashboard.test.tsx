import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import TraineeDashboard from './TraineeDashboard';
import * as trainings from '../api/get-trainee-trainings';
import { logInTrainee, makeRegistration, pageOf, renderDashboard } from '../test-utils';

jest.mock('../api/get-trainee-trainings', () => ({
  getUpcomingTraineeTrainings: jest.fn(),
  getPastTraineeTrainings: jest.fn(),
}));

const api = jest.mocked(trainings);

const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

/** Waits for the five lists to answer, so no state update lands after the test. */
const settleLists = async () => expect(await screen.findAllByText(/^Aucune formation (passée )?pour le moment$/)).toHaveLength(5);

beforeEach(() => {
  api.getUpcomingTraineeTrainings.mockResolvedValue(pageOf([]));
  api.getPastTraineeTrainings.mockResolvedValue(pageOf([]));
});

afterEach(() => act(() => useSession.getState().clear()));

describe('tableau de bord stagiaire', () => {
  it('greets the trainee by first name and shows the empty texts', async () => {
    logInTrainee({ name: 'Camille Martin' });
    renderDashboard(<TraineeDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Camille !' })).toBeInTheDocument();
    expect(within(section('Ma formation en cours')).getByText('Aucune formation en cours')).toBeInTheDocument();
    expect(await within(section('Mes formations passées')).findByText('Aucune formation passée pour le moment')).toBeInTheDocument();
    for (const group of ['Préinscriptions', 'En attente', 'Validées', 'Refusées']) {
      expect(await within(section(group)).findByText('Aucune formation pour le moment')).toBeInTheDocument();
    }
  });

  it('loads the four upcoming groups, each with its status, and the validated past trainings', async () => {
    const statuses = {
      preinscription: { id: 1, name: 'Préinscription' },
      en_attente: { id: 4, name: 'En attente' },
      valide: { id: 2, name: 'Validé' },
      refuse: { id: 3, name: 'Refusé' },
    };
    api.getUpcomingTraineeTrainings.mockImplementation(async (status) =>
      pageOf([
        makeRegistration({
          training_id: { preinscription: 1, en_attente: 2, valide: 3, refuse: 4 }[status],
          training_name: `Groupe ${status}`,
          registration_status: { ...statuses[status], slug: status },
        }),
      ]),
    );
    api.getPastTraineeTrainings.mockResolvedValue(
      pageOf([
        makeRegistration({
          training_id: 9,
          training_name: 'Déjà suivie',
          registration_status: { id: 2, name: 'Validé', slug: 'valide' },
          training_status: { id: 6, name: 'Annulée' },
        }),
      ]),
    );
    logInTrainee();
    renderDashboard(<TraineeDashboard />);

    const upcoming = section('Mes formations à venir');
    const groups: [string, string, string, number][] = [
      ['Préinscriptions', 'preinscription', 'Préinscription', 1],
      ['En attente', 'en_attente', 'En attente', 2],
      ['Validées', 'valide', 'Validé', 3],
      ['Refusées', 'refuse', 'Refusé', 4],
    ];
    for (const [title, slug, badge, id] of groups) {
      const group = within(upcoming).getByRole('heading', { name: title, level: 3 }).closest('section') as HTMLElement;
      const row = await within(group).findByRole('link', { name: new RegExp(`Groupe ${slug}`) });
      expect(row).toHaveAttribute('href', `/formations/${id}`);
      expect(within(row).getByText(badge)).toBeInTheDocument();
      expect(within(row).getByText('Prud’hommes')).toBeInTheDocument();
      expect(within(row).getByText('Du 11 mai 26 - 09:00 au 13 mai 26 - 17:00')).toBeInTheDocument();
      expect(within(row).getByText('Maison des syndicats, Strasbourg')).toBeInTheDocument();
      expect(api.getUpcomingTraineeTrainings).toHaveBeenCalledWith(slug, 1, 7, expect.any(AbortSignal));
    }
    const past = await within(section('Mes formations passées')).findByRole('link', { name: /Déjà suivie/ });
    expect(past).toHaveAttribute('href', '/formations/9');
    expect(within(past).getByText('Validé')).toBeInTheDocument();
    expect(within(past).getByText('Formation annulée')).toBeInTheDocument();
    expect(within(within(upcoming).getByRole('link', { name: /Groupe valide/ })).queryByText('Formation annulée')).not.toBeInTheDocument();
    expect(api.getPastTraineeTrainings).toHaveBeenCalledWith('valide', 1, 7, expect.any(AbortSignal));
  });

  it('summarises the current training', async () => {
    logInTrainee({
      current_training: {
        id: 12,
        title: 'Conseiller prud’homme : prise de fonction',
        start_date: '2026-02-02T09:00:00',
        end_date: '2026-02-06T17:00:00',
        category: { id: 1, name: 'Prud’hommes' },
        place: 'Strasbourg',
        color: '#1e88e5',
      },
    });
    renderDashboard(<TraineeDashboard />);
    const card = section('Ma formation en cours');
    expect(within(card).getByText('Conseiller prud’homme : prise de fonction')).toBeInTheDocument();
    expect(within(card).getByText('Du 2 févr. 26 - 09:00 au 6 févr. 26 - 17:00')).toBeInTheDocument();
    expect(within(card).getByText('Lieu : Strasbourg')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Voir la formation' })).toHaveAttribute('href', '/formations/12');
    await settleLists();
  });

  it.each([
    [10, 'low', true],
    [45, 'partial', true],
    [100, 'complete', false],
  ] as const)('shows a %i %% profile as %s, with the completion button: %s', async (completion, level, button) => {
    logInTrainee({ profile_completion: completion });
    renderDashboard(<TraineeDashboard />);
    const card = section('Mon profil');
    const bar = within(card).getByRole('progressbar', { name: 'Complétion du profil' });
    expect(bar).toHaveAttribute('aria-valuenow', String(completion));
    expect(bar).toHaveAttribute('data-level', level);
    expect(within(card).getByText(`${completion} %`)).toBeInTheDocument();
    const link = within(card).queryByRole('link', { name: 'Compléter mon profil' });
    if (button) expect(link).toHaveAttribute('href', '/modifier-un-compte');
    else expect(link).not.toBeInTheDocument();
    await settleLists();
  });

  it('pages a group on its own', async () => {
    api.getUpcomingTraineeTrainings.mockImplementation(async (status, page) =>
      status === 'valide'
        ? pageOf([makeRegistration({ training_name: page === 1 ? 'Première page' : 'Deuxième page' })], page, 2, 8)
        : pageOf([]),
    );
    logInTrainee();
    renderDashboard(<TraineeDashboard />);
    const validated = section('Validées');
    expect(await within(validated).findByRole('link', { name: /Première page/ })).toBeInTheDocument();
    await userEvent.click(within(validated).getByRole('button', { name: 'Page 2' }));
    expect(await within(validated).findByRole('link', { name: /Deuxième page/ })).toBeInTheDocument();
    expect(api.getUpcomingTraineeTrainings).toHaveBeenCalledWith('valide', 2, 7, expect.any(AbortSignal));
    expect(api.getUpcomingTraineeTrainings).not.toHaveBeenCalledWith('preinscription', 2, 7, expect.anything());
  });

  it('logs a failed group and shows its empty text', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getUpcomingTraineeTrainings.mockImplementation(async (status) => {
      if (status === 'refuse') throw new Error('panne');
      return pageOf([]);
    });
    logInTrainee();
    renderDashboard(<TraineeDashboard />);
    expect(await within(section('Refusées')).findByText('Aucune formation pour le moment')).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'panne' })));
  });
});
