import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useSession } from '@irt/shared-auth';
import { aConflict, aTrainingDetail, aUser } from '@irt/test-support/factories';
import { json, mockApi, requests, type Answer } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { RoleSlug, TrainingDetail, TrainingPayload } from '@irt/api/contract';
import { CONFLICT_MESSAGES } from '@irt/api/constants';
import TrainingFormPage, { NOT_EDITABLE, TITLE_ONLY } from './TrainingFormPage';

// A whole form filled through MUI's selects and pickers: slow on a busy two-core machine.
jest.setTimeout(60_000);

const at = (iso: string) => dayjs(iso).format('YYYY-MM-DDTHH:mm:ssZ');
const reference = (id: number, name: string) => ({ id, name, created_at: '2024-01-01T00:00:00Z', deleted_at: null });

const LOOKUPS: Record<string, Answer> = {
  'GET /api/training-categories': () =>
    json([
      { ...reference(1, 'Droit du travail'), irt_link: null, color: '#3f51b5' },
      { ...reference(2, 'Prud’hommes'), irt_link: null, color: '#e91e63' },
    ]),
  'GET /api/training-types': () => json([reference(1, 'Stage'), reference(2, 'CPH')]),
  'GET /api/training-themes': () => json([{ ...reference(1, 'Négociation'), numerotation: '1.1', nsf_code: '315' }, { ...reference(2, 'Santé au travail'), numerotation: '2.3', nsf_code: '344' }]),
  'GET /api/training-places': () =>
    json([
      { ...reference(1, 'Maison des syndicats'), address: '1 rue de la Division Leclerc', zip_code: '67000', city_id: 1, type: 'Présentiel', city: { id: 1, name: 'Strasbourg', zip_code: '67000' }, exclusive: false },
      { ...reference(4, 'Salle Europe'), address: null, zip_code: null, city_id: null, type: 'Présentiel', city: null, exclusive: false },
    ]),
  'GET /api/unions': () => json([reference(1, 'CFDT'), reference(3, 'CGT')]),
  // The conflicts checked while the dates and the place are chosen: none unless a test says otherwise.
  'POST /api/trainings/conflicts': () => json({ conflicts: [] }),
};

const EDITABLE: TrainingDetail['allowed_actions'] = {
  transitions: [],
  can_force_status: false,
  edit: 'full',
  can_edit_attendance: false,
  can_mark_attendance_done: false,
  can_cancel_attendance_done: false,
  can_issue_certificates: false,
};

/** A training still 'À venir' as the API answers it to staff. */
function upcomingTraining(overrides: Partial<TrainingDetail> = {}): TrainingDetail {
  return aTrainingDetail({
    id: 70,
    title: 'Négocier en entreprise',
    start_date: '2026-09-14T09:00:00+02:00',
    end_date: '2026-09-16T17:00:00+02:00',
    training_status_id: 1,
    status: { id: 1, name: 'À venir' },
    paid_training: true,
    amount: 150,
    transportation_fees: true,
    number_of_round_trips: 2,
    dinners: 1,
    accommodation: true,
    allowed_actions: EDITABLE,
    ...overrides,
  });
}

function loginAs(role: RoleSlug) {
  useSession.getState().setUser(aUser(role));
}

afterEach(() => useSession.getState().clear());

function openCreate(role: RoleSlug = 'gestionnaire') {
  loginAs(role);
  mockApi(LOOKUPS);
  return renderWithProviders(<TrainingFormPage />, { path: '/formations/creer-une-formation' });
}

function openEdit(training: TrainingDetail, role: RoleSlug = 'gestionnaire') {
  loginAs(role);
  mockApi({ ...LOOKUPS, 'GET /api/trainings/:id': ({ params }) => (Number(params.id) === training.id ? json(training) : json({ message: 'Formation introuvable.' }, 404)) });
  return renderWithProviders(<TrainingFormPage />, {
    path: '/formations/editer-une-formation/:idTraining',
    entry: `/formations/editer-une-formation/${training.id}`,
  });
}

