import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import type { RoleSlug } from '@irt/api/contract';
import { hasSession, useSession, type RouteDefinition } from '@irt/shared-auth';
import { AppProviders } from '@irt/shared-ui/AppProviders';
import { aLoginAnswer, aProfile, aUser } from '@irt/test-support/factories';
import { json, mockApi, requests, sessionCookies, startSession } from '@irt/test-support/network';
import { buildRoutes, guard } from './router';
import { loadRemoteModule, prepareRemotes } from './federation/runtime';

// The session layer is real and talks to the fake API; only the federation runtime is faked.
jest.mock('./federation/runtime', () => ({ prefetchRegistry: jest.fn(), prepareRemotes: jest.fn(), loadRemoteModule: jest.fn() }));

/** A session set on this browser that the server accepts, for a user of this role. */
function loggedInAs(role: RoleSlug, { profileMissing = false } = {}) {
  startSession();
  mockApi({
    'GET /api/validate-token': () => json({ valid: true }),
    'GET /api/user': () => json(aUser(role)),
    'GET /api/profile': () => (profileMissing ? json({ message: 'Profile not found' }, 404) : json(aProfile(role))),
  });
}

async function openAt(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await act(async () => undefined);
  return router;
}

beforeAll(() => {
  // ScrollRestoration scrolls the window, which jsdom does not implement.
  window.scrollTo = () => undefined;
});

beforeEach(() => {
  guard.reset();
  useSession.getState().clear();
  jest.mocked(prepareRemotes).mockReturnValue(true);
  jest.mocked(loadRemoteModule).mockImplementation(async (page) => ({
    default: () => <h1>{`Module ${page.remote}`}</h1>,
  }));
});

