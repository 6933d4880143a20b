import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleSlug } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { aCatalogueTraining, aUser, pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import CataloguePage from './CataloguePage';

const CATEGORIES = [
  { id: 1, name: 'Droit du travail', irt_link: null, color: '#3f51b5', created_at: '2025-01-01T00:00:00.000Z', deleted_at: null },
  { id: 2, name: 'Prud’hommes', irt_link: null, color: '#e53935', created_at: '2025-01-01T00:00:00.000Z', deleted_at: null },
];

function logIn(role: RoleSlug) {
  act(() => useSession.getState().setUser(aUser(role, { id: 3 })));
}

const catalogueRequests = () => requests.filter((request) => request.path === '/api/catalog/trainings');

beforeEach(() => {
  mockApi({
    'GET /api/training-categories': () => json(CATEGORIES),
    'GET /api/catalog/published-results': () =>
      json({
        from: '2025-11-29',
        to: '2026-11-28',
        minimum_respondents: 5,
        themes: [{ theme_id: 2, theme: 'Droit syndical', respondents: 12, response_rate: 75, overall_satisfaction: 8.3, completion_rate: 91.7 }],
      }),
    'GET /api/catalog/trainings': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const category = url.searchParams.get('category_id');
      const title = category ? `Catégorie ${category}, page ${page}` : `Toutes, page ${page}`;
      return json(pageOf([aCatalogueTraining({ id: 100 + page, title })], { page, lastPage: 3, total: 45, perPage: 20 }));
    },
  });
});

afterEach(() => act(() => useSession.getState().clear()));

describe('catalogue de formations', () => {
  it('shows cards of 20 per page, each opening its training, with the enrol button for a stagiaire', async () => {
    logIn('stagiaire');
    renderWithProviders(<CataloguePage />, { path: '/catalogue-de-formations' });
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue de formations' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Toutes, page 1' });
    expect(within(card).getByRole('link', { name: 'Voir la formation Toutes, page 1' })).toHaveAttribute('href', '/formations/101');
    expect(within(card).getByRole('link', { name: "M'inscrire à la formation Toutes, page 1" })).toHaveAttribute('href', '/inscription/101');
    expect(within(card).getByText('Maison des syndicats — Strasbourg')).toBeInTheDocument();
    expect(within(card).getByText('12 / 20 inscrits')).toBeInTheDocument();
    expect(catalogueRequests()[0].url.searchParams.get('per_page')).toBe('20');
    expect(catalogueRequests()[0].url.searchParams.has('category_id')).toBe(false);
  });

  it('has no enrol button for staff', async () => {
    logIn('gestionnaire');
    renderWithProviders(<CataloguePage />, { path: '/catalogue-de-formations' });
    const card = await screen.findByRole('article', { name: 'Toutes, page 1' });
    expect(within(card).getByRole('link', { name: /Voir la formation/ })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /M'inscrire/ })).not.toBeInTheDocument();
  });

  it('filters by category from the first page, and pages within it', async () => {
    logIn('stagiaire');
    renderWithProviders(<CataloguePage />, { path: '/catalogue-de-formations' });
    await screen.findByRole('article', { name: 'Toutes, page 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Toutes, page 2' })).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Prud’hommes' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Prud’hommes');
    expect(await screen.findByRole('article', { name: 'Catégorie 2, page 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('article', { name: 'Catégorie 2, page 3' })).toBeInTheDocument();
    const last = catalogueRequests().at(-1)!;
    expect([last.url.searchParams.get('category_id'), last.url.searchParams.get('page')]).toEqual(['2', '3']);
  });

  it('tells a trainee why a training cannot be joined, or the status of their registration', async () => {
    mockApi({
      'GET /api/catalog/trainings': () =>
        json(
          pageOf([
            aCatalogueTraining({ id: 77, title: 'Complète', places_left: 0, registered_count: 20 }),
            aCatalogueTraining({ title: 'Close', registration_open: false }),
            aCatalogueTraining({ title: 'Déjà inscrit', own_registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' } }),
          ]),
        ),
    });
    logIn('stagiaire');
    renderWithProviders(<CataloguePage />, { path: '/catalogue-de-formations' });
    const full = within(await screen.findByRole('article', { name: 'Complète' }));
    expect(full.getByText('Formation complète')).toBeInTheDocument();
    // A full training open to registration offers its waiting list, through the same wizard.
    expect(full.getByRole('link', { name: "M'inscrire sur la liste d'attente de la formation Complète" })).toHaveAttribute('href', '/inscription/77');
    expect(within(screen.getByRole('article', { name: 'Close' })).getByText('Inscriptions closes')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Déjà inscrit' })).getByText('Préinscription')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^M'inscrire à/ })).not.toBeInTheDocument();
  });

  it('says when the catalogue is empty', async () => {
    mockApi({ 'GET /api/catalog/trainings': () => json(pageOf([], { perPage: 20 })) });
    logIn('stagiaire');
    renderWithProviders(<CataloguePage />, { path: '/catalogue-de-formations' });
    expect(await screen.findByText('Aucune formation pour le moment')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path === '/api/training-categories')).toBe(true));
  });

  it('publishes the results of the themes with enough respondents, and says the threshold', async () => {
    logIn('stagiaire');
    renderWithProviders(<CataloguePage />, { path: '/catalogue-de-formations' });
    const section = within(await screen.findByRole('region', { name: 'Nos résultats' }));
    expect(
      section.getByText('Satisfaction des stagiaires et assiduité par thème, formations terminées du 29/11/2025 au 28/11/2026. Les résultats d’un thème ne sont publiés qu’à partir de 5 répondants.'),
    ).toBeInTheDocument();
    const theme = within(await section.findByRole('listitem', { name: 'Droit syndical' }));
    expect(theme.getByText('8,3/10')).toBeInTheDocument();
    expect(theme.getByText('75,0 %')).toBeInTheDocument();
    expect(theme.getByText('91,7 %')).toBeInTheDocument();
    expect(theme.getByText('12 répondants')).toBeInTheDocument();
  });
});
