import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleSlug } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { aTrainingRow, aUser, pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import TrainingsListPage from './TrainingsListPage';

const ALL_PATH = '/api/trainings';
const MINE_PATH = '/api/pedagogical-supervisor/assigned-trainings';

function logIn(role: RoleSlug) {
  act(() => useSession.getState().setUser(aUser(role, { id: 3 })));
}

/** Each list answers one row named after the list, its filter and its page, out of 3 pages. */
beforeEach(() => {
  mockApi({
    'GET /api/trainings': ({ url }) => {
      const page = Number(url.searchParams.get('current_page'));
      const title = `Toutes ${url.searchParams.get('timeline')} p${page}`;
      return json(pageOf([aTrainingRow({ title })], { page, lastPage: 3, total: 41, perPage: 20 }));
    },
    'GET /api/pedagogical-supervisor/assigned-trainings': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const title = `Mes ${url.searchParams.get('filter')} p${page}`;
      return json(pageOf([aTrainingRow({ title })], { page, lastPage: 2, total: 21, perPage: 20 }));
    },
  });
});

afterEach(() => {
  act(() => useSession.getState().clear());
  jest.restoreAllMocks();
});

const lastRequestTo = (path: string) => requests.filter((request) => request.path === path).at(-1)!;
const location = () => screen.getByTestId('location').textContent;