describe('the shell router', () => {
  it('sends a visitor without a session to the login page, remembering the page', async () => {
    const router = await openAt('/regie');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/authentification?redirect=%2Fregie');
    // Without a session there is nothing to ask the server.
    expect(requests).toHaveLength(0);
  });

  it('forgets a session the server refuses and shows the login page', async () => {
    startSession();
    // The user and profile are asked for with the validation (the guard): the server refuses them too.
    mockApi({
      'GET /api/validate-token': () => json({ message: 'Jeton invalide.' }, 401),
      'GET /api/user': () => json({ message: 'Jeton invalide.' }, 401),
      'GET /api/profile': () => json({ message: 'Jeton invalide.' }, 401),
    });
    const router = await openAt('/');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(hasSession()).toBe(false);
    expect(router.state.location.pathname).toBe('/authentification');
  });

  it('renders the trainee dashboard from mf_trainee inside the portal frame', async () => {
    loggedInAs('stagiaire');
    await openAt('/');
    expect(await screen.findByRole('heading', { name: 'Module mf_trainee' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Mon profil' })).toBeInTheDocument();
    expect(prepareRemotes).toHaveBeenCalledWith('stagiaire');
    expect(document.title).toBe('Tableau de bord - IRT');
  });

  it('renders the staff dashboards from mf_trainings', async () => {
    loggedInAs('gestionnaire');
    await openAt('/');
    expect(await screen.findByRole('heading', { name: 'Module mf_trainings' })).toBeInTheDocument();
  });

  it('sends a role to the dashboard from a page it may not open', async () => {
    loggedInAs('stagiaire');
    const router = await openAt('/regie');
    expect(await screen.findByRole('heading', { name: 'Module mf_trainee' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the régie from mf_finance for the administrateur', async () => {
    loggedInAs('administrateur');
    await openAt('/regie');
    expect(await screen.findByRole('heading', { name: 'Module mf_finance' })).toBeInTheDocument();
  });

  it('sends a user without a profile to the route Inscription', async () => {
    loggedInAs('stagiaire', { profileMissing: true });
    const router = await openAt('/');
    // The trainee's account form, from mf_trainee.
    expect(await screen.findByRole('heading', { name: 'Module mf_trainee' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mf_trainee', module: './AccountForm' }));
    expect(router.state.location.pathname).toBe('/modifier-un-compte');
  });

  it("renders another account's form through mf_people's dispatch for the administrateur, and sends the other roles to the dashboard", async () => {
    loggedInAs('administrateur');
    const router = await openAt('/modifier-un-compte/8');
    // The administrateur's dashboard would come from mf_trainings.
    expect(await screen.findByRole('heading', { name: 'Module mf_people' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/modifier-un-compte/8');
    expect(document.title).toBe('Modifier un compte - IRT');
  });

  it.each(['gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'] as const)(
    "sends a %s away from another account's form, to the dashboard",
    async (role) => {
      loggedInAs(role);
      const router = await openAt('/modifier-un-compte/8');
      expect(await screen.findByRole('heading', { name: /^Module / })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('shows the 404 page for an unknown path', async () => {
    await openAt('/nulle/part');
    expect(await screen.findByText("Cette page n'existe pas")).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable - IRT');
  });

  it('after a login, opens the dashboard without asking again for the session or the user', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/login': () => json(aLoginAnswer(aUser('gestionnaire')), 200, sessionCookies()),
      'GET /api/profile': () => json(aProfile('gestionnaire')),
    });
    const router = await openAt('/authentification');
    await user.type(await screen.findByLabelText(/^Identifiant/), 'gestionnaire@irt-demo.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Demo2026!');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Module mf_trainings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The login answer vouches for the session and carries the user.
    expect(requests.map((request) => request.key)).toEqual(['POST /api/login', 'GET /api/profile']);
  });
});

/** The route-table row the router renders for a URL: react-router's own matching and ranking. */
function routeAt(url: string): RouteDefinition {
  const matches = matchRoutes(buildRoutes(), url) ?? [];
  const handle = matches[matches.length - 1]?.route.handle as { route: RouteDefinition } | undefined;
  if (!handle) throw new Error(`Aucune route pour ${url}`);
  return handle.route;
}

const paramsAt = (url: string) => (matchRoutes(buildRoutes(), url) ?? []).at(-1)?.params;

/** The route table, one row per line: a concrete URL and the route pattern it must open. */
const SPEC_URLS: [string, string][] = [
  ['/', '/'],
  ['/authentification', '/authentification'],
  ['/reinitialisation', '/reinitialisation'],
  ['/reinitialisation-mot-de-passe', '/reinitialisation-mot-de-passe'],
  ['/verification-email', '/verification-email'],
  ['/informations-legales', '/informations-legales'],
  ['/catalogue-de-formations', '/catalogue-de-formations'],
  ['/creer-un-compte', '/creer-un-compte'],
  ['/formations', '/formations'],
  ['/formations/42', '/formations/:id'],
  ['/formations/creer-une-formation', '/formations/creer-une-formation'],
  ['/formations/editer-une-formation/7', '/formations/editer-une-formation/:idTraining'],
  ['/inscription/12', '/inscription/:id'],
  ['/stagiaires', '/stagiaires'],
  ['/stagiaires/3', '/stagiaires/:id'],
  ['/formateurs', '/formateurs'],
  ['/formateurs/heures', '/formateurs/heures'],
  ['/formateurs/9', '/formateurs/:id'],
  ['/equipe', '/equipe'],
  ['/equipe/creer-un-compte/4', '/equipe/creer-un-compte/:roleId'],
  ['/equipe/modifier-un-compte/5', '/equipe/modifier-un-compte/:profileId'],
  ['/equipe/5', '/equipe/:profileId'],
  ['/profil', '/profil'],
  ['/modifier-un-compte', '/modifier-un-compte'],
  ['/modifier-un-compte/8', '/modifier-un-compte/:id'],
  ['/agenda', '/agenda'],
  ['/regie', '/regie'],
  ['/exports', '/exports'],
  ['/referentiel', '/referentiel'],
  ['/une-page-qui-n-existe-pas', '*'],
];

describe('the router built from the route table', () => {
  it.each(SPEC_URLS)('%s opens %s', (url, path) => {
    expect(routeAt(url).path).toBe(path);
  });

  it('reads route parameters, decoded', () => {
    expect(paramsAt('/formations/42')).toMatchObject({ id: '42' });
    expect(paramsAt('/equipe/creer-un-compte/4')).toMatchObject({ roleId: '4' });
    expect(paramsAt('/formations/editer-une-formation/7/')).toMatchObject({ idTraining: '7' });
    expect(paramsAt('/stagiaires/a%20b')).toMatchObject({ id: 'a b' });
  });

  it('sends deeper unknown paths to the 404 page', () => {
    expect(routeAt('/formations/1/2/3').page).toBe('not-found');
    expect(routeAt('/regie/plus').page).toBe('not-found');
  });

  it('keeps the route names the spec uses for navigation', () => {
    expect(routeAt('/').name).toBe('Tableau de bord');
    expect(routeAt('/authentification').name).toBe('Authentification');
    expect(routeAt('/formations/1').name).toBe('Détails de la formation');
    expect(routeAt('/equipe/creer-un-compte/4').name).toBe("Créer un membre de l'équipe");
    expect(routeAt('/modifier-un-compte').name).toBe('Inscription');
  });

  it.each([
    ['/', 'dashboard'],
    ['/formations', 'trainings'],
    ['/formations/5', 'trainings'],
    ['/catalogue-de-formations', 'catalog'],
    ['/stagiaires', 'trainees'],
    ['/stagiaires/5', 'trainees'],
    ['/formateurs', 'teachers'],
    ['/equipe', 'team'],
    ['/equipe/5', 'team'],
  ])('%s searches in the %s context', (url, context) => {
    expect(routeAt(url).searchContext).toBe(context);
  });
});
