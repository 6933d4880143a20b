import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RoleSlug } from '@irt/api/contract';
import * as sharedAuth from '@irt/shared-auth';
import { AppProviders } from '@irt/shared-ui';
import { buildRoutes, guard } from './router';
import { loadRemoteModule, prepareRemotes } from './federation/runtime';
import { aUser } from './test/factories';

// The session calls of the guard are faked (the rest of shared-auth is real); so is the federation runtime.
jest.mock('@irt/shared-auth', () => ({
  ...jest.requireActual('@irt/shared-auth'),
  getToken: jest.fn(),
  validateToken: jest.fn(),
  ensureSessionLoaded: jest.fn(),
  endLocalSession: jest.fn(),
}));
jest.mock('./federation/runtime', () => ({ prepareRemotes: jest.fn(), loadRemoteModule: jest.fn() }));

const auth = jest.mocked(sharedAuth);
const { useSession } = sharedAuth;

function loggedInAs(role: RoleSlug, { profileMissing = false } = {}) {
  auth.getToken.mockReturnValue('jwt');
  auth.validateToken.mockResolvedValue(true);
  auth.ensureSessionLoaded.mockImplementation(async () => {
    useSession.setState({ user: aUser(role), profileMissing });
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
  auth.endLocalSession.mockImplementation(() => useSession.getState().clear());
  jest.mocked(prepareRemotes).mockReturnValue(true);
  jest.mocked(loadRemoteModule).mockImplementation(async (page) => ({
    default: () => <h1>{`Module ${page.remote}`}</h1>,
  }));
});

describe('the shell router', () => {
  it('sends a visitor without a token to the login page, remembering the page', async () => {
    auth.getToken.mockReturnValue(null);
    const router = await openAt('/regie');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/authentification?redirect=%2Fregie');
    expect(auth.validateToken).not.toHaveBeenCalled();
  });

  it('forgets an invalid token and shows the login page', async () => {
    auth.getToken.mockReturnValue('expired');
    auth.validateToken.mockResolvedValue(false);
    const router = await openAt('/');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(auth.endLocalSession).toHaveBeenCalled();
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

  it('shows the construction panel inside the frame for pages of later issues, without loading a remote', async () => {
    loggedInAs('administrateur');
    await openAt('/regie');
    expect(await screen.findByText('Page en construction')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Régie' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalled();
    expect(document.title).toBe('Régie - IRT');
  });

  it('sends a user without a profile to the route Inscription', async () => {
    loggedInAs('stagiaire', { profileMissing: true });
    const router = await openAt('/');
    expect(await screen.findByText('Page en construction')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/modifier-un-compte');
  });

  it('shows the 404 page for an unknown path', async () => {
    auth.getToken.mockReturnValue(null);
    await openAt('/nulle/part');
    expect(await screen.findByText("Cette page n'existe pas")).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable - IRT');
  });
});