describe('liste des formations', () => {
  it('shows every column of a training and links to its page', async () => {
    mockApi({
      'GET /api/trainings': () =>
        json(
          pageOf(
            [
              aTrainingRow({
                id: 77,
                title: 'Droit syndical, niveau 1',
                start_date: '2026-03-02T09:00:00',
                end_date: '2026-03-04T17:00:00',
                category: { id: 2, name: 'Prud’hommes' },
                type: { id: 3, name: 'CPH' },
                registered_count: 12,
                max_attendees: 18,
                status: { id: 4, name: 'Reportée' },
                place: { id: 5, name: 'Maison des syndicats de Colmar' },
              }),
            ],
            { perPage: 20 },
          ),
        ),
    });
    logIn('administrateur');
    renderWithProviders(<TrainingsListPage />, { path: '/formations' });

    const table = await screen.findByRole('table', { name: 'Formations' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Titre', 'Date de début', 'Date de fin', 'Catégorie', 'Type', 'Participants', 'Statut', 'Lieu', 'Détails']);
    const row = within(table).getByRole('row', { name: /Droit syndical, niveau 1/ });
    // Non-breaking spaces keep the day together; read them as spaces.
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));
    expect(cells).toEqual(['2 mars 26 - 09:00', '4 mars 26 - 17:00', 'Prud’hommes', 'CPH', '12 / 18', 'Reportée', 'Maison des syndicats de Colmar', 'Détails']);
    expect(within(row).getByRole('link', { name: 'Détails de la formation Droit syndical, niveau 1' })).toHaveAttribute('href', '/formations/77');
    expect(screen.getByRole('link', { name: 'Créer une formation' })).toHaveAttribute('href', '/formations/creer-une-formation');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const asked = lastRequestTo(ALL_PATH).url.searchParams;
    expect([asked.get('timeline'), asked.get('current_page'), asked.get('per_page')]).toEqual(['all', '1', '20']);
  });

  it('filters by period from the first page, pages within it, and keeps both in the address', async () => {
    logIn('gestionnaire');
    renderWithProviders(<TrainingsListPage />, { path: '/formations' });
    expect(await screen.findByRole('row', { name: /Toutes all p1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('row', { name: /Toutes all p2/ })).toBeInTheDocument();
    expect(location()).toBe('/formations?page=2');

    for (const [label, timeline, slug] of [
      ['Passées', 'past', 'passees'],
      ['En cours', 'ongoing', 'en-cours'],
      ['A venir', 'upcoming', 'a-venir'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: label }));
      expect(await screen.findByRole('row', { name: new RegExp(`Toutes ${timeline} p1`) })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      expect(location()).toBe(`/formations?filtre=${slug}`);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('row', { name: /Toutes upcoming p3/ })).toBeInTheDocument();
    expect(location()).toBe('/formations?filtre=a-venir&page=3');
  });

  it('opens on the filter and page the address names', async () => {
    logIn('administrateur');
    renderWithProviders(<TrainingsListPage />, { path: '/formations', entry: '/formations?filtre=passees&page=2' });
    expect(await screen.findByRole('row', { name: /Toutes past p2/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passées' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the create button from an intervenant, who has no tabs either', async () => {
    logIn('intervenant');
    renderWithProviders(<TrainingsListPage />, { path: '/formations' });
    expect(await screen.findByRole('row', { name: /Toutes all p1/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Créer une formation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("gives a responsable pédagogique the tabs 'Toutes' and 'Mes formations', with the same filters", async () => {
    logIn('responsable-pedagogique');
    renderWithProviders(<TrainingsListPage />, { path: '/formations' });
    expect(await screen.findByRole('row', { name: /Toutes all p1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Toutes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Créer une formation' })).toBeInTheDocument();
    expect(requests.some((request) => request.path === MINE_PATH)).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: 'Mes formations' }));
    expect(await screen.findByRole('row', { name: /Mes all p1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mes formations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('table', { name: 'Mes formations' })).toBeInTheDocument();
    expect(location()).toBe('/formations?onglet=mes-formations');

    await userEvent.click(screen.getByRole('button', { name: 'En cours' }));
    expect(await screen.findByRole('row', { name: /Mes ongoing p1/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('row', { name: /Mes ongoing p2/ })).toBeInTheDocument();
    const asked = lastRequestTo(MINE_PATH).url.searchParams;
    expect([asked.get('filter'), asked.get('page'), asked.get('per_page')]).toEqual(['ongoing', '2', '20']);
    expect(location()).toBe('/formations?onglet=mes-formations&filtre=en-cours&page=2');

    await userEvent.click(screen.getByRole('tab', { name: 'Toutes' }));
    expect(await screen.findByRole('row', { name: /Toutes ongoing p1/ })).toBeInTheDocument();
  });

  it("ignores the 'Mes formations' address for the other roles", async () => {
    logIn('gestionnaire');
    renderWithProviders(<TrainingsListPage />, { path: '/formations', entry: '/formations?onglet=mes-formations' });
    expect(await screen.findByRole('row', { name: /Toutes all p1/ })).toBeInTheDocument();
    expect(requests.some((request) => request.path === MINE_PATH)).toBe(false);
  });

  it('stacks each training in a card on a phone', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: true, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
    );
    mockApi({
      'GET /api/trainings': () =>
        json(pageOf([aTrainingRow({ id: 78, title: 'Le CSE en pratique', registered_count: 4, max_attendees: 16, status: { id: 2, name: 'Validée' } })], { perPage: 20 })),
    });
    logIn('administrateur');
    renderWithProviders(<TrainingsListPage />, { path: '/formations' });
    const card = await screen.findByRole('article', { name: 'Le CSE en pratique' });
    expect(within(card).getByText('Du 2 mars 26 - 09:00 au 4 mars 26 - 17:00')).toBeInTheDocument();
    expect(within(card).getByText('Droit du travail · Stage')).toBeInTheDocument();
    expect(within(card).getByText('Participants : 4 / 16')).toBeInTheDocument();
    expect(within(card).getByText('Validée')).toBeInTheDocument();
    expect(within(card).getByText('Maison des syndicats')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Détails de la formation Le CSE en pratique' })).toHaveAttribute('href', '/formations/78');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there is no training', async () => {
    mockApi({ 'GET /api/trainings': () => json(pageOf([], { perPage: 20 })) });
    logIn('administrateur');
    renderWithProviders(<TrainingsListPage />, { path: '/formations' });
    expect(await screen.findByText('Aucune formation pour le moment')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
