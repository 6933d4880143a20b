import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { aLeaveCheck, aProfile, aReferenceItem, aRole, aTrainingDetail, aUnionLeaveCheck, aUser } from '@irt/test-support/factories';
import { json, lookupRoutes, mockApi, pendingAnswer, requests, type MockRoutes } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { ProfileDetail, ProfileMandate, RegistrationOptions, TrainingClash, TrainingDetail } from '@irt/api/contract';
import RegistrationPage from './RegistrationPage';

const PROFILE_ID = 70;
const AT = '2024-01-10T09:00:00.000Z';

function aMandate(overrides: Partial<ProfileMandate> = {}): ProfileMandate {
  return {
    id: 501,
    mandate_id: 1,
    name: 'Conseiller Prud’hommes',
    is_cph: true,
    is_valid: true,
    council: { id: 1, name: 'CPH de Strasbourg' },
    council_section: { id: 2, name: 'Industrie' },
    end_date: null,
    deleted: false,
    active: true,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

/** GET /api/profiles/{id} of the logged-in trainee. */
function aProfileDetail(overrides: Partial<ProfileDetail> = {}): ProfileDetail {
  return {
    id: PROFILE_ID,
    profile_number: '2026-00070',
    user: { id: 1, name: 'Léa Fischer', email: 'lea.fischer@example.fr', created_at: AT },
    name: 'Léa Fischer',
    username: 'Léa Fischer',
    role: aRole('stagiaire'),
    is_active: true,
    accepted_terms: 1,
    genre_id: 1,
    genre: { id: 1, name: 'Femme' },
    phone: '0601020304',
    birth_year: 1980,
    emails: [],
    street_number: '3',
    street_name: 'rue des Tanneurs',
    profile_zip_code: '67000',
    city_id: 1,
    city: { id: 1, name: 'Strasbourg', zip_code: '67000' },
    full_address: '3 rue des Tanneurs, 67000 Strasbourg',
    professional_situation_id: 1,
    professional_category_id: 1,
    degree_id: 1,
    activity_sector_id: 1,
    company_name: 'Alsace Métal',
    company_size_id: 1,
    company_zip_code: '67000',
    is_union_member: true,
    has_mandate: true,
    has_vehicle: false,
    vehicle_category_id: null,
    vehicle_registration_pdf: false,
    temporary_vehicle_registration_url: null,
    temporary_profile_picture_url: null,
    iban: null,
    bic: null,
    subscribed_to_newsletter: false,
    unions: [],
    current_union: { id: 9, union_id: 1, name: 'CFDT', is_valid: true, start_date: '2020-01-01', end_date: null, in_progress: true },
    mandates: [
      aMandate(),
      aMandate({ id: 502, mandate_id: 3, name: 'Délégué syndical', is_cph: false, council: null, council_section: null }),
      aMandate({ id: 503, mandate_id: 2, name: 'Élu CSE', is_cph: false, council: null, council_section: null, is_valid: false, active: false }),
    ],
    title: null,
    employment_status_id: null,
    url: null,
    profile_completion: 80,
    missing_fields: [{ id: 'iban', message: 'Veuillez renseigner votre IBAN' }],
    created_at: AT,
    ...overrides,
  };
}

function options(overrides: Partial<RegistrationOptions> = {}): RegistrationOptions {
  return {
    distance_km: 120,
    accommodation_allowed: true,
    dinners_allowed: true,
    councillor_block_required: true,
    registration_open: true,
    places_left: 4,
    ...overrides,
  };
}

const lookup = (names: string[]) => names.map((name, index) => ({ id: index + 1, name, created_at: AT, deleted_at: null }));

interface Scene {
  training?: TrainingDetail;
  /** The profile, or what the server holds at each read. */
  profile?: ProfileDetail | (() => ProfileDetail);
  registrationOptions?: RegistrationOptions;
  register?: MockRoutes['POST /api/trainings/:id/register'];
  /** The trainee's validated trainings overlapping this one. */
  clashes?: TrainingClash[];
}

function openWizard({
  training = aTrainingDetail({ id: 42, title: 'Le CSE en pratique', dinners: 2, accommodation: true }),
  profile = aProfileDetail(),
  registrationOptions = options(),
  register,
  clashes = [],
}: Scene = {}) {
  useSession.setState({ user: aUser('stagiaire'), profile: aProfile('stagiaire', { id: PROFILE_ID }) });
  const current = () => (typeof profile === 'function' ? profile() : profile);
  // The lookups of the profile's sections; registered first, so the routes below answer before them.
  mockApi({
    ...lookupRoutes({
      genres: [{ id: 1, name: 'Femme' }],
      degrees: [aReferenceItem(1, 'Autre')],
      'professional-situations': [aReferenceItem(1, 'Autre')],
      'professional-categories': [aReferenceItem(1, 'Autre')],
      'activity-sectors': [aReferenceItem(1, 'Autre')],
      'company-sizes': [aReferenceItem(1, 'Autre')],
      'vehicle-categories': [{ id: 1, category: '5 CV', indemnity_per_km: 0.636 }],
      unions: [aReferenceItem(1, 'Autre')],
      mandates: [aReferenceItem(1, 'Autre')],
      councils: [aReferenceItem(1, 'Autre')],
      'council-sections': [aReferenceItem(1, 'Autre')],
    }),
  });
  mockApi({
    'GET /api/cities': () => json([{ id: 1, name: 'Strasbourg', zip_code: '67000' }]),
    'GET /api/trainings/:id': () => json(training),
    'GET /api/profiles/:id': ({ params }) => (Number(params.id) === PROFILE_ID ? json(current()) : json({ message: 'Accès refusé.' }, 403)),
    'GET /api/trainings/:id/registration-options': () => json(registrationOptions),
    'GET /api/trainee/trainings/:id/clashes': () => json(clashes),
    'GET /api/referral-sources': () => json(lookup(['Mon syndicat', 'Le site internet'])),
    'GET /api/seniorities': () => json(lookup(['Moins d’un an', 'Un à quatre ans'])),
    'GET /api/training-durations': () => json(lookup(['Aucune', 'Une ou deux'])),
    'GET /api/user': () => json(aUser('stagiaire')),
    'GET /api/profile': () => json(aProfile('stagiaire', { id: PROFILE_ID, profile_completion: current().profile_completion })),
    ...(register ? { 'POST /api/trainings/:id/register': register } : {}),
  });
  return renderWithProviders(<RegistrationPage />, { path: '/inscription/:id', entry: `/inscription/${training.id}` });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const registered = {
  message: 'Bravo, vous êtes bien préinscrit·e !',
  registration: { id: 900, registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' }, reimbursed: true, needs_accommodation: true, refusal_reason: null },
};

/** The step shown (the others stay mounted, hidden). */
const shown = () => within(screen.getByRole('tabpanel'));

/** A section of the profile's form, in the step shown. */
const section = (name: string) => shown().getByRole('region', { name });

afterEach(() => useSession.getState().clear());

describe("l'assistant d'inscription", () => {
  it('warns on the first step of the validated trainings the dates overlap, one linked line each, without blocking', async () => {
    const user = userEvent.setup();
    openWizard({
      clashes: [
        { id: 7, title: 'Droit syndical', start_date: '2026-03-02T08:00:00.000Z', end_date: '2026-03-04T16:00:00.000Z' },
        { id: 8, title: 'Prise de parole', start_date: '2026-03-03T08:00:00.000Z', end_date: '2026-03-03T16:00:00.000Z' },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Le CSE en pratique' })).toBeInTheDocument();
    const alert = await shown().findByText('Attention : cette formation chevauche une formation à laquelle vous êtes inscrit(e)');
    const warning = within(alert.closest('[role="alert"]') as HTMLElement);
    const lines = warning.getAllByRole('listitem').map((line) => line.textContent);
    // Non-breaking spaces inside the French quotes.
    expect(lines).toEqual(['«\u00a0Droit syndical\u00a0» du 2 mars 2026 au 4 mars 2026', '«\u00a0Prise de parole\u00a0» le 3 mars 2026']);
    expect(warning.getByRole('link', { name: 'Droit syndical' })).toHaveAttribute('href', '/formations/7');
    // It warns only: the last step still sends the registration.
    await user.click(screen.getByRole('tab', { name: 'Finalisation' }));
    expect(screen.getByRole('button', { name: "Je m'inscris" })).toBeEnabled();
  });

  it('says nothing when no validated training overlaps', async () => {
    openWizard();
    expect(await screen.findByRole('heading', { name: 'Le CSE en pratique' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.key === 'GET /api/trainee/trainings/42/clashes')).toBe(true));
    expect(screen.queryByText(/chevauche/)).not.toBeInTheDocument();
  });

  it('shows the training, then the profile to check, through freely clickable steps', async () => {
    const user = userEvent.setup();
    openWizard();
    expect(await screen.findByRole('heading', { level: 1, name: "M'inscrire à la formation" })).toBeInTheDocument();
    expect(shown().getByRole('heading', { name: 'Le CSE en pratique' })).toBeInTheDocument();
    for (const label of ['Intitulé de la formation', 'Vérifiez votre profil', 'Finalisation']) {
      expect(screen.getByRole('tab', { name: label })).toBeInTheDocument();
    }
    expect(shown().getByText('Gratuit')).toBeInTheDocument();
    expect(shown().getByText('Maison des syndicats')).toBeInTheDocument();
    expect(shown().getByText('67000 Strasbourg')).toBeInTheDocument();
    expect(shown().getByText('CFDT')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Finalisation' }));
    expect(screen.getByRole('button', { name: "Je m'inscris" })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Vérifiez votre profil' }));
    // The account form itself, its sections titled under the step's heading, with what the server holds.
    expect(shown().getByRole('heading', { level: 2, name: 'Votre profil' })).toBeInTheDocument();
    expect(shown().getByText('Votre profil est complété à 80 %')).toBeInTheDocument();
    expect(shown().getAllByText('Veuillez renseigner votre IBAN').length).toBeGreaterThan(0);
    for (const name of ['Profil', 'Adresse personnelle', 'Informations professionnelles', 'Syndicat et mandats', 'Véhicule personnel', 'Coordonnées bancaires', 'Abonnement newsletter']) {
      expect(within(section(name)).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(section('Adresse personnelle')).getByRole('textbox', { name: 'Voie' })).toHaveValue('rue des Tanneurs');
    expect(within(section('Profil')).getByRole('textbox', { name: 'Téléphone' })).toHaveValue('0601020304');
    expect(screen.queryByRole('link', { name: 'Modifier mon profil' })).not.toBeInTheDocument();
  });

  it('saves the profile inside the wizard: the banner and the mandates of the finalisation follow', async () => {
    const user = userEvent.setup();
    let profile = aProfileDetail();
    openWizard({ profile: () => profile });
    mockApi({
      'PUT /api/profiles/:id/mandates/:pivotId': () => {
        profile = aProfileDetail({
          mandates: profile.mandates.map((mandate) => (mandate.id === 502 ? { ...mandate, is_valid: false, active: false } : mandate)),
          profile_completion: 90,
          missing_fields: [{ id: 'iban', message: 'Veuillez renseigner votre IBAN' }],
        });
        return json({ message: 'Bravo, le mandat a bien été modifié', mandate: profile.mandates[1] });
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Finalisation' }));
    expect(shown().getByText('Délégué syndical')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier mes mandats' }));

    await user.click(within(section('Syndicat et mandats')).getByRole('button', { name: 'Supprimer le mandat Délégué syndical' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le mandat' });
    await user.click(within(confirm).getByRole('button', { name: 'supprimer' }));
    expect(await screen.findByText('Votre profil est complété à 90 %')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.key === 'PUT /api/profiles/70/mandates/502')?.body).toEqual({ is_valid: false });
    // Still in the wizard, on its step 2.
    expect(screen.getByTestId('location')).toHaveTextContent('/inscription/42');

    await user.click(screen.getByRole('tab', { name: 'Finalisation' }));
    expect(shown().getByText('Conseiller Prud’hommes — CPH de Strasbourg — Industrie')).toBeInTheDocument();
    expect(shown().queryByText('Délégué syndical')).not.toBeInTheDocument();
  }, 30_000);

  it("does not leave the profile step while a section holds unsaved changes, and names it", async () => {
    const user = userEvent.setup();
    openWizard();
    await user.click(await screen.findByRole('tab', { name: 'Vérifiez votre profil' }));
    const street = within(section('Adresse personnelle')).getByRole('textbox', { name: 'Voie' });
    await user.clear(street);
    await user.type(street, 'rue Kléber');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // Still on the profile: the warning names the section to save.
    expect(screen.getByRole('tab', { name: 'Vérifiez votre profil' })).toHaveAttribute('aria-selected', 'true');
    const warning = await screen.findByText(/des modifications non enregistrées/);
    expect(warning).toHaveTextContent('Cette section de votre profil a des modifications non enregistrées : Adresse personnelle.');
    await user.click(screen.getByRole('tab', { name: 'Finalisation' }));
    expect(screen.getByRole('tab', { name: 'Vérifiez votre profil' })).toHaveAttribute('aria-selected', 'true');

    // Giving them up goes on, the section back to what is saved.
    await user.click(screen.getByRole('button', { name: 'Continuer sans enregistrer' }));
    expect(screen.getByRole('tab', { name: 'Finalisation' })).toHaveAttribute('aria-selected', 'true');
    expect(street).toHaveValue('rue des Tanneurs');
    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.queryByText(/des modifications non enregistrées/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('tab', { name: 'Finalisation' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says Payant for a paid training', async () => {
    openWizard({ training: aTrainingDetail({ id: 43, paid_training: true, amount: 80 }) });
    await screen.findByRole('tab', { name: 'Finalisation' });
    expect(shown().getByText('Payant')).toBeInTheDocument();
    expect(shown().queryByText('Gratuit')).not.toBeInTheDocument();
  });

  it('refuses to send with fields missing, then sends the pre-registration and shows the success dialog', async () => {
    const user = userEvent.setup();
    const focusCalls: { element: HTMLElement; options: FocusOptions | undefined }[] = [];
    const focus = HTMLElement.prototype.focus;
    jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
      focusCalls.push({ element: this, options });
      focus.call(this, options);
    });
    const pending = pendingAnswer();
    openWizard({ register: pending.answer });
    await user.click(await screen.findByRole('tab', { name: 'Finalisation' }));
    await user.click(screen.getByRole('button', { name: "Je m'inscris" }));

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Veuillez remplir tous les champs')).toBeInTheDocument();
    expect(within(banner).getByText('Pour valider la préinscription, veuillez saisir tous les champs')).toBeInTheDocument();
    expect(within(banner).getByText('Vous devez notamment confirmer vos mandats en cours.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Comment avez-vous connu/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /Ancienneté/ })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    // The first field to fix has the focus, given without scrolling the switch's own clipped box.
    const certify = screen.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' });
    expect(certify).toHaveFocus();
    expect(focusCalls.find((call) => call.element === certify)?.options).toEqual({ preventScroll: true });

    // The mandates of the profile, then the councillor block of a CPH mandate holder.
    expect(shown().getByText('Délégué syndical')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }));
    await choose(user, /Ancienneté/, 'Un à quatre ans');
    await choose(user, /Nombre de formations suivies/, 'Une ou deux');
    await user.click(screen.getByRole('switch', { name: /remboursement de mes frais/ }));
    await user.click(screen.getByRole('switch', { name: 'Je souhaite être hébergé·e' }));
    expect(screen.getByText('Les repas du soir sont pris en charge (2).')).toBeInTheDocument();
    await choose(user, /Comment avez-vous connu/, 'Le site internet');
    await user.click(screen.getByRole('button', { name: "Je m'inscris" }));

    expect(await screen.findByText('Inscription en cours')).toBeInTheDocument();
    expect(screen.getByText('Préparation de votre inscription')).toBeInTheDocument();
    const sent = requests.find((request) => request.key === 'POST /api/trainings/42/register');
    await waitFor(() => expect(sent?.body).toBeDefined());
    expect(sent?.body).toEqual({
      profile_id: PROFILE_ID,
      referral_source_id: 2,
      mandates_certified: true,
      mandate_profile_ids: [501, 502],
      reimbursed: true,
      needs_accommodation: true,
      seniority_id: 2,
      training_duration_id: 2,
    });
    pending.release(json(registered, 201));

    const dialog = await screen.findByRole('dialog', { name: 'Bravo, vous êtes bien préinscrit·e !' });
    expect(within(dialog).getByText('Vous recevrez prochainement un email vous précisant si votre inscription est confirmée.')).toBeInTheDocument();
    // The session's user is loaded again (its current training, its counters).
    expect(requests.some((request) => request.key === 'GET /api/user')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    // Three MUI selects and four switches in jsdom on a shared machine.
  }, 60_000);

  it('offers no accommodation nor councillor block when the options say so, and shows a refusal of the server', async () => {
    const user = userEvent.setup();
    openWizard({
      profile: aProfileDetail({ mandates: [] }),
      registrationOptions: options({ distance_km: 12, accommodation_allowed: false, dinners_allowed: false, councillor_block_required: false }),
      register: () => json({ message: 'Cette formation est complète, l’inscription est impossible.' }, 422),
    });
    await user.click(await screen.findByRole('tab', { name: 'Finalisation' }));
    expect(shown().getByText("Je n'ai pas de mandat en cours")).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Ancienneté/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Je souhaite être hébergé·e' })).not.toBeInTheDocument();
    expect(screen.getByText('L’hébergement n’est proposé qu’au-delà de 50 km du lieu de la formation.')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }));
    await choose(user, /Comment avez-vous connu/, 'Mon syndicat');
    await user.click(screen.getByRole('button', { name: "Je m'inscris" }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText("Erreur lors de l'enregistrement de l'item")).toBeInTheDocument();
    expect(within(banner).getByText('Cette formation est complète, l’inscription est impossible.')).toBeInTheDocument();
    const sent = requests.find((request) => request.key === 'POST /api/trainings/42/register');
    expect(sent?.body).toEqual({ profile_id: PROFILE_ID, referral_source_id: 1, mandates_certified: true, mandate_profile_ids: [], reimbursed: false, needs_accommodation: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it("goes back to the profile with 'Modifier mes mandats'", async () => {
    const user = userEvent.setup();
    openWizard();
    await user.click(await screen.findByRole('tab', { name: 'Finalisation' }));
    await user.click(screen.getByRole('button', { name: 'Modifier mes mandats' }));
    expect(screen.getByRole('heading', { name: 'Votre profil' })).toBeVisible();
    expect(screen.queryByRole('button', { name: "Je m'inscris" })).not.toBeInTheDocument();
  });

  it('tells a registered trainee, or a closed training, and sends nothing', async () => {
    const user = userEvent.setup();
    const { unmount } = openWizard({
      training: aTrainingDetail({
        id: 44,
        own_registration: { id: 9, registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' }, reimbursed: false, needs_accommodation: false, refusal_reason: null },
      }),
    });
    expect(await screen.findByText('Vous êtes déjà inscrit·e à cette formation.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Finalisation' }));
    expect(screen.getByRole('button', { name: "Je m'inscris" })).toBeDisabled();
    unmount();

    const closed = openWizard({ training: aTrainingDetail({ id: 45 }), registrationOptions: options({ registration_open: false }) });
    expect(await screen.findByText('Les inscriptions à cette formation sont closes.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "M'inscrire à la formation" })).toBeInTheDocument();
    closed.unmount();
  });

  it('puts the trainee on the waiting list of a full training through the same steps, and says the place taken', async () => {
    const user = userEvent.setup();
    openWizard({
      training: aTrainingDetail({ id: 46 }),
      profile: aProfileDetail({ mandates: [] }),
      registrationOptions: options({ places_left: 0, accommodation_allowed: false, councillor_block_required: false }),
      register: () =>
        json(
          {
            message: 'Vous êtes inscrit·e sur la liste d’attente.',
            registration: { ...registered.registration, registration_status: { id: 4, name: 'En attente', slug: 'en_attente' }, waiting_list: { position: 3, offer_expires_at: null } },
          },
          201,
        ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: "M'inscrire sur la liste d'attente" })).toBeInTheDocument();
    expect(screen.queryByText("La formation est complète, l'inscription est impossible.")).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Finalisation' }));
    expect(shown().getByText(/votre demande sera placée sur sa liste d'attente/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Je m'inscris" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }));
    await choose(user, /Comment avez-vous connu/, 'Mon syndicat');
    await user.click(screen.getByRole('button', { name: "M'inscrire sur la liste d'attente" }));
    const dialog = await screen.findByRole('dialog', { name: "Vous êtes inscrit·e sur la liste d'attente" });
    expect(within(dialog).getByText("Vous êtes à la 3e place de la liste d'attente. Si une place se libère, vous serez prévenu·e par email.")).toBeInTheDocument();
    const sent = requests.find((request) => request.key === 'POST /api/trainings/46/register');
    expect(sent?.body).toEqual({
      profile_id: PROFILE_ID,
      referral_source_id: 1,
      mandates_certified: true,
      mandate_profile_ids: [],
      reimbursed: false,
      needs_accommodation: false,
      waiting_list: true,
    });
  }, 30_000);

  it('offers the leaves of the mandates held, shows the chosen one’s balance and warnings, and sends it', async () => {
    const user = userEvent.setup();
    openWizard({
      profile: aProfileDetail(),
      registrationOptions: options({
        accommodation_allowed: false,
        councillor_block_required: false,
        leaves: [aUnionLeaveCheck(), aLeaveCheck({ notice_passed: true, notice_deadline: '2026-11-20' })],
      }),
      register: () => json(registered, 201),
    });
    await user.click(await screen.findByRole('tab', { name: 'Finalisation' }));
    const field = screen.getByRole('combobox', { name: /Le congé de formation que j’utilise/ });
    expect(field).toHaveTextContent('Aucun congé de formation');
    await user.click(field);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Aucun congé de formation',
      'Congé de formation économique, sociale, environnementale et syndicale',
      'Formation continue des conseillers prud’hommes',
    ]);
    await user.click(screen.getByRole('option', { name: 'Formation continue des conseillers prud’hommes' }));
    const balance = screen.getByRole('group', { name: 'Solde : Formation continue des conseillers prud’hommes' });
    expect(within(balance).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '30 jours par mandat (L. 1442-2) : 12 jours déjà pris, 3 jours pour cette formation, 18 jours restants avant elle.',
      '10 jours par année civile (D. 1442-7) : 8 jours déjà pris, 3 jours pour cette formation, 2 jours restants avant elle.',
    ]);
    expect(within(balance).getByText(/Délai de prévenance : 30 jours/)).toHaveTextContent('au plus tard le 20/11/2026');
    // Warnings, not a block: the yearly cap exceeded, the deadline passed.
    expect(within(balance).getByText(/^Plafond dépassé/)).toHaveTextContent(
      'Plafond dépassé : avec cette formation, 11 jours sur 10 jours par année civile (D. 1442-7). Vous pouvez vous inscrire',
    );
    expect(within(balance).getByText(/^Délai de prévenance dépassé/)).toHaveTextContent('au plus tard le 20/11/2026 (30 jours avant le premier jour)');
    // The union leave: in time, under its cap, no warning.
    await choose(user, /Le congé de formation que j’utilise/, 'Congé de formation économique, sociale, environnementale et syndicale');
    expect(screen.queryByText(/^Plafond dépassé/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Délai de prévenance dépassé/)).not.toBeInTheDocument();
    await choose(user, /Le congé de formation que j’utilise/, 'Formation continue des conseillers prud’hommes');

    await user.click(screen.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }));
    await choose(user, /Comment avez-vous connu/, 'Mon syndicat');
    await user.click(screen.getByRole('button', { name: "Je m'inscris" }));
    await screen.findByRole('dialog', { name: 'Bravo, vous êtes bien préinscrit·e !' });
    const sent = requests.find((request) => request.key === 'POST /api/trainings/42/register');
    expect(sent?.body).toMatchObject({ leave_kind: 'cph_continue' });
  }, 60_000);

  it('offers no leave choice when the options list none', async () => {
    openWizard({ registrationOptions: options({ councillor_block_required: false }) });
    await screen.findByRole('tab', { name: 'Finalisation' });
    expect(screen.queryByRole('combobox', { name: /congé de formation/ })).not.toBeInTheDocument();
  });

  it('says so when the training cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useSession.setState({ user: aUser('stagiaire'), profile: aProfile('stagiaire', { id: PROFILE_ID }) });
    mockApi({
      'GET /api/trainings/:id': () => json({ message: 'Accès refusé.' }, 403),
      'GET /api/profiles/:id': () => json(aProfileDetail()),
      'GET /api/trainings/:id/registration-options': () => json({ message: 'Accès refusé.' }, 403),
      'GET /api/trainee/trainings/:id/clashes': () => json({ message: 'Ressource introuvable.' }, 404),
    });
    renderWithProviders(<RegistrationPage />, { path: '/inscription/:id', entry: '/inscription/7' });
    expect(await screen.findByText('Formation introuvable')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
