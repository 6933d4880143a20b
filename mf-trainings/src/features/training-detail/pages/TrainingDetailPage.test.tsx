import { lazy } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleSlug, TrainingAllowedActions, TrainingDetail } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { aConflict, aTrainingDeferral, aTrainingDetail, aUser } from '@irt/test-support/factories';
import { emptyAnswer, json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import type { TrainingTab } from '../../../shared/training-tabs';
import { TRAINING_TABS } from './tabs';
import TrainingDetailPage from './TrainingDetailPage';

const NO_ACTIONS: TrainingAllowedActions = {
  transitions: [],
  can_force_status: false,
  edit: 'none',
  can_edit_attendance: false,
  can_mark_attendance_done: false,
  can_cancel_attendance_done: false,
  can_issue_certificates: false,
};

function staffTraining(overrides: Partial<TrainingDetail> = {}, actions: Partial<TrainingAllowedActions> = {}): TrainingDetail {
  return aTrainingDetail({
    id: 7,
    title: 'Négocier un accord collectif',
    pedagogical_supervisors: [{ profile_id: 3, name: 'Paul Durand', email: 'paul@example.fr', phone: null }],
    ...overrides,
    allowed_actions: { ...NO_ACTIONS, ...actions },
  });
}

/** Every row of the table with a screen that names its tab, to see the tabs a role gets. */
const EVERY_TAB_BUILT: TrainingTab[] = TRAINING_TABS.map((tab) =>
  tab.key === 'informations' ? tab : { ...tab, component: lazy(() => Promise.resolve({ default: () => <p>{`Contenu ${tab.label}`}</p> })) },
);

function open(training: TrainingDetail, role: RoleSlug, { entry, tabTable }: { entry?: string; tabTable?: TrainingTab[] } = {}) {
  act(() => useSession.setState({ user: aUser(role) }));
  let current = training;
  mockApi({
    'GET /api/trainings/:id': ({ params }) => (Number(params.id) === current.id ? json(current) : json({ message: 'Formation introuvable.' }, 404)),
    // The postponement and the place dialog check the conflicts as they are filled: none unless a test says otherwise.
    'POST /api/trainings/conflicts': () => json({ conflicts: [] }),
  });
  const view = renderWithProviders(
    <>
      <TrainingDetailPage tabTable={tabTable} />
      <NotificationsHost />
    </>,
    { path: '/formations/:id', entry: entry ?? `/formations/${training.id}` },
  );
  return { ...view, answerNext: (next: TrainingDetail) => (current = next) };
}

afterEach(() => {
  act(() => useSession.setState({ user: null }));
  window.matchMedia = matchMediaOf(false);
});

function matchMediaOf(matches: boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

describe('page de détail d’une formation', () => {
  it('shows the title, the status badge and the Informations tab', async () => {
    open(staffTraining({ status: { id: 3, name: 'Publiée' }, training_status_id: 3 }), 'administrateur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Négocier un accord collectif' })).toBeInTheDocument();
    expect(within(screen.getByTestId('training-status')).getByText('Publiée')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Informations', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Paul Durand')).toBeInTheDocument();
  });

  it.each<[RoleSlug, string[]]>([
    ['administrateur', ['Informations', 'Actions', 'Stagiaires', 'Équipe', 'Présences', 'Défraiements', 'Actions par stagiaire', 'Évaluations']],
    ['gestionnaire', ['Informations', 'Actions', 'Stagiaires', 'Équipe', 'Présences', 'Défraiements', 'Actions par stagiaire', 'Évaluations']],
    ['responsable-pedagogique', ['Informations', 'Stagiaires', 'Équipe', 'Présences', 'Actions par stagiaire', 'Remboursements', 'Évaluations']],
    ['intervenant', ['Informations', 'Stagiaires', 'Présences', 'Actions par stagiaire', 'Remboursements', 'Évaluations']],
  ])('gives %s the tabs of the spec', async (role, labels) => {
    open(staffTraining(), role, { tabTable: EVERY_TAB_BUILT });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(labels);
  });

  it('shows only the tabs whose screen exists', async () => {
    open(staffTraining(), 'administrateur');
    await screen.findByRole('heading', { level: 1 });
    const built = TRAINING_TABS.filter((tab) => tab.component && tab.roles.includes('administrateur')).map((tab) => tab.label);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(built);
  });

  it('preselects the tab of ?tab=, French names included, and puts the selected tab in the address', async () => {
    const user = userEvent.setup();
    open(staffTraining(), 'administrateur', { entry: '/formations/7?tab=Équipe', tabTable: EVERY_TAB_BUILT });
    expect(await screen.findByRole('tab', { name: 'Équipe', selected: true })).toBeInTheDocument();
    expect(await within(screen.getByRole('tabpanel')).findByText('Contenu Équipe')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Présences' }));
    expect(screen.getByRole('tab', { name: 'Présences', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/formations/7?tab=presences');
    expect(await within(screen.getByRole('tabpanel')).findByText('Contenu Présences')).toBeInTheDocument();
  });

  it('says so above Informations for a tab the role may not open, or one not built yet', async () => {
    open(staffTraining(), 'intervenant', { entry: '/formations/7?tab=defraiements', tabTable: EVERY_TAB_BUILT });
    expect(await screen.findByRole('tab', { name: 'Informations', selected: true })).toBeInTheDocument();
    expect(screen.getByText("Cet onglet n'existe pas ou ne vous est pas accessible.")).toBeInTheDocument();
  });

  it('says so for a tab whose screen is not built (the real table), and not for a known one', async () => {
    const notBuilt = EVERY_TAB_BUILT.map((tab) => (tab.key === 'defraiements' ? { ...tab, component: null } : tab));
    const { unmount } = open(staffTraining(), 'gestionnaire', { entry: '/formations/7?tab=D%C3%A9fraiements', tabTable: notBuilt });
    expect(await screen.findByRole('tab', { name: 'Informations', selected: true })).toBeInTheDocument();
    expect(screen.getByText("Cet onglet n'existe pas ou ne vous est pas accessible.")).toBeInTheDocument();
    unmount();
    open(staffTraining(), 'gestionnaire', { entry: '/formations/7?tab=%C3%89quipe', tabTable: notBuilt });
    expect(await screen.findByRole('tab', { name: 'Équipe', selected: true })).toBeInTheDocument();
    expect(screen.queryByText("Cet onglet n'existe pas ou ne vous est pas accessible.")).not.toBeInTheDocument();
  });

  it('offers the tabs in a select box under 600 px', async () => {
    window.matchMedia = matchMediaOf(true);
    const user = userEvent.setup();
    open(staffTraining(), 'gestionnaire', { entry: '/formations/7?tab=stagiaires', tabTable: EVERY_TAB_BUILT });
    const select = await screen.findByRole('combobox', { name: 'Onglet' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(select).toHaveTextContent('Stagiaires');
    await user.click(select);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Défraiements' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/formations/7?tab=defraiements'));
    expect(await within(screen.getByRole('tabpanel')).findByText('Contenu Défraiements')).toBeInTheDocument();
  });

  it('says when the training does not exist', async () => {
    act(() => useSession.setState({ user: aUser('gestionnaire') }));
    mockApi({ 'GET /api/trainings/:id': () => json({ message: 'Formation introuvable.' }, 404) });
    renderWithProviders(<TrainingDetailPage />, { path: '/formations/:id', entry: '/formations/9' });
    expect(await screen.findByText('Formation introuvable')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says the access is refused when the API refuses the training (an intervenant who does not teach it)', async () => {
    act(() => useSession.setState({ user: aUser('intervenant') }));
    mockApi({ 'GET /api/trainings/:id': () => json({ message: "Vous n'avez pas accès à cette formation." }, 403) });
    renderWithProviders(<TrainingDetailPage />, { path: '/formations/:id', entry: '/formations/9' });
    expect(await screen.findByText('Accès refusé')).toBeInTheDocument();
    expect(screen.getByText("Vous n'avez pas accès à cette formation.")).toBeInTheDocument();
    expect(screen.queryByText('Formation introuvable')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('actions d’édition', () => {
  it('links status 1 to the full edit page', async () => {
    open(staffTraining({ training_status_id: 1, status: { id: 1, name: 'À venir' } }, { edit: 'full' }), 'gestionnaire');
    expect(await screen.findByRole('link', { name: 'Éditer' })).toHaveAttribute('href', '/formations/editer-une-formation/7');
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
  });

  it('offers nothing to an intervenant', async () => {
    open(staffTraining(), 'intervenant');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Éditer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Changer le statut' })).not.toBeInTheDocument();
  });

  it('changes the title, theme and place in the Modifier dialog', async () => {
    const user = userEvent.setup();
    open(staffTraining({ training_status_id: 2, status: { id: 2, name: 'Validée' } }, { edit: 'title' }), 'responsable-pedagogique');
    mockApi({
      'GET /api/training-themes': () =>
        json([
          { id: 1, name: 'Négociation', numerotation: '1.1', created_at: '2026-01-01T00:00:00Z', deleted_at: null, nsf_code: '315' },
          { id: 2, name: 'Prud’hommes', numerotation: '2.1', created_at: '2026-01-01T00:00:00Z', deleted_at: null, nsf_code: '128' },
        ]),
      'GET /api/training-places': () =>
        json([
          { id: 1, name: 'Maison des syndicats', address: null, zip_code: '67000', city_id: 1, type: 'Présentiel', city: { id: 1, name: 'Strasbourg', zip_code: '67000' }, exclusive: false, created_at: '2026-01-01T00:00:00Z', deleted_at: null },
        ]),
      'PATCH /api/trainings/:id': () => emptyAnswer(),
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la formation' });
    expect(within(dialog).getByText("Vous pouvez uniquement modifier l'intitulé de la formation.")).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'Intitulé' });
    await user.clear(title);
    await user.type(title, 'Négocier en entreprise');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Thématique/ })).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(within(dialog).getByRole('combobox', { name: /Thématique/ }));
    await user.click(screen.getByRole('option', { name: '2.1 Prud’hommes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifier la formation' })).not.toBeInTheDocument());
    expect(requests.find((request) => request.key === 'PATCH /api/trainings/7')?.body).toEqual({
      title: 'Négocier en entreprise',
      training_theme_id: 2,
      training_place_id: 1,
    });
    expect(await screen.findByText("Bravo, l'item a bien été modifié")).toBeInTheDocument();
  });
});

describe('panneau de changement de statut', () => {
  const publish = { kind: 'publish', to: 3, label: 'Publier', records_deferral: false } as const;
  const postpone = { kind: 'postpone', to: 4, label: 'Reporter la formation', records_deferral: true } as const;
  const cancel = { kind: 'cancel', to: 6, label: 'Annuler la formation', records_deferral: false } as const;
  const validated = { training_status_id: 2, status: { id: 2, name: 'Validée' } } as const;

  it('preselects the only change offered and saves it', async () => {
    const user = userEvent.setup();
    const { answerNext } = open(staffTraining(validated, { transitions: [publish] }), 'gestionnaire');
    mockApi({ 'PATCH /api/trainings/:id': () => emptyAnswer() });
    await user.click(await screen.findByRole('button', { name: 'Publier' }));
    const panel = await screen.findByRole('dialog', { name: 'Changer le statut' });
    expect(within(panel).getByRole('radio', { name: 'Publier' })).toBeChecked();
    answerNext(staffTraining({ training_status_id: 3, status: { id: 3, name: 'Publiée' } }));
    await user.click(within(panel).getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Bravo, le statut a bien été modifié')).toBeInTheDocument();
    expect(requests.find((request) => request.key === 'PATCH /api/trainings/7')?.body).toEqual({ training_status_id: 3 });
    // The detail loads again: the new badge shows.
    expect(await within(screen.getByTestId('training-status')).findByText('Publiée')).toBeInTheDocument();
  });

  it('reads Changer le statut with several changes, none chosen', async () => {
    const user = userEvent.setup();
    open(staffTraining(validated, { transitions: [publish, postpone, cancel] }), 'administrateur');
    await user.click(await screen.findByRole('button', { name: 'Changer le statut' }));
    const panel = await screen.findByRole('dialog', { name: 'Changer le statut' });
    expect(within(panel).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Publier', 'Reporter la formation', 'Annuler la formation']);
    for (const radio of within(panel).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Changer le statut' })).toBeDisabled();
    await user.click(within(panel).getByRole('radio', { name: 'Annuler la formation' }));
    expect(within(panel).getByRole('button', { name: 'Annuler la formation' })).toBeEnabled();
  });

  it('asks a confirmation saying what follows before cancelling, and cancels nothing on Retour', async () => {
    const user = userEvent.setup();
    const published = { training_status_id: 3, status: { id: 3, name: 'Publiée' }, registered_count: 4, pre_registered_count: 1, waiting_count: 0 } as const;
    open(staffTraining(published, { transitions: [postpone, cancel] }), 'administrateur');
    mockApi({ 'PATCH /api/trainings/:id': () => emptyAnswer() });
    await user.click(await screen.findByRole('button', { name: 'Changer le statut' }));
    const panel = await screen.findByRole('dialog', { name: 'Changer le statut' });
    await user.click(within(panel).getByRole('radio', { name: 'Annuler la formation' }));
    const button = within(panel).getByRole('button', { name: 'Annuler la formation' });
    // Destructive: shown in the error colour.
    expect(button).toHaveClass('MuiButton-colorError');
    await user.click(button);

    let confirm = await screen.findByRole('dialog', { name: 'Annuler la formation ?' });
    expect(confirm).toHaveTextContent('« Négocier un accord collectif » passera au statut « Annulée ».');
    expect(confirm).toHaveTextContent('Elle ne pourra plus recevoir d’inscriptions ni de désinscriptions');
    expect(confirm).toHaveTextContent('Seul un administrateur pourra revenir en arrière, en forçant son statut.');
    expect(confirm).toHaveTextContent('Personne n’est prévenu automatiquement : informez vous-même les 5 stagiaires inscrits ou en attente et l’équipe pédagogique.');
    expect(within(confirm).getByRole('button', { name: 'Annuler la formation' })).toHaveClass('MuiButton-colorError');
    await user.click(within(confirm).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Annuler la formation ?' })).not.toBeInTheDocument());
    expect(requests.some((request) => request.key === 'PATCH /api/trainings/7')).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Annuler la formation' }));
    confirm = await screen.findByRole('dialog', { name: 'Annuler la formation ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler la formation' }));
    await screen.findByText('Bravo, le statut a bien été modifié');
    expect(requests.find((request) => request.key === 'PATCH /api/trainings/7')?.body).toEqual({ training_status_id: 6 });
  });

  it('asks new dates and a place to postpone, and records a deferral', async () => {
    const user = userEvent.setup();
    open(staffTraining({ ...validated, start_date: '2030-05-06T09:00:00.000Z', end_date: '2030-05-07T16:00:00.000Z' }, { transitions: [postpone] }), 'gestionnaire');
    mockApi({
      'GET /api/training-places': () =>
        json([
          { id: 1, name: 'Maison des syndicats', address: null, zip_code: '67000', city_id: 1, type: 'Présentiel', city: { id: 1, name: 'Strasbourg', zip_code: '67000' }, exclusive: false, created_at: '2026-01-01T00:00:00Z', deleted_at: null },
          { id: 5, name: 'Salle Kléber', address: null, zip_code: '67000', city_id: 1, type: 'Présentiel', city: { id: 1, name: 'Strasbourg', zip_code: '67000' }, exclusive: false, created_at: '2026-01-01T00:00:00Z', deleted_at: null },
        ]),
      'POST /api/training-deferrals': () => json(aTrainingDeferral({ id: 1 }), 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Reporter la formation' }));
    const panel = await screen.findByRole('dialog', { name: 'Changer le statut' });
    expect(await within(panel).findByRole('group', { name: 'Nouvelle date de début' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Nouvelle date de fin' })).toBeInTheDocument();
    const place = within(panel).getByRole('combobox', { name: 'Nouveau lieu' });
    await waitFor(() => expect(place).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(place);
    await user.click(screen.getByRole('option', { name: 'Salle Kléber — Strasbourg' }));
    await user.click(within(panel).getByRole('button', { name: 'Reporter la formation' }));
    expect(await screen.findByText('Bravo, le report a bien été enregistré')).toBeInTheDocument();
    expect(requests.find((request) => request.key === 'POST /api/training-deferrals')?.body).toEqual({
      training_id: 7,
      new_start_date: '2030-05-06T09:00:00.000Z',
      new_end_date: '2030-05-07T16:00:00.000Z',
      training_place_id: 5,
    });
  });

  it('warns of the conflicts of a postponement, then records it once confirmed', async () => {
    const user = userEvent.setup();
    open(staffTraining({ ...validated, start_date: '2030-05-06T09:00:00.000Z', end_date: '2030-05-07T16:00:00.000Z', training_place_id: 1 }, { transitions: [postpone] }), 'gestionnaire');
    const conflict = aConflict({ kind: 'teacher', resource: { id: 8, name: 'Paul Schmitt' }, training: { id: 90, title: 'Le CSE en pratique', start_date: '2030-05-06T07:00:00.000Z', end_date: '2030-05-06T15:00:00.000Z' } });
    mockApi({
      'GET /api/training-places': () =>
        json([
          { id: 1, name: 'Maison des syndicats', address: null, zip_code: '67000', city_id: 1, type: 'Présentiel', city: { id: 1, name: 'Strasbourg', zip_code: '67000' }, exclusive: false, created_at: '2026-01-01T00:00:00Z', deleted_at: null },
        ]),
      'POST /api/trainings/conflicts': () => json({ conflicts: [conflict] }),
      'POST /api/training-deferrals': async ({ request }) =>
        ((await request.clone().json()) as { confirm_conflicts?: boolean }).confirm_conflicts
          ? json(aTrainingDeferral({ id: 2 }), 201)
          : json({ message: 'Cette formation entre en conflit avec une autre formation.', conflicts: [conflict] }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Reporter la formation' }));
    const panel = await screen.findByRole('dialog', { name: 'Changer le statut' });
    // Told before saving: the team's other training at the new dates.
    const warning = (await within(panel).findByText('Conflit de réservation', {}, { timeout: 5000 })).closest('.MuiAlert-root') as HTMLElement;
    // A warning before saving: a status, not an alert, and no button to save anyway.
    expect(warning).toHaveAttribute('role', 'status');
    expect(warning).toHaveTextContent('Intervenant déjà pris : Paul Schmitt — « Le CSE en pratique »');
    expect(requests.find((request) => request.key === 'POST /api/trainings/conflicts')?.body).toEqual({
      training_id: 7,
      start_date: '2030-05-06T09:00:00.000Z',
      end_date: '2030-05-07T16:00:00.000Z',
      training_place_id: 1,
    });

    await user.click(within(panel).getByRole('button', { name: 'Reporter la formation' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Conflit de réservation');
    expect(within(alert).getByRole('link', { name: /Le CSE en pratique/ })).toHaveAttribute('href', '/formations/90');
    await user.click(within(alert).getByRole('button', { name: 'Enregistrer malgré le conflit' }));
    expect(await screen.findByText('Bravo, le report a bien été enregistré')).toBeInTheDocument();
    const sent = requests.filter((request) => request.key === 'POST /api/training-deferrals').map((request) => request.body);
    expect(sent).toEqual([
      { training_id: 7, new_start_date: '2030-05-06T09:00:00.000Z', new_end_date: '2030-05-07T16:00:00.000Z', training_place_id: 1 },
      { training_id: 7, new_start_date: '2030-05-06T09:00:00.000Z', new_end_date: '2030-05-07T16:00:00.000Z', training_place_id: 1, confirm_conflicts: true },
    ]);
  });

  it('puts a refused deferral’s field errors under their fields, and asks both new dates', async () => {
    const user = userEvent.setup();
    open(staffTraining({ ...validated, start_date: '2030-05-06T09:00:00.000Z', end_date: '2030-05-07T16:00:00.000Z' }, { transitions: [postpone] }), 'gestionnaire');
    mockApi({
      'GET /api/training-places': () => json([]),
      'POST /api/training-deferrals': () => json({ message: 'Données invalides.', errors: { new_end_date: ['La date de fin doit suivre la date de début.'] } }, 422),
    });
    await user.click(await screen.findByRole('button', { name: 'Reporter la formation' }));
    const panel = await screen.findByRole('dialog', { name: 'Changer le statut' });
    await user.click(await within(panel).findByRole('button', { name: 'Reporter la formation' }));
    const end = within(panel).getByRole('group', { name: 'Nouvelle date de fin' });
    expect(await within(panel).findByText('La date de fin doit suivre la date de début.')).toBeInTheDocument();
    expect(end.closest('.MuiFormControl-root')).toHaveTextContent('La date de fin doit suivre la date de début.');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();

    const start = panel.querySelector<HTMLInputElement>('input[name="new_start_date"]') as HTMLInputElement;
    fireEvent.change(start, { target: { value: '' } });
    await user.click(within(panel).getByRole('button', { name: 'Reporter la formation' }));
    expect(await within(panel).findByText('La nouvelle date de début est obligatoire.')).toBeInTheDocument();
    expect(requests.filter((request) => request.key === 'POST /api/training-deferrals')).toHaveLength(1);
  });

  it('shows every other status to force one (administrateur)', async () => {
    const user = userEvent.setup();
    open(staffTraining(validated, { transitions: [publish], can_force_status: true }), 'administrateur');
    mockApi({
      'GET /api/training-statuses': () =>
        json([
          { id: 1, name: 'À venir' },
          { id: 2, name: 'Validée' },
          { id: 3, name: 'Publiée' },
          { id: 7, name: 'Clôturée' },
        ]),
      'PATCH /api/trainings/:id': () => emptyAnswer(),
    });
    await user.click(await screen.findByRole('button', { name: 'Publier' }));
    const panel = await screen.findByRole('dialog', { name: 'Changer le statut' });
    await user.click(within(panel).getByRole('button', { name: 'Forcer le statut' }));
    await within(panel).findByRole('radio', { name: 'Clôturée' });
    expect(within(panel).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['À venir', 'Publiée', 'Clôturée']);
    await user.click(within(panel).getByRole('radio', { name: 'Clôturée' }));
    await user.click(within(panel).getByRole('button', { name: 'Forcer le statut « Clôturée »' }));
    // A forced change skips the lifecycle's checks: it says so, and applies once confirmed.
    const confirm = await screen.findByRole('dialog', { name: 'Forcer le statut « Clôturée » ?' });
    expect(confirm).toHaveTextContent('passera du statut « Validée » au statut « Clôturée », sans les vérifications habituelles');
    expect(requests.some((request) => request.key === 'PATCH /api/trainings/7')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Forcer le statut' }));
    await screen.findByText('Bravo, le statut a bien été modifié');
    expect(requests.find((request) => request.key === 'PATCH /api/trainings/7')?.body).toEqual({ training_status_id: 7, force: true });
  });

  it('offers no forcing to a gestionnaire, and shows the refusal of the API', async () => {
    const user = userEvent.setup();
    open(staffTraining(validated, { transitions: [publish] }), 'gestionnaire');
    mockApi({ 'PATCH /api/trainings/:id': () => json({ message: 'Ce changement de statut est impossible.' }, 422) });
    await user.click(await screen.findByRole('button', { name: 'Publier' }));
    const panel = await screen.findByRole('dialog', { name: 'Changer le statut' });
    expect(within(panel).queryByRole('button', { name: 'Forcer le statut' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publier' }));
    expect(await within(panel).findByText('Ce changement de statut est impossible.')).toBeInTheDocument();
    expect(within(panel).getByRole('alert')).toHaveTextContent("Erreur lors de l'enregistrement du statut");
  });
});
