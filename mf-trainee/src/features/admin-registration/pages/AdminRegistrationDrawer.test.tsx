import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@irt/shared-auth';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import { aProfile, aProfileDetail, aProfileSearchItem, aReferenceItem, aRegistrationToProcess, aTrainingDetail, aUser, pageOf } from '@irt/test-support/factories';
import { json, lookupRoutes, mockApi, requests, type Answer } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { ProfileMandate, RegistrationListItem, RegistrationOptions } from '@irt/api/contract';
import { AdminRegistrationDrawer } from './AdminRegistrationDrawer';

// A search, then a form: slow on a loaded machine.
jest.setTimeout(45_000);

const AT = '2026-01-05T10:00:00.000Z';
const lookup = (names: string[]) => names.map((name, index) => ({ id: index + 1, name, created_at: AT, deleted_at: null }));

const mandate: ProfileMandate = {
  id: 61,
  mandate_id: 3,
  name: 'Délégué syndical',
  is_cph: false,
  is_valid: true,
  council: null,
  council_section: null,
  end_date: null,
  deleted: false,
  active: true,
  created_at: AT,
  updated_at: AT,
};

const jeanne = aProfileSearchItem({ id: 120, profile_number: '2026-00120', user: { id: 40, name: 'Jeanne Durand', email: 'jeanne.durand@example.fr' } });
const profile = aProfileDetail({
  id: 120,
  name: 'Jeanne Durand',
  user: { id: 40, name: 'Jeanne Durand', email: 'jeanne.durand@example.fr', created_at: AT },
  has_mandate: true,
  mandates: [mandate],
  iban: null,
  profile_completion: 90,
  missing_fields: [{ id: 'iban', message: 'Veuillez renseigner votre IBAN.' }],
});
const options: RegistrationOptions = {
  distance_km: 12,
  accommodation_allowed: false,
  dinners_allowed: false,
  councillor_block_required: false,
  registration_open: true,
  places_left: 3,
};

/** `beside`: what else the page shows, with the answers it needs (`answers`). */
function openDrawer(onClose = jest.fn(), { beside = null, answers = {} }: { beside?: ReactNode; answers?: Record<string, Answer> } = {}) {
  useSession.setState({ user: aUser('administrateur'), profile: aProfile('administrateur', { id: 1 }) });
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
    'GET /api/profiles-search': ({ url }) => json(url.searchParams.get('name') === 'Durand' ? [jeanne] : []),
    'GET /api/cities': () => json([{ id: 1, name: 'Strasbourg', zip_code: '67000' }]),
    'GET /api/trainings/:id': () => json(aTrainingDetail({ id: 42, title: 'Le CSE en pratique' })),
    'GET /api/profiles/:id': () => json(profile),
    'GET /api/trainings/:id/registration-options': () => json(options),
    'GET /api/referral-sources': () => json(lookup(['Mon syndicat', 'Le site internet'])),
    'PUT /api/profiles/:id': () => json({ message: 'Bravo, le profil a bien été modifié', id: 120, profile }),
    'POST /api/trainings/:id/register': () =>
      json(
        {
          message: 'Bravo, le stagiaire est bien préinscrit.',
          registration: { id: 900, registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' }, reimbursed: true, needs_accommodation: false },
        },
        201,
      ),
  });
  mockApi(answers);
  renderWithProviders(
    <>
      <AdminRegistrationDrawer trainingId={42} open onClose={onClose} />
      <NotificationsHost />
      {beside}
    </>,
  );
  return onClose;
}

afterEach(() => useSession.getState().clear());

/**
 * The query of the 'Préinscriptions à traiter' panel, which another remote shows on the dashboard: its key
 * under the registrations root, its first page of pre-registrations. Shows how many are waiting.
 */
function PreRegistrationsPanelQuery() {
  const { data } = useQuery({
    queryKey: [...queryRoots.registrations, 'registrations', { status: 'preinscription' }, 1],
    queryFn: ({ signal }) =>
      getPage('/registrations', { page: 1, perPage: DASHBOARD_PER_PAGE, query: { status: 'preinscription' }, signal }),
  });
  return (
    <output aria-label="Préinscriptions à traiter">
      {data?.total ?? ''}
    </output>
  );
}

