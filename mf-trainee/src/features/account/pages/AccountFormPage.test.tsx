import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { aProfile, aProfileDetail, aReferenceItem, aUser } from '@irt/test-support/factories';
import { json, lookupRoutes, mockApi, requests, type LookupAnswers } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { ProfileDetail, ProfileMandate } from '@irt/api/contract';
import AccountFormPage from './AccountFormPage';

// A whole form typed key by key: slow on a loaded machine.
jest.setTimeout(45_000);

const LISTS: LookupAnswers = {
  genres: [
    { id: 1, name: 'Femme' },
    { id: 2, name: 'Homme' },
  ],
  degrees: [aReferenceItem(1, 'Baccalauréat')],
  'professional-situations': [aReferenceItem(1, 'Salarié')],
  'professional-categories': [aReferenceItem(1, 'Ouvrier')],
  'activity-sectors': [aReferenceItem(1, 'Métallurgie')],
  'company-sizes': [aReferenceItem(1, 'Moins de 50 salariés')],
  'vehicle-categories': [{ id: 3, category: '5 CV', indemnity_per_km: 0.636 }],
  unions: [aReferenceItem(4, 'CFDT')],
  mandates: [
    aReferenceItem(1, 'Délégué syndical'),
    aReferenceItem(2, 'Conseiller Prud’hommes'),
  ],
  councils: [aReferenceItem(6, 'CPH de Strasbourg')],
  'council-sections': [aReferenceItem(8, 'Industrie')],
};

/** The lookups of the form, then the profile as the server currently holds it. */
function serve(profile: () => ProfileDetail | null) {
  mockApi({
    ...lookupRoutes(LISTS),
  });
  // Registered after the lists, so these answer first.
  mockApi({
    'GET /api/cities': ({ url }) => json(url.searchParams.get('zip_code') === '67000' ? [{ id: 1, name: 'Strasbourg', zip_code: '67000' }] : []),
    'GET /api/user': () => json(aUser('stagiaire', { profile_completion: profile()?.profile_completion ?? 0 })),
    'GET /api/profile': () => {
      const current = profile();
      return current ? json(aProfile('stagiaire', { id: current.id, profile_completion: current.profile_completion })) : json({ message: 'Profile not found' }, 404);
    },
    'GET /api/profiles/:id': () => {
      const current = profile();
      return current ? json(current) : json({ message: 'Ressource introuvable.' }, 404);
    },
  });
}