/** Types into a text field (the whole value at once: the machine running the tests is slow). */
function fill(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

/** Types a date and time into a picker as its hidden input receives a paste ('jj/mm/aaaa hh:mm'). */
function typeDate(name: 'start_date' | 'end_date', text: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`Pas de champ ${name}`);
  fireEvent.change(input, { target: { value: text } });
}

/** Picks a choice of a select (the mouse events MUI's select listens to). */
async function choose(label: RegExp | string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const toggle = (name: string) => fireEvent.click(screen.getByRole('switch', { name }));

const submitButton = (name: string) => screen.getByRole('button', { name });
const sentBody = (key: string) => requests.find((request) => request.key === key)?.body as TrainingPayload | undefined;

describe('créer une formation', () => {
  it('enables the button only once title, category, type, theme, dates and places are set, then sends what was typed', async () => {
    openCreate();
    mockApi({ 'POST /api/trainings': () => json(upcomingTraining({ id: 81, title: 'Le CSE au quotidien' }), 201) });

    const title = await screen.findByRole('textbox', { name: 'Intitulé' });
    const create = submitButton('Créer la formation');
    expect(create).toBeDisabled();

    fill(title, '  Le CSE au quotidien ');
    fill(screen.getByRole('textbox', { name: 'Complément' }), 'Module 1');
    await choose(/^Catégorie/, 'Prud’hommes');
    await choose(/^Type/, 'CPH');
    await choose(/^Thématique/, '2.3 Santé au travail');
    await choose(/^Syndicat/, 'CGT');
    await choose(/^Lieu/, 'Maison des syndicats — Strasbourg');
    typeDate('start_date', '14/09/2026 09:00');
    expect(create).toBeDisabled();
    typeDate('end_date', '16/09/2026 17:30');
    expect(create).toBeDisabled();
    fill(screen.getByRole('textbox', { name: /^Nombre de places/ }), '0');
    expect(create).toBeDisabled();
    fill(screen.getByRole('textbox', { name: /^Nombre de places/ }), '18');
    await waitFor(() => expect(create).toBeEnabled());

    toggle('Formation en visio');
    fill(screen.getByRole('textbox', { name: 'Lien de la visio (https://…)' }), 'https://visio.example.org/cse');
    toggle('Proposer la place pendant 48 heures');
    toggle('Formation payante');
    fill(screen.getByRole('textbox', { name: /^Prix/ }), '120,5');
    toggle('Frais de transport pris en charge');
    fill(screen.getByRole('textbox', { name: "Nombre d'allers-retours" }), '2');
    fill(screen.getByRole('textbox', { name: 'Nombre de dîners pris en charge' }), '1');
    await userEvent.click(create);

    // After creation: the edit screen of the new training.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/formations/editer-une-formation/81'));
    expect(sentBody('POST /api/trainings')).toEqual({
      title: 'Le CSE au quotidien',
      complement: 'Module 1',
      training_category_id: 2,
      training_type_id: 2,
      training_theme_id: 2,
      training_place_id: 1,
      unions: [3],
      // Typed times are Paris times, whatever the device's zone (Jest runs far from Paris).
      start_date: '2026-09-14T09:00:00+02:00',
      end_date: '2026-09-16T17:30:00+02:00',
      max_attendees: 18,
      reserved: false,
      is_visio: true,
      visio_url: 'https://visio.example.org/cse',
      waitlist_offers_seat: true,
      paid_training: true,
      amount: 120.5,
      transportation_fees: true,
      number_of_round_trips: 2,
      dinners: 1,
      accommodation: false,
    });
  });

  it('shows the price only for a paid training and the round trips only with transportation', async () => {
    openCreate();
    await screen.findByRole('switch', { name: 'Formation payante' });
    expect(screen.queryByRole('textbox', { name: /^Prix/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: "Nombre d'allers-retours" })).not.toBeInTheDocument();

    toggle('Formation payante');
    expect(screen.getByRole('textbox', { name: /^Prix/ })).toBeInTheDocument();
    toggle('Frais de transport pris en charge');
    expect(screen.getByRole('textbox', { name: "Nombre d'allers-retours" })).toBeInTheDocument();

    toggle('Formation payante');
    expect(screen.queryByRole('textbox', { name: /^Prix/ })).not.toBeInTheDocument();
  });

  it('asks the price of a paid training before sending, and the end after the start', async () => {
    openCreate();
    fill(await screen.findByRole('textbox', { name: 'Intitulé' }), 'Le CSE');
    await choose(/^Catégorie/, 'Droit du travail');
    await choose(/^Type/, 'Stage');
    await choose(/^Thématique/, '1.1 Négociation');
    typeDate('start_date', '14/09/2026 09:00');
    typeDate('end_date', '13/09/2026 17:00');
    fill(screen.getByRole('textbox', { name: /^Nombre de places/ }), '12');
    toggle('Formation payante');
    await userEvent.click(submitButton('Créer la formation'));

    expect(await screen.findByText('Le prix est obligatoire pour une formation payante.')).toBeInTheDocument();
    expect(screen.getByText('La date de fin doit être postérieure à la date de début.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('puts the server’s messages under their fields and keeps everything typed', async () => {
    openCreate();
    mockApi({
      'POST /api/trainings': () =>
        json({ message: 'Les données envoyées ne sont pas valides.', errors: { training_theme_id: ['Cette thématique n’existe pas.'] } }, 422),
    });
    fill(await screen.findByRole('textbox', { name: 'Intitulé' }), 'Le CSE');
    await choose(/^Catégorie/, 'Droit du travail');
    await choose(/^Type/, 'Stage');
    await choose(/^Thématique/, '1.1 Négociation');
    typeDate('start_date', '14/09/2026 09:00');
    typeDate('end_date', '15/09/2026 17:00');
    fill(screen.getByRole('textbox', { name: /^Nombre de places/ }), '12');
    await userEvent.click(submitButton('Créer la formation'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Erreur lors de l'enregistrement de l'item");
    expect(alert).toHaveTextContent('Les données envoyées ne sont pas valides.');
    const theme = screen.getByRole('combobox', { name: /^Thématique/ });
    expect(theme).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Cette thématique n’existe pas.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Intitulé' })).toHaveValue('Le CSE');
    expect(screen.getByRole('textbox', { name: /^Nombre de places/ })).toHaveValue('12');
    expect(screen.getByTestId('location')).toHaveTextContent('/formations/creer-une-formation');
  });

  /** The smallest form that may be sent, on the place 'Maison des syndicats'. */
  async function fillMinimalForm() {
    fill(await screen.findByRole('textbox', { name: 'Intitulé' }), 'Le CSE');
    await choose(/^Catégorie/, 'Droit du travail');
    await choose(/^Type/, 'Stage');
    await choose(/^Thématique/, '1.1 Négociation');
    await choose(/^Lieu/, 'Maison des syndicats — Strasbourg');
    typeDate('start_date', '02/03/2026 09:00');
    typeDate('end_date', '03/03/2026 17:00');
    fill(screen.getByRole('textbox', { name: /^Nombre de places/ }), '12');
  }

  it('shows the conflicts of a refused save (409) and saves anyway once confirmed, nothing typed lost', async () => {
    openCreate();
    mockApi({
      'POST /api/trainings': async ({ request }) => {
        const body = (await request.clone().json()) as TrainingPayload;
        return body.confirm_conflicts ? json(upcomingTraining({ id: 82 }), 201) : json({ message: CONFLICT_MESSAGES.conflicts, conflicts: [aConflict()] }, 409);
      },
    });
    await fillMinimalForm();
    await userEvent.click(submitButton('Créer la formation'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conflit de réservation');
    // Paris time: 08:00 UTC on 2 March is 09:00.
    expect(alert).toHaveTextContent(
      'Lieu déjà réservé : Maison des syndicats — « Négociation annuelle obligatoire » (nouvel onglet) du 2 mars 2026 à 09:00 au 4 mars 2026 à 17:00',
    );
    const other = within(alert).getByRole('link', { name: /Négociation annuelle obligatoire/ });
    expect(other).toHaveAttribute('href', '/formations/77');
    expect(other).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('location')).toHaveTextContent('/formations/creer-une-formation');
    expect(screen.getByRole('textbox', { name: 'Intitulé' })).toHaveValue('Le CSE');

    await userEvent.click(within(alert).getByRole('button', { name: 'Enregistrer malgré le conflit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/formations/editer-une-formation/82'));
    const sent = requests.filter((request) => request.key === 'POST /api/trainings').map((request) => request.body as TrainingPayload);
    expect(sent).toHaveLength(2);
    expect(sent[0].confirm_conflicts).toBeUndefined();
    expect(sent[1]).toEqual({ ...sent[0], confirm_conflicts: true });
  });

  it('warns of a conflict while the dates and the place are chosen, before any save', async () => {
    openCreate();
    mockApi({ 'POST /api/trainings/conflicts': () => json({ conflicts: [aConflict({ kind: 'place' })] }) });
    await fillMinimalForm();
    const warning = (await screen.findByText('Conflit de réservation', {}, { timeout: 5000 })).closest('.MuiAlert-root') as HTMLElement;
    // A warning before saving: a status, not an alert, and no button to save anyway.
    expect(warning).toHaveAttribute('role', 'status');
    expect(warning).toHaveTextContent('Conflit de réservation');
    expect(warning).toHaveTextContent('Lieu déjà réservé : Maison des syndicats');
    expect(within(warning).queryByRole('button', { name: 'Enregistrer malgré le conflit' })).not.toBeInTheDocument();
    const check = requests.filter((request) => request.key === 'POST /api/trainings/conflicts').at(-1)?.body;
    expect(check).toEqual({ start_date: '2026-03-02T09:00:00+01:00', end_date: '2026-03-03T17:00:00+01:00', training_place_id: 1 });
  });

  it('refuses an exclusive place already booked (422) with its message, without offering to save anyway', async () => {
    openCreate();
    mockApi({ 'POST /api/trainings': () => json({ message: CONFLICT_MESSAGES.exclusive }, 422) });
    await fillMinimalForm();
    await userEvent.click(submitButton('Créer la formation'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONFLICT_MESSAGES.exclusive);
    expect(screen.queryByRole('button', { name: 'Enregistrer malgré le conflit' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Intitulé' })).toHaveValue('Le CSE');
  });

  it('dims the team section until the training exists', async () => {
    openCreate();
    const team = await screen.findByRole('region', { name: 'Équipe pédagogique' });
    expect(team).toHaveAttribute('aria-disabled', 'true');
    expect(within(team).getByText('Disponible après la création de la formation.')).toBeInTheDocument();
    expect(within(team).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux formations' })).toHaveAttribute('href', '/formations');
  });

  it('hides the price and the fees from a responsable pédagogique', async () => {
    openCreate('responsable-pedagogique');
    await screen.findByRole('textbox', { name: 'Intitulé' });
    expect(screen.queryByRole('region', { name: 'Tarif et défraiements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Formation payante' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Frais de transport pris en charge' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nombre de dîners pris en charge' })).not.toBeInTheDocument();
  });
});

describe('modifier une formation', () => {
  it('opens filled with the training, sends the edit, then goes to the training’s page', async () => {
    const training = upcomingTraining({ unions: [{ id: 3, name: 'CGT' }], training_place_id: 4, place: null, complement: null });
    openEdit(training);
    mockApi({ 'PUT /api/trainings/:id': () => json({ ...training, title: 'Négocier en entreprise (niveau 2)' }) });

    const title = await screen.findByRole('textbox', { name: 'Intitulé' });
    expect(title).toHaveValue('Négocier en entreprise');
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier une formation' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Lieu/ })).toHaveTextContent('Salle Europe');
    expect(screen.getByRole('textbox', { name: /^Prix/ })).toHaveValue('150');
    expect(screen.getByRole('link', { name: 'Retour à la formation' })).toHaveAttribute('href', '/formations/70');

    fill(title, 'Négocier en entreprise (niveau 2)');
    await userEvent.click(submitButton('Enregistrer les modifications'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/formations\/70$/));
    expect(sentBody('PUT /api/trainings/70')).toEqual({
      title: 'Négocier en entreprise (niveau 2)',
      complement: null,
      training_category_id: 1,
      training_type_id: 1,
      training_theme_id: 1,
      training_place_id: 4,
      unions: [3],
      start_date: at('2026-09-14T09:00:00+02:00'),
      end_date: at('2026-09-16T17:00:00+02:00'),
      max_attendees: 20,
      reserved: false,
      is_visio: false,
      visio_url: null,
      waitlist_offers_seat: false,
      paid_training: true,
      amount: 150,
      transportation_fees: true,
      number_of_round_trips: 2,
      dinners: 1,
      accommodation: true,
    });
  });

  it('keeps the fees it does not show to a responsable pédagogique', async () => {
    const training = upcomingTraining();
    openEdit(training, 'responsable-pedagogique');
    mockApi({ 'PUT /api/trainings/:id': () => json(training) });
    await screen.findByRole('textbox', { name: 'Intitulé' });
    expect(screen.queryByRole('switch', { name: 'Formation payante' })).not.toBeInTheDocument();
    await userEvent.click(submitButton('Enregistrer les modifications'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/formations\/70$/));
    expect(sentBody('PUT /api/trainings/70')).toMatchObject({
      paid_training: true,
      amount: 150,
      transportation_fees: true,
      number_of_round_trips: 2,
      dinners: 1,
      accommodation: true,
    });
  });

  it('shows the team and links to its tab', async () => {
    openEdit(
      upcomingTraining({
        pedagogical_supervisors: [{ profile_id: 5, name: 'Hélène Roth', email: null, phone: null }],
        teachers: [],
      }),
    );
    const team = await screen.findByRole('region', { name: 'Équipe pédagogique' });
    expect(team).not.toHaveAttribute('aria-disabled');
    expect(within(team).getByText('Hélène Roth')).toBeInTheDocument();
    expect(within(team).getByText('Aucun intervenant associé')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: "Gérer l'équipe" })).toHaveAttribute('href', '/formations/70?tab=equipe');
  });

  it('keeps the form closed for a validated or published training, and for a later status', async () => {
    const { unmount } = openEdit(upcomingTraining({ training_status_id: 3, status: { id: 3, name: 'Publiée' }, allowed_actions: { ...EDITABLE, edit: 'title' } }));
    expect(await screen.findByText(TITLE_ONLY, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Intitulé' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la formation' })).toHaveAttribute('href', '/formations/70');
    unmount();

    openEdit(upcomingTraining({ training_status_id: 6, status: { id: 6, name: 'Annulée' }, allowed_actions: { ...EDITABLE, edit: 'none' } }));
    expect(await screen.findByText(NOT_EDITABLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
  });

  it('says when the training does not exist', async () => {
    // A refusal is an answer the page shows: the query cache logs only server and network failures.
    const logged = jest.spyOn(console, 'error');
    loginAs('gestionnaire');
    mockApi({ ...LOOKUPS, 'GET /api/trainings/:id': () => json({ message: 'Formation introuvable.' }, 404) });
    renderWithProviders(<TrainingFormPage />, { path: '/formations/editer-une-formation/:idTraining', entry: '/formations/editer-une-formation/999' });
    expect(await screen.findByText('Formation introuvable')).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalledWith(expect.stringContaining('999'), expect.anything());
    logged.mockRestore();
  });
});