describe("l'inscription d'un stagiaire par l'administrateur", () => {
  it("finds the trainee, shows their account form bound to their profile, and registers them with their mandates", async () => {
    const user = userEvent.setup();
    const onClose = openDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Inscrire un stagiaire' });
    await user.type(within(drawer).getByRole('searchbox', { name: 'Rechercher un stagiaire' }), 'Durand');
    const results = await within(drawer).findByRole('list', { name: 'Stagiaires trouvés' });
    const search = requests.find((request) => request.key === 'GET /api/profiles-search');
    expect(search?.url.searchParams.getAll('role_ids[]')).toEqual(['5']);
    await user.click(within(results).getByRole('button', { name: /Jeanne Durand/ }));

    // (b) the account form of that trainee, the main email read-only.
    expect(await within(drawer).findByText('Stagiaire : Jeanne Durand')).toBeInTheDocument();
    expect(await within(drawer).findByText('Ce profil est complété à 90 %')).toBeInTheDocument();
    const profil = within(drawer).getByRole('region', { name: 'Profil' });
    expect(within(profil).getByRole('heading', { level: 3, name: 'Profil' })).toBeInTheDocument();
    expect(within(profil).getByRole('textbox', { name: 'Email principal' })).toHaveValue('jeanne.durand@example.fr');
    expect(within(profil).queryByRole('button', { name: "Modifier l'email" })).not.toBeInTheDocument();
    const phone = within(profil).getByRole('textbox', { name: 'Téléphone' });
    await user.clear(phone);
    await user.type(phone, '0699887766');
    await user.click(within(profil).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requests.find((request) => request.key === 'PUT /api/profiles/120')?.body).toMatchObject({ phone: '0699887766' }));
    expect(requests.find((request) => request.key === 'GET /api/trainings/42/registration-options')?.url.searchParams.get('profile_id')).toBe('120');

    // (c) the wizard's last step, about the trainee.
    const form = within(drawer).getByRole('form', { name: 'Finalisation' });
    expect(within(form).getByText('Délégué syndical')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Inscrire le stagiaire' }));
    expect(await within(form).findByText('Veuillez remplir tous les champs')).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }));
    await user.click(within(form).getByRole('switch', { name: 'Le stagiaire demande le remboursement de ses frais de déplacement' }));
    await user.click(within(form).getByRole('combobox', { name: /Comment le stagiaire a-t-il connu l'IRT/ }));
    await user.click(await screen.findByRole('option', { name: 'Mon syndicat' }));
    await user.click(within(form).getByRole('button', { name: 'Inscrire le stagiaire' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((request) => request.key === 'POST /api/trainings/42/register')?.body).toEqual({
      profile_id: 120,
      referral_source_id: 1,
      mandates_certified: true,
      mandate_profile_ids: [61],
      reimbursed: true,
      needs_accommodation: false,
    });
    expect(await screen.findByText('Bravo, le stagiaire est bien préinscrit.')).toBeInTheDocument();
    // The administrator's own session is not read again.
    expect(requests.some((request) => request.key === 'GET /api/user' || request.key === 'GET /api/profile')).toBe(false);
  });

  it("refreshes the 'Préinscriptions à traiter' panel of the dashboard once the trainee is registered", async () => {
    const user = userEvent.setup();
    const waiting: RegistrationListItem[] = [];
    openDrawer(jest.fn(), { beside: <PreRegistrationsPanelQuery />, answers: { 'GET /api/registrations': () => json(pageOf([...waiting])) } });
    // Behind the slide-over (hidden from assistive technologies while it is open).
    const panel = screen.getByRole('status', { name: 'Préinscriptions à traiter', hidden: true });
    await waitFor(() => expect(panel).toHaveTextContent('0'));

    const drawer = screen.getByRole('dialog', { name: 'Inscrire un stagiaire' });
    await user.type(within(drawer).getByRole('searchbox', { name: 'Rechercher un stagiaire' }), 'Durand');
    await user.click(within(await within(drawer).findByRole('list', { name: 'Stagiaires trouvés' })).getByRole('button', { name: /Jeanne Durand/ }));
    const form = await within(drawer).findByRole('form', { name: 'Finalisation' });
    await user.click(within(form).getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }));
    await user.click(within(form).getByRole('combobox', { name: /Comment le stagiaire a-t-il connu l'IRT/ }));
    await user.click(await screen.findByRole('option', { name: 'Mon syndicat' }));
    waiting.push(aRegistrationToProcess({ id: 900 }));
    await user.click(within(form).getByRole('button', { name: 'Inscrire le stagiaire' }));

    await waitFor(() => expect(panel).toHaveTextContent('1'));
    expect(requests.filter((request) => request.key === 'GET /api/registrations')).toHaveLength(2);
  });

  it('says when no trainee matches', async () => {
    const user = userEvent.setup();
    openDrawer();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un stagiaire' }), 'Personne');
    expect(await screen.findByText('Aucun stagiaire ne correspond à cette recherche.')).toBeInTheDocument();
  });
});
