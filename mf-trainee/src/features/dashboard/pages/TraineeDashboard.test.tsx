import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paged, RegistrationStatusSlug, TraineeTrainingItem, User } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { aCurrentTraining, aTraineeRegistration, aUser, pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import TraineeDashboard from './TraineeDashboard';
import { traineeTrainingKeys, type TraineeTimeline } from '../api/get-trainee-trainings';

const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

/** Waits for the five lists to answer, so no state update lands after the test. */
const settleLists = () =>
  waitFor(() => expect(screen.getAllByText(/^Aucune formation (passée )?pour le moment$/)).toHaveLength(5));

/** Puts a logged-in trainee in the shared session store. */
function logInTrainee(overrides: Partial<User> = {}) {
  act(() => useSession.getState().setUser(aUser('stagiaire', { id: 7, profile_completion: 45, ...overrides })));
}

type Answer = (timeline: TraineeTimeline, status: RegistrationStatusSlug, page: number) => Paged<TraineeTrainingItem>;

/** The trainee's registrations as the API answers them, per timeline, status and page. */
function answerRegistrations(answer: Answer) {
  const serve =
    (timeline: TraineeTimeline) =>
    ({ url }: { url: URL }) =>
      json(answer(timeline, url.searchParams.get('status') as RegistrationStatusSlug, Number(url.searchParams.get('page'))));
  mockApi({ 'GET /api/trainee/trainings/upcoming': serve('upcoming'), 'GET /api/trainee/trainings/past': serve('past') });
}

/** Whether the page asked for this list page (7 rows). */
function asked(timeline: TraineeTimeline, status: RegistrationStatusSlug, page: number): boolean {
  return requests.some(
    ({ path, url }) =>
      path === `/api/trainee/trainings/${timeline}` &&
      url.searchParams.get('status') === status &&
      url.searchParams.get('page') === String(page) &&
      url.searchParams.get('per_page') === '7',
  );
}

beforeEach(() => {
  answerRegistrations(() => pageOf([]));
});

afterEach(() => act(() => useSession.getState().clear()));

describe('tableau de bord stagiaire', () => {
  it('greets the trainee by first name and shows the empty texts', async () => {
    logInTrainee({ name: 'Camille Martin' });
    renderWithProviders(<TraineeDashboard />);
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
    answerRegistrations((timeline, status) =>
      timeline === 'upcoming'
        ? pageOf([
            aTraineeRegistration({
              training_id: { preinscription: 1, en_attente: 2, valide: 3, refuse: 4 }[status],
              training_name: `Groupe ${status}`,
              registration_status: { ...statuses[status], slug: status },
              waiting_list_position: status === 'en_attente' ? 3 : null,
            }),
          ])
        : pageOf([
            aTraineeRegistration({
              training_id: 9,
              training_name: 'Déjà suivie',
              registration_status: { id: 2, name: 'Validé', slug: 'valide' },
              training_status: { id: 6, name: 'Annulée' },
            }),
          ]),
    );
    logInTrainee();
    renderWithProviders(<TraineeDashboard />);

    const upcoming = section('Mes formations à venir');
    const groups: [string, string, string, number][] = [
      ['Préinscriptions', 'preinscription', 'Préinscription', 1],
      ['En attente', 'en_attente', 'En attente', 2],
      ['Validées', 'valide', 'Validé', 3],
      ['Refusées', 'refuse', 'Refusé', 4],
    ];
    for (const [title, slug, badge, id] of groups) {
      const group = within(upcoming).getByRole('heading', { name: title, level: 3 }).closest('section') as HTMLElement;
      const row = await within(group).findByRole('link', { name: new RegExp(`^Groupe ${slug}`) });
      expect(row).toHaveAttribute('href', `/formations/${id}`);
      expect(within(row).getByText(badge)).toBeInTheDocument();
      expect(within(row).getByText('Prud’hommes')).toBeInTheDocument();
      expect(within(row).getByText('Du 11 mai 26 - 09:00 au 13 mai 26 - 17:00')).toBeInTheDocument();
      expect(within(row).getByText('Maison des syndicats — Strasbourg')).toBeInTheDocument();
      expect(asked('upcoming', slug as RegistrationStatusSlug, 1)).toBe(true);
      // A waiting registration says its place in the list.
      const place = within(row).queryByText("3e place sur la liste d'attente");
      if (slug === 'en_attente') expect(place).toBeInTheDocument();
      else expect(place).not.toBeInTheDocument();
      // A validated registration leads straight to its reimbursements.
      const refunds = within(group).queryByRole('link', { name: `Mes remboursements : Groupe ${slug}` });
      if (slug === 'valide') expect(refunds).toHaveAttribute('href', '/formations/3?tab=Remboursements');
      else expect(refunds).not.toBeInTheDocument();
    }
    const past = await within(section('Mes formations passées')).findByRole('link', { name: /^Déjà suivie/ });
    expect(past).toHaveAttribute('href', '/formations/9');
    expect(within(past).getByText('Validé')).toBeInTheDocument();
    expect(within(past).getByText('Formation annulée')).toBeInTheDocument();
    expect(within(within(upcoming).getByRole('link', { name: /^Groupe valide/ })).queryByText('Formation annulée')).not.toBeInTheDocument();
    // Nothing to claim for a cancelled training.
    expect(within(section('Mes formations passées')).queryByRole('link', { name: /^Mes remboursements/ })).not.toBeInTheDocument();
    expect(asked('past', 'valide', 1)).toBe(true);
  });

  it('summarises the current training', async () => {
    logInTrainee({
      current_training: aCurrentTraining({
        id: 12,
        title: 'Conseiller prud’homme : prise de fonction',
        start_date: '2026-02-02T09:00:00',
        end_date: '2026-02-06T17:00:00',
        category: { id: 1, name: 'Prud’hommes' },
        place: 'Strasbourg',
      }),
    });
    renderWithProviders(<TraineeDashboard />);
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
    renderWithProviders(<TraineeDashboard />);
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
    answerRegistrations((timeline, status, page) =>
      timeline === 'upcoming' && status === 'valide'
        ? pageOf([aTraineeRegistration({ training_name: page === 1 ? 'Première page' : 'Deuxième page' })], { page, lastPage: 2, total: 8 })
        : pageOf([]),
    );
    logInTrainee();
    renderWithProviders(<TraineeDashboard />);
    const validated = section('Validées');
    expect(await within(validated).findByRole('link', { name: /Première page/ })).toBeInTheDocument();
    await userEvent.click(within(validated).getByRole('button', { name: 'Page 2' }));
    expect(await within(validated).findByRole('link', { name: /Deuxième page/ })).toBeInTheDocument();
    expect(asked('upcoming', 'valide', 2)).toBe(true);
    expect(asked('upcoming', 'preinscription', 2)).toBe(false);
  });

  it('logs a failed group and shows its empty text', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const serve = ({ url }: { url: URL }) =>
      url.searchParams.get('status') === 'refuse' ? json({ message: 'Erreur interne.' }, 500) : json(pageOf<TraineeTrainingItem>([]));
    mockApi({ 'GET /api/trainee/trainings/upcoming': serve, 'GET /api/trainee/trainings/past': serve });
    logInTrainee();
    renderWithProviders(<TraineeDashboard />);
    expect(await within(section('Refusées')).findByText('Aucune formation pour le moment')).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('refuse'), expect.objectContaining({ name: 'HTTPError' })));
    // Only the failed group is empty for that reason: the others answered.
    expect(within(section('Validées')).getByText('Aucune formation pour le moment')).toBeInTheDocument();
  });

  it('loads every group again when a write invalidates the trainee\'s registrations', async () => {
    logInTrainee();
    const { queryClient } = renderWithProviders(<TraineeDashboard />);
    await settleLists();
    expect(requests).toHaveLength(5);
    // What a pre-registration or a cancellation will do once it is written.
    await act(() => queryClient.invalidateQueries({ queryKey: traineeTrainingKeys.all }));
    expect(requests).toHaveLength(10);
    for (const status of ['preinscription', 'en_attente', 'valide', 'refuse'] as const) {
      expect(requests.filter((request) => request.url.searchParams.get('status') === status && request.path.endsWith('/upcoming'))).toHaveLength(2);
    }
  });
});
