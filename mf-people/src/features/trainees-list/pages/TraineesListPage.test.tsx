import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleSlug } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { aTraineeListItem, aUser, pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import TraineesListPage from './TraineesListPage';

const PATH = '/api/users/by-role/stagiaire';

function logIn(role: RoleSlug) {
  act(() => useSession.getState().setUser(aUser(role, { id: 3 })));
}

/** One row named after the filter and the page asked for, out of 3 pages. */
beforeEach(() => {
  mockApi({
    'GET /api/users/by-role/stagiaire': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const name = `Stagiaire ${url.searchParams.get('name') ?? 'tous'} p${page}`;
      return json(pageOf([aTraineeListItem({ name })], { page, lastPage: 3, total: 41, perPage: 20 }));
    },
  });
});

afterEach(() => {
  act(() => useSession.getState().clear());
});

const lastAsked = () => requests.filter((request) => request.path === PATH).at(-1)!.url.searchParams;
const location = () => screen.getByTestId('location').textContent;

describe('liste des stagiaires', () => {
  it('shows the name, current union, active mandates, company and its size of each trainee, 20 per page', async () => {
    mockApi({
      'GET /api/users/by-role/stagiaire': () =>
        json(
          pageOf(
            [
              aTraineeListItem({
                id: 41,
                name: 'Inès Bauer',
                email: 'ines.bauer@example.fr',
                union: { id: 1, name: 'CGT' },
                mandates: [
                  { id: 7, name: 'Conseiller prud’homme' },
                  { id: 8, name: 'Défenseur syndical' },
                ],
                company_name: 'Brasserie du Rhin',
                company_size: { id: 2, name: '10 à 49 salariés' },
              }),
              aTraineeListItem({ id: 42, name: 'Paul Roth', is_active: false, union: null, mandates: [], company_name: null, company_size: null }),
            ],
            { perPage: 20 },
          ),
        ),
    });
    logIn('gestionnaire');
    renderWithProviders(<TraineesListPage />, { path: '/stagiaires' });

    expect(screen.getByRole('heading', { level: 1, name: 'Stagiaires' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Stagiaires' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nom',
      'Syndicat actuel',
      'Mandats actifs',
      'Entreprise',
      "Taille de l'entreprise",
      'Détails',
    ]);
    const ines = within(table).getByRole('row', { name: /Inès Bauer/ });
    expect(within(ines).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'CGT',
      'Conseiller prud’hommeDéfenseur syndical',
      'Brasserie du Rhin',
      '10 à 49 salariés',
      'Détails',
    ]);
    const paul = within(table).getByRole('row', { name: /Paul Roth/ });
    expect(within(paul).getByText('Inactif')).toBeInTheDocument();
    expect(within(paul).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', '—', '—', '—', 'Détails']);
    expect(within(ines).queryByText('Inactif')).not.toBeInTheDocument();
    // 'Détails' opens the trainee's page.
    expect(within(ines).getByRole('link', { name: "Détails d'Inès Bauer" })).toHaveAttribute('href', expect.stringMatching(/^\/stagiaires\/\d+$/));
    expect([lastAsked().get('page'), lastAsked().get('per_page'), lastAsked().has('name')]).toEqual(['1', '20', false]);
  });

  it('filters by name after the typing pauses, from the first page, and keeps filter and page in the address', async () => {
    logIn('administrateur');
    renderWithProviders(<TraineesListPage />, { path: '/stagiaires' });
    expect(await screen.findByRole('row', { name: /Stagiaire tous p1/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('row', { name: /Stagiaire tous p2/ })).toBeInTheDocument();
    expect(location()).toBe('/stagiaires?page=2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un stagiaire par nom' }), 'dupont');
    expect(await screen.findByRole('row', { name: /Stagiaire dupont p1/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(location()).toBe('/stagiaires?nom=dupont');
    expect(requests.filter((request) => request.path === PATH).map((request) => request.url.searchParams.get('name'))).not.toContain('dup');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('row', { name: /Stagiaire dupont p3/ })).toBeInTheDocument();
    expect(location()).toBe('/stagiaires?nom=dupont&page=3');
  });

  it('opens on the filter and page the address names', async () => {
    logIn('intervenant');
    renderWithProviders(<TraineesListPage />, { path: '/stagiaires', entry: '/stagiaires?nom=roth&page=2' });
    expect(await screen.findByRole('row', { name: /Stagiaire roth p2/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher un stagiaire par nom' })).toHaveValue('roth');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when no trainee matches the name', async () => {
    mockApi({ 'GET /api/users/by-role/stagiaire': () => json(pageOf([], { perPage: 20 })) });
    logIn('gestionnaire');
    renderWithProviders(<TraineesListPage />, { path: '/stagiaires', entry: '/stagiaires?nom=zzz' });
    expect(await screen.findByText('Aucun stagiaire ne correspond à « zzz »')).toBeInTheDocument();
  });
});
