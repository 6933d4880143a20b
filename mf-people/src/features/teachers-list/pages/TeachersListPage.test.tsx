import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleSlug } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { aRole, aTeacherListItem, aUser, pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import TeachersListPage from './TeachersListPage';

const PATH = '/api/teachers';

function logIn(role: RoleSlug) {
  act(() => useSession.getState().setUser(aUser(role, { id: 3 })));
}

/** One row named after the filter and the page asked for, out of 2 pages. */
beforeEach(() => {
  mockApi({
    'GET /api/teachers': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const name = `Formateur ${url.searchParams.get('name') ?? 'tous'} p${page}`;
      return json(pageOf([aTeacherListItem({ name })], { page, lastPage: 2, total: 11, perPage: 10 }));
    },
  });
});

afterEach(() => {
  act(() => useSession.getState().clear());
});

const lastAsked = () => requests.filter((request) => request.path === PATH).at(-1)!.url.searchParams;
const location = () => screen.getByTestId('location').textContent;

describe('liste des formateurs', () => {
  it('shows the name, role, employment status and function of each trainer, 10 per page', async () => {
    mockApi({
      'GET /api/teachers': () =>
        json(
          pageOf(
            [
              aTeacherListItem({
                id: 9,
                name: 'Sophie Weber',
                role: aRole('responsable-pedagogique'),
                employment_status: { id: 1, name: 'Enseignant-chercheur' },
                title: 'Maîtresse de conférences en droit social',
              }),
              aTeacherListItem({ id: 10, name: 'Luc Hoffmann', is_active: false, employment_status: null, title: null }),
            ],
            { perPage: 10 },
          ),
        ),
    });
    logIn('administrateur');
    renderWithProviders(<TeachersListPage />, { path: '/formateurs' });

    expect(screen.getByRole('heading', { level: 1, name: 'Formateurs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Formateurs' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nom', 'Rôle', 'Statut', 'Fonction', 'Détails']);
    const sophie = within(table).getByRole('row', { name: /Sophie Weber/ });
    expect(within(sophie).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Responsable pédagogique',
      'Enseignant-chercheur',
      'Maîtresse de conférences en droit social',
      'Détails',
    ]);
    const luc = within(table).getByRole('row', { name: /Luc Hoffmann/ });
    expect(within(luc).getByText('Inactif')).toBeInTheDocument();
    expect(within(luc).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Intervenant', '—', '—', 'Détails']);
    // 'Détails' opens the trainer's page.
    expect(within(sophie).getByRole('link', { name: 'Détails de Sophie Weber' })).toHaveAttribute('href', expect.stringMatching(/^\/formateurs\/\d+$/));
    expect([lastAsked().get('page'), lastAsked().get('per_page'), lastAsked().has('name')]).toEqual(['1', '10', false]);
  });

  it('filters by name after the typing pauses, from the first page, and pages within the filter', async () => {
    logIn('responsable-pedagogique');
    renderWithProviders(<TeachersListPage />, { path: '/formateurs', entry: '/formateurs?page=2' });
    expect(await screen.findByRole('row', { name: /Formateur tous p2/ })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un formateur par nom' }), 'klein');
    expect(await screen.findByRole('row', { name: /Formateur klein p1/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(location()).toBe('/formateurs?nom=klein');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('row', { name: /Formateur klein p2/ })).toBeInTheDocument();
    expect(location()).toBe('/formateurs?nom=klein&page=2');
    expect([lastAsked().get('name'), lastAsked().get('page'), lastAsked().get('per_page')]).toEqual(['klein', '2', '10']);
  });

  it('says when there is no trainer', async () => {
    mockApi({ 'GET /api/teachers': () => json(pageOf([], { perPage: 10 })) });
    logIn('gestionnaire');
    renderWithProviders(<TeachersListPage />, { path: '/formateurs' });
    expect(await screen.findByText('Aucun formateur pour le moment')).toBeInTheDocument();
  });

  it.each<[RoleSlug, string[]]>([
    ['administrateur', ['Créer un responsable pédagogique', 'Créer un intervenant']],
    ['gestionnaire', ['Créer un responsable pédagogique', 'Créer un intervenant']],
    ['responsable-pedagogique', ['Créer un intervenant']],
  ])('offers the %s the creation buttons it may use: %j', async (role, buttons) => {
    logIn(role);
    renderWithProviders(<TeachersListPage />, { path: '/formateurs' });
    await screen.findByRole('table', { name: 'Formateurs' });
    const links = screen.queryAllByRole('link', { name: /^Créer/ });
    expect(links.map((link) => link.textContent)).toEqual(buttons);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      buttons.map((label) => (label.endsWith('intervenant') ? '/equipe/creer-un-compte/4' : '/equipe/creer-un-compte/3')),
    );
  });
});
