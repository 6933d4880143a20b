import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parisDateTimeFromToday, parisDayFromToday } from '@irt/test-support/paris-days';
import type { RoleSlug, TeamMember } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { aConflict, aProfileSearchItem, aTeamMember, aTrainingDetail, aUser } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { TrainingTeamTab } from './TrainingTeamTab';

// The search waits 600 ms after the last keystroke, then answers: room for a loaded machine.
const SEARCH_MS = 30_000;

function logInAs(slug: RoleSlug) {
  act(() => useSession.getState().setUser(aUser(slug)));
}

afterEach(() => act(() => useSession.getState().clear()));

/** A training starting in `days` days (negative: started that long ago), for two days. */
const trainingIn = (days: number) =>
  aTrainingDetail({
    id: 12,
    start_date: parisDateTimeFromToday(days, '09:00'),
    end_date: parisDateTimeFromToday(days + 2, '17:00'),
    // As the server answers: registrations close 7 days before the start.
    registration: { open: days >= 7, last_day: parisDayFromToday(days - 7), days_left: days - 7 },
  });

const supervisor = aTeamMember({
  profile_id: 31,
  name: 'Claire Muller',
  email: 'claire.muller@example.fr',
  role: { id: 3, name: 'Responsable pédagogique' },
  expected_lecture_hours: 2,
  expected_tutorial_hours: 3,
  expected_hetd: 6,
});

function serveTeam(team: { teachers: TeamMember[]; pedagogical_supervisors: TeamMember[] }) {
  mockApi({
    'GET /api/trainings/:id/staff': ({ url }) => json(team[url.searchParams.get('type') as keyof typeof team]),
    // The person being added is checked for double bookings: none unless a test says otherwise.
    'POST /api/trainings/conflicts': () => json({ conflicts: [] }),
  });
}

