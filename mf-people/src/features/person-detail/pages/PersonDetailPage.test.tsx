import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonExpensesByTraining, PersonTraining, ProfileDetail, RoleSlug } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { aProfile, aProfileDetail, aRole, aUser, pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import PersonDetailPage from './PersonDetailPage';

const IBAN = 'FR7630006000011234567890189';

function logIn(role: RoleSlug, profileId = 1) {
  act(() => {
    useSession.getState().setUser(aUser(role, { id: 3 }));
    useSession.getState().setProfile(aProfile(role, { id: profileId }));
  });
}

const trainee = aProfileDetail({ id: 70, name: 'Camille Martin', iban: IBAN, bic: 'AGRIFRPP' });
const teacher = aProfileDetail({ id: 80, name: 'Marc Klein', role: aRole('intervenant'), title: 'Avocat en droit du travail', iban: IBAN, bic: 'SOGEFRPP' });

const training: PersonTraining = {
  id: 501,
  title: 'Droit du travail : les bases',
  start_date: '2026-12-07T08:00:00.000Z',
  end_date: '2026-12-08T16:00:00.000Z',
  status: { id: 3, name: 'Publiée' },
  part: 'intervenant',
  registration_status: null,
};
const expenses: PersonExpensesByTraining[] = [
  {
    training_id: 501,
    training_title: 'Droit du travail : les bases',
    start_date: '2026-12-07T08:00:00.000Z',
    expenses: [{ id: 9, status: { id: 2, name: 'À payer' }, amount: '84.20', receipts_count: 2, created_at: '2026-12-09T10:00:00.000Z' }],
  },
];

function answer(person: ProfileDetail) {
  mockApi({
    'GET /api/profiles/:id': () => json(person),
    'GET /api/profiles/:id/trainings': () => json(pageOf([training], { perPage: 10 })),
    'GET /api/profiles/:id/expenses': () => json(expenses),
    'GET /api/professional-situations': () => json([{ id: 1, name: 'Salarié', created_at: '2026-01-01T00:00:00.000Z', deleted_at: null }]),
    'GET /api/professional-categories': () => json([{ id: 1, name: 'Employé', created_at: '2026-01-01T00:00:00.000Z', deleted_at: null }]),
    'GET /api/activity-sectors': () => json([{ id: 1, name: 'Industrie', created_at: '2026-01-01T00:00:00.000Z', deleted_at: null }]),
    'GET /api/degrees': () => json([{ id: 1, name: 'Baccalauréat', created_at: '2026-01-01T00:00:00.000Z', deleted_at: null }]),
    'GET /api/company-sizes': () => json([{ id: 1, name: '10 à 49 salariés', created_at: '2026-01-01T00:00:00.000Z', deleted_at: null }]),
  });
}

const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const location = () => screen.getByTestId('location').textContent;

afterEach(() => act(() => useSession.getState().clear()));

describe("page d'un stagiaire", () => {
  it("shows the administrateur every tab of a trainee, 'Modifier le compte' to the shared form and the tab in the address", async () => {
    const user = userEvent.setup();
    logIn('administrateur');
    answer(trainee);
    renderWithProviders(<PersonDetailPage kind="trainee" />, { path: '/stagiaires/:id', entry: '/stagiaires/70' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Martin' })).toBeInTheDocument();
    expect(tabs()).toEqual(['Informations personnelles', 'Informations professionnelles', 'Remboursements et justificatifs', 'Coordonnées bancaires']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('camille.martin@example.fr');
    expect(screen.getByRole('link', { name: 'Modifier le compte' })).toHaveAttribute('href', '/modifier-un-compte/70');
    expect(screen.getByRole('button', { name: 'Clôturer le compte' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Informations professionnelles' }));
    expect(location()).toBe('/stagiaires/70?onglet=professionnel');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Salarié')).toBeInTheDocument();
    expect(within(panel).getByText('Alsace Métal')).toBeInTheDocument();
    expect(within(panel).getByText("Aucun syndicat n'est actuellement renseigné pour ce profil.")).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Remboursements et justificatifs' }));
    const money = screen.getByRole('tabpanel');
    expect(await within(money).findByRole('link', { name: 'Droit du travail : les bases' })).toHaveAttribute('href', '/formations/501?tab=D%C3%A9fraiements');
    expect(within(money).getByText('À payer')).toBeInTheDocument();
    expect(within(money).getByText('2 justificatifs')).toBeInTheDocument();
  });

  it('copies the real IBAN and says so', async () => {
    const user = userEvent.setup();
    logIn('administrateur');
    answer(trainee);
    renderWithProviders(<PersonDetailPage kind="trainee" />, { path: '/stagiaires/:id', entry: '/stagiaires/70?onglet=bancaire' });
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('FR76 3000 6000 0112 3456 7890 189')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: "Copier l'IBAN" }));
    expect(await navigator.clipboard.readText()).toBe(IBAN);
    expect(within(panel).getByRole('status')).toHaveTextContent('Copie réussie !');
  });

  it('shows a gestionnaire no bank tab and no edit link (the trainee form is the administrateur’s), but closing', async () => {
    logIn('gestionnaire');
    answer({ ...trainee, iban: null, bic: null });
    renderWithProviders(<PersonDetailPage kind="trainee" />, { path: '/stagiaires/:id', entry: '/stagiaires/70?onglet=bancaire' });
    await screen.findByRole('heading', { level: 1, name: 'Camille Martin' });
    expect(tabs()).toEqual(['Informations personnelles', 'Informations professionnelles', 'Remboursements et justificatifs']);
    // An address asking for a tab the reader may not see opens the first one.
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Informations personnelles');
    expect(screen.queryByRole('link', { name: 'Modifier le compte' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clôturer le compte' })).toBeInTheDocument();
  });

  it('shows an intervenant the two information tabs only, and no account action', async () => {
    logIn('intervenant');
    answer({ ...trainee, iban: null, bic: null });
    renderWithProviders(<PersonDetailPage kind="trainee" />, { path: '/stagiaires/:id', entry: '/stagiaires/70' });
    await screen.findByRole('heading', { level: 1, name: 'Camille Martin' });
    expect(tabs()).toEqual(['Informations personnelles', 'Informations professionnelles']);
    expect(screen.queryByRole('button', { name: 'Clôturer le compte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifier le compte' })).not.toBeInTheDocument();
  });

  it('closes the account after the confirmation, with the spec’s texts', async () => {
    const user = userEvent.setup();
    logIn('administrateur');
    answer(trainee);
    mockApi({ 'POST /api/profiles/:id/deactivate': () => json({ message: 'Le compte de Camille Martin a été désactivé.' }) });
    renderWithProviders(<PersonDetailPage kind="trainee" />, { path: '/stagiaires/:id', entry: '/stagiaires/70' });
    await user.click(await screen.findByRole('button', { name: 'Clôturer le compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Voulez-vous désactiver cet utilisateur ?' });
    expect(dialog).toHaveTextContent('Voulez-vous vraiment désactiver le compte de Camille Martin ?');
    expect(dialog).toHaveTextContent("L'utilisateur ne pourra plus accéder à ses données, mais son compte ne sera pas supprimé.");
    await user.click(within(dialog).getByRole('button', { name: 'Non' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Clôturer le compte' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Oui, je confirme' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/profiles/70/deactivate']));
  });

  it("shows a closed account as 'Inactif', without account actions", async () => {
    logIn('administrateur');
    answer({ ...trainee, is_active: false });
    renderWithProviders(<PersonDetailPage kind="trainee" />, { path: '/stagiaires/:id', entry: '/stagiaires/70' });
    await screen.findByRole('heading', { level: 1, name: 'Camille Martin' });
    expect(screen.getAllByText('Inactif').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Clôturer le compte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifier le compte' })).not.toBeInTheDocument();
  });

  it('does not show a trainer under /stagiaires', async () => {
    logIn('administrateur');
    answer(teacher);
    renderWithProviders(<PersonDetailPage kind="trainee" />, { path: '/stagiaires/:id', entry: '/stagiaires/80' });
    expect(await screen.findByText('Profil introuvable')).toBeInTheDocument();
  });
});

describe("page d'un formateur", () => {
  it('lists the trainings of a trainer, each leading to its page', async () => {
    const user = userEvent.setup();
    logIn('responsable-pedagogique');
    answer({ ...teacher, iban: null, bic: null });
    renderWithProviders(<PersonDetailPage kind="teacher" />, { path: '/formateurs/:id', entry: '/formateurs/80' });
    await screen.findByRole('heading', { level: 1, name: 'Marc Klein' });
    expect(tabs()).toEqual(['Informations personnelles', 'Formations']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Avocat en droit du travail');
    await user.click(screen.getByRole('tab', { name: 'Formations' }));
    const table = await screen.findByRole('table', { name: 'Formations' });
    expect(within(table).getByRole('link', { name: 'Droit du travail : les bases' })).toHaveAttribute('href', '/formations/501');
    expect(within(table).getByText('Intervenant')).toBeInTheDocument();
    const asked = requests.find((request) => request.path === '/api/profiles/80/trainings')!;
    expect([asked.url.searchParams.get('page'), asked.url.searchParams.get('per_page')]).toEqual(['1', '10']);
  });
});