function signedIn(profileId: number | null) {
  useSession.setState({
    user: aUser('stagiaire', { name: 'Camille Martin' }),
    profile: profileId === null ? null : aProfile('stagiaire', { id: profileId }),
    profileMissing: profileId === null,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const aMandate = (overrides: Partial<ProfileMandate> = {}): ProfileMandate => ({
  id: 31,
  mandate_id: 2,
  name: 'Conseiller Prud’hommes',
  is_cph: true,
  is_valid: true,
  council: { id: 6, name: 'CPH de Strasbourg' },
  council_section: { id: 8, name: 'Industrie' },
  end_date: null,
  deleted: false,
  active: true,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

afterEach(() => useSession.getState().clear());

describe('formulaire du compte stagiaire', () => {
  it('keeps every section after Profil disabled until the profile is created, then opens them', async () => {
    let profile: ProfileDetail | null = null;
    serve(() => profile);
    mockApi({
      'POST /api/profiles': () => {
        profile = aProfileDetail({ id: 88, profile_completion: 20, missing_fields: [{ id: 'street_name', message: 'Veuillez renseigner votre adresse.' }] });
        return json({ message: 'Bravo, le profil a bien été créé', id: 88, profile }, 201);
      },
    });
    signedIn(null);
    renderWithProviders(<AccountFormPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Créer mon profil' })).toBeInTheDocument();
    expect(within(section('Adresse personnelle')).getByRole('textbox', { name: 'Voie' })).toBeDisabled();
    expect(within(section('Coordonnées bancaires')).getByRole('textbox', { name: 'IBAN' })).toBeDisabled();
    expect(within(section('Syndicat et mandats')).getByRole('button', { name: 'Ajouter un syndicat' })).toBeDisabled();
    expect(within(section('Abonnement newsletter')).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

    const profil = section('Profil');
    const create = within(profil).getByRole('button', { name: 'Créer mon profil' });
    expect(create).toBeDisabled();
    await userEvent.click(await within(profil).findByRole('radio', { name: 'Femme' }));
    expect(create).toBeDisabled();
    await userEvent.type(within(profil).getByRole('textbox', { name: 'Téléphone' }), '0612345678');
    expect(create).toBeEnabled();
    await userEvent.click(create);

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Modifier mon profil' })).toBeInTheDocument());
    expect(requests.find((request) => request.key === 'POST /api/profiles')?.body).toMatchObject({ name: 'Camille Martin', genre_id: 1, phone: '0612345678' });
    expect(within(section('Adresse personnelle')).getByRole('textbox', { name: 'Voie' })).toBeEnabled();
    // The completion of the dashboard follows: the session was read again.
    expect(useSession.getState().profile?.id).toBe(88);
  });

  it('lists the missing fields of the server in a banner and under their fields, and the success banner at 100 %', async () => {
    let profile = aProfileDetail({
      street_name: null,
      iban: null,
      profile_completion: 83,
      missing_fields: [
        { id: 'street_name', message: 'Veuillez renseigner votre adresse.' },
        { id: 'iban', message: 'Veuillez renseigner votre IBAN.' },
      ],
    });
    serve(() => profile);
    signedIn(70);
    const { unmount } = renderWithProviders(<AccountFormPage />);
    const banner = await screen.findByText('Votre profil est complété à 83 %');
    const alert = banner.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Veuillez renseigner votre adresse.')).toBeInTheDocument();
    expect(within(alert).getByText('Veuillez renseigner votre IBAN.')).toBeInTheDocument();
    expect(within(section('Coordonnées bancaires')).getByText('Veuillez renseigner votre IBAN.')).toBeInTheDocument();
    unmount();

    profile = aProfileDetail();
    renderWithProviders(<AccountFormPage />);
    expect(await screen.findByText('Votre profil est complet')).toBeInTheDocument();
  });

  it("shows the server's refusal under its field, keeps what was typed, then shows what the server saved", async () => {
    let profile = aProfileDetail({ iban: null });
    let refuse = true;
    serve(() => profile);
    mockApi({
      'PUT /api/profiles/:id': () => {
        if (refuse) return json({ message: 'L’IBAN saisi n’est pas valide.', errors: { iban: ['L’IBAN saisi n’est pas valide.'] } }, 422);
        profile = aProfileDetail({ iban: 'FR7630006000011234567890189' });
        return json({ message: 'Bravo, le profil a bien été modifié', id: 70, profile });
      },
    });
    signedIn(70);
    renderWithProviders(<AccountFormPage />);
    const bank = await screen.findByRole('region', { name: 'Coordonnées bancaires' });
    const iban = within(bank).getByRole('textbox', { name: 'IBAN' });
    await waitFor(() => expect(iban).toBeEnabled());
    await userEvent.type(iban, 'FR76 1234');
    await userEvent.click(within(bank).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(bank).findByText("Erreur lors de l'enregistrement de l'item")).toBeInTheDocument();
    expect(within(bank).getAllByText('L’IBAN saisi n’est pas valide.')).toHaveLength(2);
    expect(iban).toHaveValue('FR76 1234');
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(requests.find((request) => request.key === 'PUT /api/profiles/70')?.body).toEqual({ iban: 'FR76 1234', bic: 'AGRIFRPP' });

    refuse = false;
    await userEvent.clear(iban);
    await userEvent.type(iban, 'fr76 3000 6000 0112 3456 7890 189');
    await userEvent.click(within(bank).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(iban).toHaveValue('FR7630006000011234567890189'));
    expect(within(bank).queryByText("Erreur lors de l'enregistrement de l'item")).not.toBeInTheDocument();
  });

  it('refuses a phone number that is not one before sending, under the field', async () => {
    const profile = aProfileDetail({ phone: '0601020304' });
    serve(() => profile);
    mockApi({ 'PUT /api/profiles/:id': () => json({ message: 'Bravo, le profil a bien été modifié', id: 70, profile }) });
    signedIn(70);
    renderWithProviders(<AccountFormPage />);
    const profil = await screen.findByRole('region', { name: 'Profil' });
    const phone = within(profil).getByRole('textbox', { name: 'Téléphone' });
    await waitFor(() => expect(phone).toHaveValue('0601020304'));
    await userEvent.clear(phone);
    await userEvent.type(phone, 'abc');
    await userEvent.click(within(profil).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(profil).findByText('Le numéro de téléphone saisi n’est pas valide.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.key === 'PUT /api/profiles/70')).toBe(false);

    await userEvent.clear(phone);
    await userEvent.type(phone, '+33 6 12 34 56 78');
    await userEvent.click(within(profil).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requests.find((request) => request.key === 'PUT /api/profiles/70')?.body).toMatchObject({ phone: '+33 6 12 34 56 78' }));
  });

  it('adds a union only with its start date', async () => {
    serve(() => aProfileDetail());
    mockApi({
      'POST /api/profiles/:id/unions': () =>
        json({ message: 'Bravo, le syndicat a bien été modifié', union: { id: 5, union_id: 4, name: 'CFDT', is_valid: true, start_date: '2024-03-01', end_date: null, in_progress: true } }, 201),
    });
    signedIn(70);
    renderWithProviders(<AccountFormPage />);
    const unions = await screen.findByRole('region', { name: 'Syndicat et mandats' });
    expect(within(unions).getByText("Aucun syndicat n'est actuellement renseigné pour ce profil.")).toBeInTheDocument();
    await userEvent.click(within(unions).getByRole('button', { name: 'Ajouter un syndicat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un syndicat' });
    // Nothing to reproach before the date was even reached.
    expect(within(dialog).queryByText('Vous devez renseigner une date de début')).not.toBeInTheDocument();
    await choose(within(dialog).getByRole('combobox', { name: 'Syndicat' }), 'CFDT');
    expect(within(dialog).queryByText('Vous devez renseigner une date de début')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Créer' })).toBeDisabled();
    // Left empty: now it is said.
    await userEvent.click(within(dialog).getByLabelText('Date de début'));
    await userEvent.tab();
    expect(await within(dialog).findByText('Vous devez renseigner une date de début')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Date de début'), '2024-03-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.find((request) => request.key === 'POST /api/profiles/70/unions')?.body).toEqual({ union_id: 4, is_valid: true, start_date: '2024-03-01' });
  });

  it('ends a union membership only with an end date', async () => {
    const union = { id: 5, union_id: 4, name: 'CFDT', is_valid: true, start_date: '2024-03-01', end_date: null, in_progress: true };
    serve(() => aProfileDetail({ unions: [union], current_union: union }));
    mockApi({
      'PUT /api/profiles/:id/unions/pivot/:pivotId': () =>
        json({ message: 'Bravo, le syndicat a bien été modifié', union: { ...union, is_valid: false, end_date: '2025-06-30', in_progress: false } }),
    });
    signedIn(70);
    renderWithProviders(<AccountFormPage />);
    const unions = await screen.findByRole('region', { name: 'Syndicat et mandats' });
    const row = within(unions).getByRole('list', { name: 'Mes syndicats' });
    expect(within(row).getByText('En cours')).toBeInTheDocument();
    expect(within(row).getByText('Depuis le 1er mars 2024')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Modifier le syndicat CFDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le syndicat CFDT' });
    const modify = within(dialog).getByRole('button', { name: 'Modifier' });
    expect(modify).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Toujours adhérent' }));
    expect(modify).toBeDisabled();
    expect(within(dialog).getByText('Vous devez inscrire une date de fin')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Date de fin'), '2025-06-30');
    expect(modify).toBeEnabled();
    await userEvent.click(modify);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.find((request) => request.key === 'PUT /api/profiles/70/unions/pivot/5')?.body).toEqual({ is_valid: false, start_date: '2024-03-01', end_date: '2025-06-30' });
  });

  it('keeps the buttons of a mandate row in the row, after its council and section', async () => {
    serve(() => aProfileDetail({ has_mandate: true, mandates: [aMandate()] }));
    signedIn(70);
    renderWithProviders(<AccountFormPage />);
    const mandates = await screen.findByRole('list', { name: 'Mandats actifs' });
    const row = within(mandates).getByRole('listitem');
    const place = within(row).getByText('CPH de Strasbourg — Industrie');
    const remove = within(row).getByRole('button', { name: 'Supprimer le mandat Conseiller Prud’hommes' });
    within(row).getByRole('button', { name: 'Modifier le mandat Conseiller Prud’hommes' });
    // In the flow of the row, after the text: not MUI's secondary action, which is laid over the
    // row's right edge and covered the council on a phone (checked at 375 px in the e2e journey).
    expect(place.compareDocumentPosition(remove) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(row.querySelector('.MuiListItemSecondaryAction-root')).toBeNull();
  });

  it('asks council and section of a councillor mandate, and withdraws a mandate after confirmation', async () => {
    serve(() => aProfileDetail({ has_mandate: true, mandates: [aMandate({ id: 31, name: 'Délégué syndical', mandate_id: 1, is_cph: false, council: null, council_section: null })] }));
    mockApi({
      'POST /api/profiles/:id/mandates': () => json({ message: 'Bravo, le mandat a bien été ajouté', mandate: aMandate({ id: 32 }) }, 201),
      'PUT /api/profiles/:id/mandates/:pivotId': () => json({ message: 'Bravo, le mandat a bien été modifié', mandate: aMandate({ is_valid: false, active: false }) }),
    });
    signedIn(70);
    renderWithProviders(<AccountFormPage />);
    const mandates = await screen.findByRole('region', { name: 'Syndicat et mandats' });
    await userEvent.click(within(mandates).getByRole('button', { name: 'Ajouter un mandat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un mandat' });
    await choose(within(dialog).getByRole('combobox', { name: 'Mandat' }), 'Conseiller Prud’hommes');
    const create = within(dialog).getByRole('button', { name: 'Créer' });
    expect(create).toBeDisabled();
    await choose(within(dialog).getByRole('combobox', { name: "Conseil de prud'hommes" }), 'CPH de Strasbourg');
    expect(create).toBeDisabled();
    await choose(within(dialog).getByRole('combobox', { name: 'Section' }), 'Industrie');
    expect(create).toBeEnabled();
    await userEvent.click(create);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.find((request) => request.key === 'POST /api/profiles/70/mandates')?.body).toEqual({ mandate_id: 2, is_valid: true, council_id: 6, council_section_id: 8 });

    await userEvent.click(await within(mandates).findByRole('button', { name: 'Supprimer le mandat Délégué syndical' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le mandat' });
    expect(within(confirm).getByText('Voulez-vous supprimer le mandat Délégué syndical ?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'supprimer' }));
    await waitFor(() => expect(requests.some((request) => request.key === 'PUT /api/profiles/70/mandates/31')).toBe(true));
    expect(requests.find((request) => request.key === 'PUT /api/profiles/70/mandates/31')?.body).toEqual({ is_valid: false });
  });

  it('refuses to switch mandates off while active ones remain', async () => {
    serve(() => aProfileDetail({ has_mandate: true, mandates: [aMandate()] }));
    signedIn(70);
    renderWithProviders(<AccountFormPage />);
    const mandates = await screen.findByRole('region', { name: 'Syndicat et mandats' });
    await userEvent.click(within(mandates).getByRole('switch', { name: "J'exerce un mandat" }));
    const dialog = await screen.findByRole('dialog', { name: 'Impossible de désactiver le mandat' });
    expect(within(dialog).getByText('Vous avez encore des mandats actifs. Supprimez-les avant de désactiver cette option.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe("formulaire du compte d'un autre utilisateur (administrateur, /modifier-un-compte/{id})", () => {
  function signedInAsAdmin() {
    useSession.setState({ user: aUser('administrateur', { name: 'Alice Admin', email: 'admin@irt-demo.fr' }), profile: aProfile('administrateur', { id: 1 }), profileMissing: false });
  }

  it("shows that profile's sections, its missing fields, and no main email change", async () => {
    serve(() =>
      aProfileDetail({
        id: 120,
        name: 'Jeanne Durand',
        user: { id: 40, name: 'Jeanne Durand', email: 'jeanne.durand@example.fr', created_at: '2026-01-05T10:00:00.000Z' },
        iban: null,
        profile_completion: 90,
        missing_fields: [{ id: 'iban', message: 'Veuillez renseigner votre IBAN.' }],
      }),
    );
    signedInAsAdmin();
    renderWithProviders(<AccountFormPage />, { path: '/modifier-un-compte/:id', entry: '/modifier-un-compte/120' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier le compte de Jeanne Durand' })).toBeInTheDocument();
    const banner = screen.getByText('Ce profil est complété à 90 %').closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText('Veuillez renseigner votre IBAN.')).toBeInTheDocument();
    const profil = section('Profil');
    expect(within(profil).getByRole('textbox', { name: 'Email principal' })).toHaveValue('jeanne.durand@example.fr');
    expect(within(profil).queryByRole('button', { name: "Modifier l'email" })).not.toBeInTheDocument();
    expect(within(profil).getByText('Seul le titulaire du compte peut modifier son email principal.')).toBeInTheDocument();
    expect(requests.some((request) => request.key === 'GET /api/profiles/120')).toBe(true);
  });

  it("saves with that profile's id and leaves the administrator's session as it is", async () => {
    let profile = aProfileDetail({ id: 120, name: 'Jeanne Durand', company_name: 'Alsace Métal' });
    serve(() => profile);
    mockApi({
      'PUT /api/profiles/:id': () => {
        profile = { ...profile, company_name: 'Rhénane Textile' };
        return json({ message: 'Bravo, le profil a bien été modifié', id: 120, profile });
      },
      'POST /api/profiles/:id/unions': () =>
        json({ message: 'Bravo, le syndicat a bien été modifié', union: { id: 5, union_id: 4, name: 'CFDT', is_valid: true, start_date: '2024-03-01', end_date: null, in_progress: true } }, 201),
    });
    signedInAsAdmin();
    renderWithProviders(<AccountFormPage />, { path: '/modifier-un-compte/:id', entry: '/modifier-un-compte/120' });

    const professional = await screen.findByRole('region', { name: 'Informations professionnelles' });
    const company = within(professional).getByRole('textbox', { name: "Nom de l'entreprise" });
    await userEvent.clear(company);
    await userEvent.type(company, 'Rhénane Textile');
    await userEvent.click(within(professional).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requests.find((request) => request.key === 'PUT /api/profiles/120')?.body).toMatchObject({ company_name: 'Rhénane Textile' }));

    const unions = section('Syndicat et mandats');
    await userEvent.click(within(unions).getByRole('button', { name: 'Ajouter un syndicat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un syndicat' });
    await choose(within(dialog).getByRole('combobox', { name: 'Syndicat' }), 'CFDT');
    await userEvent.type(within(dialog).getByLabelText('Date de début'), '2024-03-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.some((request) => request.key === 'POST /api/profiles/120/unions')).toBe(true);

    // Only that profile is read again: neither the administrator's user nor profile.
    expect(requests.some((request) => request.key === 'GET /api/user' || request.key === 'GET /api/profile')).toBe(false);
    expect(useSession.getState().profile?.id).toBe(1);
  });

  it('says when the profile does not exist', async () => {
    serve(() => null);
    mockApi({ 'GET /api/profiles/:id': () => json({ message: 'Profil introuvable.' }, 404) });
    signedInAsAdmin();
    renderWithProviders(<AccountFormPage />, { path: '/modifier-un-compte/:id', entry: '/modifier-un-compte/999' });
    expect(await screen.findByText('Profil introuvable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier un compte' })).toBeInTheDocument();
  });
});