describe("onglet Équipe d'une formation", () => {
  it('shows the gestionnaire a read-only grid of cards', async () => {
    logInAs('gestionnaire');
    serveTeam({ pedagogical_supervisors: [supervisor], teachers: [] });
    renderWithProviders(<TrainingTeamTab training={trainingIn(40)} />);

    const card = await screen.findByRole('listitem', { name: 'Claire Muller' });
    // The name opens the trainer's page.
    expect(within(card).getByRole('link', { name: 'Claire Muller' })).toHaveAttribute('href', expect.stringMatching(/^\/formateurs\/\d+$/));
    expect(card).toHaveTextContent('2,00 CM · 3,00 TD · 6,00 HETD');
    expect(card).toHaveTextContent('06 22 33 44 55');
    expect(screen.getByText('Aucun intervenant associé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Saisir les heures|Ajouter|Supprimer/ })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url.search).sort()).toEqual(['?type=pedagogical_supervisors', '?type=teachers']);
  });

  it('shows the banners of the moment: registration countdown and team hours', async () => {
    logInAs('administrateur');
    serveTeam({ pedagogical_supervisors: [supervisor], teachers: [aTeamMember({ name: 'Paul Schmitt' })] });
    renderWithProviders(<TrainingTeamTab training={trainingIn(7)} />);
    expect(await screen.findByText("Attention, certaines heures prévisionnelles n'ont pas été saisies")).toBeInTheDocument();
    expect(screen.getByText("La formation commence dans 7 jours : les inscriptions ferment aujourd'hui.")).toBeInTheDocument();
  });

  it('lets the administrateur add a teacher through the speaker search and the needs dialog', async () => {
    logInAs('administrateur');
    const found = aProfileSearchItem({
      id: 44,
      user: { id: 440, name: 'Hugo Weber', email: 'hugo.weber@example.fr' },
      phone: '03 88 00 11 22',
      url: 'https://hugo-weber.example.fr',
      role: { id: 4, name: 'Intervenant', slug: 'intervenant' },
    });
    serveTeam({ pedagogical_supervisors: [supervisor], teachers: [] });
    mockApi({
      'GET /api/profiles-search': ({ url }) => json(url.searchParams.get('name') === 'weber' ? [found] : []),
      'POST /api/trainings/:id/teachers': () => json(aTeamMember({ profile_id: 44, name: 'Hugo Weber' }), 201),
    });
    renderWithProviders(<TrainingTeamTab training={trainingIn(40)} />);

    const teachers = await screen.findByRole('region', { name: 'Intervenants' });
    expect(await within(teachers).findByText('Aucun intervenant associé')).toBeInTheDocument();
    // A supervisor exists: no second one can be added.
    expect(screen.queryByRole('button', { name: 'Ajouter un responsable pédagogique' })).not.toBeInTheDocument();

    await userEvent.click(within(teachers).getByRole('button', { name: 'Ajouter un intervenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un intervenant' });
    const field = within(dialog).getByPlaceholderText('Rechercher...');
    await userEvent.type(field, 'personne');
    expect(await within(dialog).findByText('Aucun formateur trouvé', {}, { timeout: SEARCH_MS })).toBeInTheDocument();
    expect(within(dialog).getByText('Aucune personne ne semble correspondre à cette recherche.')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'weber');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Hugo Weber/ }, { timeout: SEARCH_MS }));
    const preview = within(dialog).getByRole('region', { name: 'Aperçu de Hugo Weber' });
    expect(preview).toHaveTextContent('03 88 00 11 22');
    expect(within(preview).getByRole('link', { name: 'https://hugo-weber.example.fr' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'hugo.weber@example.fr' })).toBeInTheDocument();
    const search = requests.filter((request) => request.path === '/api/profiles-search').at(-1)!;
    expect(search.url.searchParams.getAll('role_ids[]')).toEqual(['3', '4']);

    await userEvent.click(within(preview).getByRole('button', { name: 'Sélectionner' }));
    const needs = await screen.findByRole('dialog', { name: 'Besoins de Hugo Weber' });
    await userEvent.click(within(needs).getByRole('checkbox', { name: 'Frais de transport remboursés' }));
    await userEvent.click(within(needs).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Besoins de Hugo Weber' })).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === 'POST' && request.path !== '/api/trainings/conflicts')!;
    expect(post.path).toBe('/api/trainings/12/teachers');
    expect(post.body).toEqual({ profile_id: 44, reimbursed_transportation: true, needs_accommodation: false });
  }, SEARCH_MS * 2);

  it('warns that the teacher being added is booked elsewhere, and adds them once confirmed', async () => {
    logInAs('administrateur');
    const found = aProfileSearchItem({ id: 44, user: { id: 440, name: 'Hugo Weber', email: 'hugo.weber@example.fr' }, role: { id: 4, name: 'Intervenant', slug: 'intervenant' } });
    const conflict = aConflict({ kind: 'teacher', resource: { id: 44, name: 'Hugo Weber' }, training: { id: 90, title: 'Le CSE en pratique', start_date: '2030-05-06T07:00:00.000Z', end_date: '2030-05-06T15:00:00.000Z' } });
    serveTeam({ pedagogical_supervisors: [supervisor], teachers: [] });
    mockApi({
      'GET /api/profiles-search': () => json([found]),
      'POST /api/trainings/conflicts': () => json({ conflicts: [conflict] }),
      'POST /api/trainings/:id/teachers': async ({ request }) =>
        ((await request.clone().json()) as { confirm_conflicts?: boolean }).confirm_conflicts
          ? json(aTeamMember({ profile_id: 44, name: 'Hugo Weber' }), 201)
          : json({ message: 'Cette formation entre en conflit avec une autre formation.', conflicts: [conflict] }, 409),
    });
    const training = trainingIn(40);
    renderWithProviders(<TrainingTeamTab training={training} />);
    const teachers = await screen.findByRole('region', { name: 'Intervenants' });
    await userEvent.click(await within(teachers).findByRole('button', { name: 'Ajouter un intervenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un intervenant' });
    await userEvent.type(within(dialog).getByPlaceholderText('Rechercher...'), 'weber');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Hugo Weber/ }, { timeout: SEARCH_MS }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sélectionner' }));

    const needs = await screen.findByRole('dialog', { name: 'Besoins de Hugo Weber' });
    const warning = (await within(needs).findByText('Conflit de réservation', {}, { timeout: SEARCH_MS })).closest('.MuiAlert-root') as HTMLElement;
    // A warning before saving: a status, not an alert, and no button to save anyway.
    expect(warning).toHaveAttribute('role', 'status');
    expect(warning).toHaveTextContent('Intervenant déjà pris : Hugo Weber — « Le CSE en pratique »');
    expect(requests.find((request) => request.path === '/api/trainings/conflicts')?.body).toEqual({
      training_id: 12,
      start_date: training.start_date,
      end_date: training.end_date,
      training_place_id: null,
      profile_ids: [44],
    });

    await userEvent.click(within(needs).getByRole('button', { name: 'Ajouter' }));
    const alert = await within(needs).findByRole('alert');
    expect(within(alert).getByRole('link', { name: /Le CSE en pratique/ })).toHaveAttribute('href', '/formations/90');
    await userEvent.click(within(alert).getByRole('button', { name: 'Enregistrer malgré le conflit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Besoins de Hugo Weber' })).not.toBeInTheDocument());
    const adds = requests.filter((request) => request.path === '/api/trainings/12/teachers').map((request) => request.body);
    expect(adds).toEqual([
      { profile_id: 44, reimbursed_transportation: false, needs_accommodation: false },
      { profile_id: 44, reimbursed_transportation: false, needs_accommodation: false, confirm_conflicts: true },
    ]);
  }, SEARCH_MS * 2);

  it('searches only responsables pédagogiques for a supervisor, offered while there is none', async () => {
    logInAs('responsable-pedagogique');
    serveTeam({ pedagogical_supervisors: [], teachers: [] });
    mockApi({ 'GET /api/profiles-search': () => json([]) });
    renderWithProviders(<TrainingTeamTab training={trainingIn(40)} />);
    expect(await screen.findByText('Aucun responsable pédagogique associé')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un responsable pédagogique' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un responsable pédagogique' });
    await userEvent.type(within(dialog).getByPlaceholderText('Rechercher...'), 'muller');
    expect(await within(dialog).findByText('Aucun formateur trouvé', {}, { timeout: SEARCH_MS })).toBeInTheDocument();
    const search = requests.find((request) => request.path === '/api/profiles-search')!;
    expect(search.url.searchParams.getAll('role_ids[]')).toEqual(['3']);
    expect(search.url.searchParams.get('name')).toBe('muller');
  }, SEARCH_MS);

  it('removes a member after the confirmation', async () => {
    logInAs('administrateur');
    const teacher = aTeamMember({ profile_id: 52, name: 'Paul Schmitt' });
    const contracted = aTeamMember({ profile_id: 53, name: 'Léa Fischer', ares_status_id: 2, ares_status: { id: 2, name: 'Contrat validé' } });
    let removed = false;
    mockApi({
      'GET /api/trainings/:id/staff': ({ url }) =>
        json(url.searchParams.get('type') === 'teachers' ? (removed ? [contracted] : [teacher, contracted]) : []),
      'DELETE /api/trainings/:id/teachers/:profileId': () => {
        removed = true;
        return json({ message: "Bravo, la personne a bien été retirée de l'équipe" });
      },
    });
    renderWithProviders(<TrainingTeamTab training={trainingIn(40)} />);
    // A validated Ares contract keeps its member in the team.
    expect(await screen.findByRole('button', { name: 'Supprimer Léa Fischer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Paul Schmitt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer' });
    expect(confirm).toHaveTextContent('Voulez-vous supprimer cet intervenant ?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Paul Schmitt' })).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'DELETE')?.path).toBe('/api/trainings/12/teachers/52');
  });

  it('edits the needs of a member', async () => {
    logInAs('responsable-pedagogique');
    serveTeam({ pedagogical_supervisors: [], teachers: [aTeamMember({ profile_id: 52, name: 'Paul Schmitt', needs_accommodation: true })] });
    mockApi({ 'PUT /api/trainings/:id/teachers/:profileId': () => json(aTeamMember({ profile_id: 52 })) });
    renderWithProviders(<TrainingTeamTab training={trainingIn(40)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Besoins de Paul Schmitt' }));
    const needs = await screen.findByRole('dialog', { name: 'Besoins de Paul Schmitt' });
    expect(within(needs).getByRole('checkbox', { name: "Besoin d'un hébergement" })).toBeChecked();
    await userEvent.click(within(needs).getByRole('checkbox', { name: "Besoin d'un hébergement" }));
    await userEvent.click(within(needs).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ reimbursed_transportation: false, needs_accommodation: false });
  });

  it('keeps the needs dialog open on a refused save, the server’s message in its banner and field errors under their box', async () => {
    logInAs('responsable-pedagogique');
    serveTeam({ pedagogical_supervisors: [], teachers: [aTeamMember({ profile_id: 52, name: 'Paul Schmitt' })] });
    let answer = json({ message: 'La formation est clôturée.' }, 409);
    mockApi({ 'PUT /api/trainings/:id/teachers/:profileId': () => answer });
    renderWithProviders(<TrainingTeamTab training={trainingIn(40)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Besoins de Paul Schmitt' }));
    const needs = await screen.findByRole('dialog', { name: 'Besoins de Paul Schmitt' });
    await userEvent.click(within(needs).getByRole('button', { name: 'Enregistrer' }));
    const banner = await within(needs).findByRole('alert');
    expect(banner).toHaveTextContent("Erreur lors de l'enregistrement de l'item");
    expect(banner).toHaveTextContent('La formation est clôturée.');

    answer = json({ message: 'Données invalides.', errors: { needs_accommodation: ['Le besoin d’hébergement est invalide.'] } }, 422);
    await userEvent.click(within(needs).getByRole('button', { name: 'Enregistrer' }));
    const box = within(needs).getByRole('checkbox', { name: "Besoin d'un hébergement" });
    await waitFor(() => expect(box).toHaveAccessibleDescription('Le besoin d’hébergement est invalide.'));
    expect(within(needs).queryByRole('alert')).not.toBeInTheDocument();
  });
});
