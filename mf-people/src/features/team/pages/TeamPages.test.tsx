import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

jest.setTimeout(60_000);
import userEvent from '@testing-library/user-event';
import type { RoleSlug, TeamMemberItem } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { aProfile, aProfileDetail, aRole, aUser, pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import TeamDirectoryPage from './TeamDirectoryPage';
import TeamMemberCreatePage from './TeamMemberCreatePage';
import TeamMemberEditPage from './TeamMemberEditPage';
import TeamMemberProfilePage from './TeamMemberProfilePage';

function logIn(role: RoleSlug, profileId = 50) {
  act(() => {
    useSession.getState().setUser(aUser(role, { id: 3 }));
    useSession.getState().setProfile(aProfile(role, { id: profileId }));
  });
}

afterEach(() => {
  act(() => useSession.getState().clear());
});

function aMember(overrides: Partial<TeamMemberItem>): TeamMemberItem {
  return {
    id: 1,
    name: 'Claire Muller',
    email: 'claire.muller@exemple.fr',
    phone: '0388000000',
    profile_number: '2026-00001',
    profile_picture: null,
    is_active: true,
    role: aRole('administrateur'),
    title: 'Directrice',
    ...overrides,
  };
}

const LOOKUPS = {
  'GET /api/genres': () => json([{ id: 1, name: 'Femme' }, { id: 2, name: 'Homme' }]),
  'GET /api/vehicle-categories': () => json([{ id: 2, category: '4 CV', indemnity_per_km: 0.6 }]),
  'GET /api/employment-statuses': () => json([{ id: 3, name: 'Vacataire' }]),
  'GET /api/cities': () => json([{ id: 1, name: 'Strasbourg', zip_code: '67000' }]),
} as const;

/** Forms with many fields are slow to type into while the machine is busy: text is pasted. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe("l'annuaire de l'équipe", () => {
  beforeEach(() => {
    mockApi({
      'GET /api/team': () =>
        json(
          pageOf(
            [
              aMember({ id: 1 }),
              aMember({ id: 2, name: 'Julien Schmitt', role: aRole('gestionnaire'), title: null }),
              aMember({ id: 3, name: 'Sophie Weber', role: aRole('responsable-pedagogique'), is_active: false }),
            ],
            { perPage: 12 },
          ),
        ),
    });
  });

  it("shows the cards, and 'Créer un admin' / 'Créer un gestionnaire' to the administrateur", async () => {
    logIn('administrateur');
    renderWithProviders(<TeamDirectoryPage />, { path: '/equipe' });
    const julien = await screen.findByRole('article', { name: 'Julien Schmitt' });
    expect(within(julien).getByText('Gestionnaire')).toBeInTheDocument();
    expect(within(julien).getByRole('link', { name: 'Voir le profil de Julien Schmitt' })).toHaveAttribute('href', '/equipe/2');
    expect(within(julien).getByRole('link', { name: 'Modifier le compte de Julien Schmitt' })).toHaveAttribute('href', '/equipe/modifier-un-compte/2');
    const sophie = screen.getByRole('article', { name: 'Sophie Weber' });
    expect(within(sophie).getByText('Inactif')).toBeInTheDocument();
    // A supervisor's card opens the trainer's page.
    expect(within(sophie).getByRole('link', { name: /Voir le profil/ })).toHaveAttribute('href', '/formateurs/3');
    expect(screen.getByRole('link', { name: 'Créer un admin' })).toHaveAttribute('href', '/equipe/creer-un-compte/1');
    expect(screen.getByRole('link', { name: 'Créer un gestionnaire' })).toHaveAttribute('href', '/equipe/creer-un-compte/2');
    expect(requests.find((request) => request.path === '/api/team')?.url.searchParams.get('per_page')).toBe('12');
  });

  it('offers the gestionnaire neither creation button nor the edit of an administrateur', async () => {
    logIn('gestionnaire');
    renderWithProviders(<TeamDirectoryPage />, { path: '/equipe' });
    const claire = await screen.findByRole('article', { name: 'Claire Muller' });
    expect(within(claire).queryByRole('link', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Sophie Weber' })).getByRole('link', { name: /Modifier/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Créer/ })).not.toBeInTheDocument();
  });
});

describe("la création d'un membre de l'équipe", () => {
  it('creates an intervenant without any password, then goes to its edit screen', async () => {
    const user = userEvent.setup();
    logIn('responsable-pedagogique');
    mockApi({ ...LOOKUPS, 'POST /api/register/teacher': () => json({ message: 'Bravo, le profil a bien été créé', id: 91, profile: { id: 91 } }, 201) });
    renderWithProviders(<TeamMemberCreatePage />, { path: '/equipe/creer-un-compte/:roleId', entry: '/equipe/creer-un-compte/4' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un intervenant' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Identifiants' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coordonnées bancaires' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/mot de passe/i)).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Créer le compte' });
    expect(submit).toBeDisabled();
    await fill(user, screen.getByRole('textbox', { name: 'Adresse email (identifiant)' }), 'marc@exemple.fr');
    await fill(user, screen.getByRole('textbox', { name: 'Prénom et nom' }), 'Marc Klein');
    await user.click(submit);
    await screen.findByText('Autre page');
    expect(screen.getByTestId('location')).toHaveTextContent('/equipe/modifier-un-compte/91');
    const sent = requests.find((request) => request.key === 'POST /api/register/teacher')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Marc Klein', email: 'marc@exemple.fr', role_id: 4 });
    expect(Object.keys(sent)).not.toContain('password');
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    logIn('administrateur');
    mockApi({
      ...LOOKUPS,
      'POST /api/register/manager': () => json({ message: 'Cette adresse email est déjà utilisée.', errors: { email: ['Cette adresse email est déjà utilisée.'] } }, 422),
    });
    renderWithProviders(<TeamMemberCreatePage />, { path: '/equipe/creer-un-compte/:roleId', entry: '/equipe/creer-un-compte/2' });
    await fill(user, await screen.findByRole('textbox', { name: 'Adresse email (identifiant)' }), 'pris@exemple.fr');
    await fill(user, screen.getByRole('textbox', { name: 'Prénom et nom' }), 'Anne Keller');
    expect(screen.queryByRole('heading', { name: 'Coordonnées bancaires' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findAllByText('Cette adresse email est déjà utilisée.')).not.toHaveLength(0);
    expect(screen.getByText('Erreur lors de la création du profil')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prénom et nom' })).toHaveValue('Anne Keller');
  });

  it('refuses the gestionnaire the creation of an administrateur', async () => {
    logIn('gestionnaire');
    renderWithProviders(<TeamMemberCreatePage />, { path: '/equipe/creer-un-compte/:roleId', entry: '/equipe/creer-un-compte/1' });
    expect(await screen.findByText('Vous ne pouvez pas créer ce type de compte.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe("le profil d'un membre de l'équipe", () => {
  it("shows an intervenant's sections with the IBAN masked by the server, and 'Modifier' to its manager", async () => {
    logIn('gestionnaire');
    mockApi({
      ...LOOKUPS,
      'GET /api/profiles/:id': () =>
        json(
          aProfileDetail({
            id: 12,
            name: 'Marc Klein',
            role: aRole('intervenant'),
            genre_id: null,
            genre: null,
            iban: null,
            bic: null,
            iban_masked: 'FR76 •••• •••• •••• •••• •••• 189',
            employment_status_id: 3,
            accepted_terms: 0,
          }),
        ),
    });
    renderWithProviders(<TeamMemberProfilePage />, { path: '/equipe/:profileId', entry: '/equipe/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marc Klein' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections du profil' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Informations générales',
      'Adresse personnelle',
      'Véhicule personnel',
      'Coordonnées bancaires',
      "Conditions d'utilisation",
    ]);
    expect(screen.getByText('Non déclaré')).toBeInTheDocument();
    expect(await screen.findByText('Vacataire')).toBeInTheDocument();
    expect(screen.getByText('IBAN masqué, se terminant par 189')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Afficher l'IBAN" })).not.toBeInTheDocument();
    expect(screen.getByText('non')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier le compte de Marc Klein' })).toHaveAttribute('href', '/equipe/modifier-un-compte/12');
  });

  it("shows the staff their own profile on /profil, without bank section for a gestionnaire", async () => {
    logIn('gestionnaire', 7);
    const renewed = jest.fn();
    mockApi({
      'GET /api/profiles/:id': () => json(aProfileDetail({ id: 7, name: 'Julien Schmitt', role: aRole('gestionnaire'), iban: null })),
      'GET /api/calendar-feed': () => json({ created_at: '2026-03-02T09:00:00.000Z' }),
      'POST /api/calendar-feed': () => {
        renewed();
        return json({ message: 'Le lien de votre agenda a été renouvelé : l’ancien lien ne fonctionne plus.', path: '/api/calendar/nouveau-jeton-0123456789abcdef012345678.ics' }, 201);
      },
    });
    renderWithProviders(<TeamMemberProfilePage />, { path: '/profil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    expect(await screen.findByText('Julien Schmitt')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coordonnées bancaires' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier mon profil' })).toHaveAttribute('href', '/equipe/modifier-un-compte/7');
    // 'Mon agenda': since when the private address exists (never the address again), and 'Renouveler le lien' shows the new one once.
    expect(await screen.findByText(/Votre agenda a une adresse privée depuis le 2 mars 2026\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Adresse de mon agenda' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Renouveler le lien' }));
    expect(await screen.findByDisplayValue(/\/api\/calendar\/nouveau-jeton-.*\.ics$/)).toBeInTheDocument();
    expect(screen.getByText(/l’ancien lien ne fonctionne plus/)).toBeInTheDocument();
    expect(renewed).toHaveBeenCalledTimes(1);
    // Found from the section links, copied in one click, opened by the device's calendar.
    expect(within(screen.getByRole('navigation', { name: 'Sections du profil' })).getByRole('link', { name: 'Mon agenda' })).toHaveAttribute('href', '#mon-agenda');
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copier l’adresse' }));
    expect(await screen.findByText('L’adresse de votre agenda a été copiée.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/api\/calendar\/nouveau-jeton-.*\.ics$/));
    expect(screen.getByRole('link', { name: 'Ouvrir dans mon agenda' })).toHaveAttribute('href', expect.stringMatching(/^webcal:\/\/.*\/api\/calendar\/nouveau-jeton-/));
  });

  it("lets a staff member change their own password from 'Mon profil', the server's refusal under its field; not on another's profile", async () => {
    logIn('responsable-pedagogique', 7);
    const done = 'Votre mot de passe a été changé avec succès. Les autres sessions ouvertes sur votre compte ont été fermées.';
    let attempts = 0;
    mockApi({
      'GET /api/profiles/:id': (req) =>
        json(aProfileDetail({ id: Number(req.params.id), name: req.params.id === '7' ? 'Julien Schmitt' : 'Marc Klein', role: aRole('responsable-pedagogique'), iban: null })),
      // One's own profile also shows one's calendar address.
      'GET /api/calendar-feed': () => json({ created_at: '2026-03-02T09:00:00.000Z' }),
      'PUT /api/user/password': () => {
        attempts += 1;
        return attempts === 1
          ? json({ message: 'Le mot de passe n’a pas été changé.', errors: { current_password: ['Le mot de passe actuel est incorrect.'] } }, 422)
          : json({ message: done });
      },
    });
    renderWithProviders(<TeamMemberProfilePage />, { path: '/profil' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Changer mon mot de passe' }));
    const dialog = screen.getByRole('dialog', { name: 'Changer mon mot de passe' });
    await fill(user, within(dialog).getByLabelText(/Mot de passe actuel/), 'Pas-le-bon-2026');
    await fill(user, within(dialog).getByLabelText(/^Mot de passe\W*$/), 'Tiroir-Bleu-Oseille-42');
    await fill(user, within(dialog).getByLabelText(/Confirmation du mot de passe/), 'Tiroir-Bleu-Oseille-42');
    await user.click(within(dialog).getByRole('button', { name: 'Changer' }));
    expect(await within(dialog).findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/Mot de passe actuel/), 'Ancien-Secret-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Changer' }));
    expect(await within(dialog).findByText(done, { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(requests.filter((r) => r.key === 'PUT /api/user/password').map((r) => r.body)).toEqual([
      { current_password: 'Pas-le-bon-2026', password: 'Tiroir-Bleu-Oseille-42', password_confirmation: 'Tiroir-Bleu-Oseille-42' },
      { current_password: 'Ancien-Secret-2026', password: 'Tiroir-Bleu-Oseille-42', password_confirmation: 'Tiroir-Bleu-Oseille-42' },
    ]);
  });

  it("offers no password change on another member's profile", async () => {
    logIn('administrateur', 7);
    mockApi({ ...LOOKUPS, 'GET /api/profiles/:id': () => json(aProfileDetail({ id: 12, name: 'Marc Klein', role: aRole('intervenant'), iban: null })) });
    renderWithProviders(<TeamMemberProfilePage />, { path: '/equipe/:profileId', entry: '/equipe/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marc Klein' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Changer mon mot de passe' })).not.toBeInTheDocument();
  });
});

describe("la modification d'un membre de l'équipe", () => {
  it('lets an intervenant edit their own profile, function and remuneration status read-only', async () => {
    const user = userEvent.setup();
    logIn('intervenant', 12);
    mockApi({
      ...LOOKUPS,
      'GET /api/profiles/:id': () => json(aProfileDetail({ id: 12, name: 'Marc Klein', role: aRole('intervenant'), title: 'Avocat', employment_status_id: 3 })),
      'PUT /api/profiles/:id': () => json({ message: 'Bravo, le profil a bien été modifié', id: 12, profile: aProfileDetail({ id: 12 }) }),
      'GET /api/user': () => json(aUser('intervenant', { id: 3 })),
      'GET /api/profile': () => json(aProfile('intervenant', { id: 12 })),
    });
    renderWithProviders(
      <>
        <TeamMemberEditPage />
        <NotificationsHost />
      </>,
      { path: '/modifier-un-compte' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier mon profil' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Fonction' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email principal' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Statut de rémunération' })).toHaveValue('Vacataire');
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    await fill(user, phone, '0388112233');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Bravo, le profil a bien été modifié')).toBeInTheDocument();
    const sent = requests.find((request) => request.key === 'PUT /api/profiles/12')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ phone: '0388112233', name: 'Marc Klein' });
    expect(sent).not.toHaveProperty('title');
    expect(sent).not.toHaveProperty('employment_status_id');
  });

  it("lets the holder ask for a change of their main email, with their current password; a manager cannot", async () => {
    const user = userEvent.setup();
    logIn('gestionnaire', 7);
    mockApi({
      ...LOOKUPS,
      'GET /api/profiles/:id': ({ params }) => json(aProfileDetail({ id: Number(params.id), name: 'Julien Schmitt', role: aRole('gestionnaire') })),
      'POST /api/update-email': () => json({ message: 'Un lien de confirmation a été envoyé à julien@exemple.fr.' }),
    });
    renderWithProviders(<TeamMemberEditPage />, { path: '/modifier-un-compte' });
    await user.click(await screen.findByRole('button', { name: "Modifier l'email" }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier mon email principal' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Nouvel email' }), 'julien@exemple.fr');
    await fill(user, within(dialog).getByLabelText(/Mot de passe actuel/), 'Secret-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien de confirmation' }));
    expect(await within(dialog).findByText('Un lien de confirmation a été envoyé à julien@exemple.fr.')).toBeInTheDocument();
    expect(requests.find((request) => request.key === 'POST /api/update-email')?.body).toEqual({ email: 'julien@exemple.fr', current_password: 'Secret-2026!' });
  });

  it("shows a manager the bank details of a member masked and read-only, and sends none of them", async () => {
    const user = userEvent.setup();
    logIn('gestionnaire', 7);
    mockApi({
      ...LOOKUPS,
      'GET /api/profiles/:id': () =>
        json(aProfileDetail({ id: 12, name: 'Marc Klein', role: aRole('intervenant'), iban: null, bic: null, iban_masked: 'FR76 •••• •••• •••• •••• •••• 189' })),
      'PUT /api/profiles/:id': () => json({ message: 'Bravo, le profil a bien été modifié', id: 12, profile: aProfileDetail({ id: 12 }) }),
    });
    renderWithProviders(<TeamMemberEditPage />, { path: '/equipe/modifier-un-compte/:profileId', entry: '/equipe/modifier-un-compte/12' });
    const bank = await screen.findByRole('region', { name: 'Coordonnées bancaires' });
    expect(within(bank).getByRole('textbox', { name: 'IBAN' })).toHaveValue('FR76 •••• •••• •••• •••• •••• 189');
    expect(within(bank).getByRole('textbox', { name: 'IBAN' })).toHaveAttribute('readonly');
    expect(within(bank).queryByRole('textbox', { name: 'BIC' })).not.toBeInTheDocument();
    expect(within(bank).getByText(/Seuls le titulaire du compte et l'administrateur peuvent modifier les coordonnées bancaires/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(requests.some((request) => request.key === 'PUT /api/profiles/12')).toBe(true));
    const sent = requests.find((request) => request.key === 'PUT /api/profiles/12')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Marc Klein' });
    expect(sent).not.toHaveProperty('iban');
    expect(sent).not.toHaveProperty('bic');
  });

  it('refuses the edit of an account one does not manage', async () => {
    logIn('responsable-pedagogique', 5);
    mockApi({ 'GET /api/profiles/:id': () => json(aProfileDetail({ id: 20, name: 'Claire Muller', role: aRole('administrateur') })) });
    renderWithProviders(<TeamMemberEditPage />, { path: '/equipe/modifier-un-compte/:profileId', entry: '/equipe/modifier-un-compte/20' });
    expect(await screen.findByText('Vous ne pouvez pas modifier ce compte.')).toBeInTheDocument();
  });
});
