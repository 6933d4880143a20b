// The guard as the router runs it: the real route table (buildRoutes), react-router's own matching and
// redirects, and a fake session layer (a session's expiry, what the server says about it, the user it loads).
import { createMemoryRouter } from 'react-router-dom';
import type { RoleSlug } from '@irt/api/contract';
import { ROUTES } from '@irt/shared-auth';
import { buildRoutes } from '../router';
import { createGuard, type GuardDeps, type GuardSession } from './guard';

// Routes of a role register its remotes; the federation runtime has no part in these decisions.
jest.mock('../federation/runtime', () => ({ prefetchRegistry: jest.fn(), prepareRemotes: () => true, loadRemoteModule: jest.fn() }));

/** The expiry of the fake session, on the guard's clock. */
const EXPIRES = 8 * 3600_000;

function fakeDeps(options: {
  expires?: number | null;
  tokenValid?: boolean;
  role?: RoleSlug;
  userLoads?: boolean;
  profileMissing?: boolean;
}) {
  const state = {
    expires: options.expires === undefined ? EXPIRES : options.expires,
    session: { user: null, profileMissing: false, verifiedSession: null } as GuardSession,
    time: 1_000,
    validations: 0,
    ended: 0,
  };
  const deps: GuardDeps = {
    sessionExpiry: () => state.expires,
    validateToken: async () => {
      state.validations += 1;
      return options.tokenValid ?? true;
    },
    ensureSessionLoaded: async () => {
      if (state.session.user) return;
      if (options.userLoads === false) throw new Error('GET /api/user failed');
      state.session = {
        ...state.session,
        user: { role: { slug: options.role ?? 'administrateur' } },
        profileMissing: options.profileMissing ?? false,
      };
    },
    endLocalSession: () => {
      state.ended += 1;
      state.expires = null;
      state.session = { user: null, profileMissing: false, verifiedSession: null };
    },
    getSession: () => state.session,
    setVerifiedSession: (verifiedSession) => {
      state.session = { ...state.session, verifiedSession };
    },
    now: () => state.time,
  };
  return { deps, state };
}

/** A router built from the route table with this guard, opened at `url`, once its first page is decided. */
async function openAt(deps: GuardDeps, url: string) {
  const router = createMemoryRouter(buildRoutes(ROUTES, createGuard(deps)), { initialEntries: [url] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });
  return router;
}

const where = (router: Awaited<ReturnType<typeof openAt>>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('route guard', () => {
  it('opens public routes and routes without an access rule without a session', async () => {
    const { deps, state } = fakeDeps({ expires: null });
    for (const url of ['/authentification', '/reinitialisation', '/reinitialisation-mot-de-passe', '/verification-email', '/informations-legales', '/nimporte-quoi']) {
      expect(where(await openAt(deps, url))).toBe(url);
    }
    expect(state.validations).toBe(0);
  });

  it('sends a visitor without a session to the authentication page, remembering the page asked for', async () => {
    const { deps, state } = fakeDeps({ expires: null });
    expect(where(await openAt(deps, '/'))).toBe('/authentification');
    const router = await openAt(deps, '/formations/4?tab=Équipe');
    expect(router.state.location.pathname).toBe('/authentification');
    // The page to return to, as the login page reads it, opens the same tab.
    const redirect = new URLSearchParams(router.state.location.search).get('redirect') ?? '';
    const target = new URL(redirect, 'http://portail');
    expect(target.pathname).toBe('/formations/4');
    expect(target.searchParams.get('tab')).toBe('Équipe');
    expect(state.ended).toBe(2);
    expect(state.validations).toBe(0);
  });

  it('sends a session whose expiry has passed to the authentication page without asking the server', async () => {
    const { deps, state } = fakeDeps({ expires: 999 });
    expect(where(await openAt(deps, '/formations'))).toBe('/authentification?redirect=%2Fformations');
    expect(state.validations).toBe(0);
    expect(state.expires).toBeNull();
  });

  it('sends a visitor who opens Créer un compte to the login page with its sign-up dialog open', async () => {
    const { deps } = fakeDeps({ expires: null });
    const router = await openAt(deps, '/creer-un-compte');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/authentification?inscription=1');
  });

  it('forgets a session the server refuses and the stored user, then sends to the authentication page', async () => {
    const { deps, state } = fakeDeps({ tokenValid: false });
    expect(where(await openAt(deps, '/profil'))).toBe('/authentification?redirect=%2Fprofil');
    expect(state.expires).toBeNull();
    expect(state.session.user).toBeNull();
  });

  it('asks for the user while the token is being validated, and lets in only once it is accepted', async () => {
    const { deps, state } = fakeDeps({ role: 'gestionnaire' });
    let accept: (valid: boolean) => void = () => undefined;
    deps.validateToken = () => new Promise<boolean>((resolve) => (accept = resolve));
    const loaded = jest.spyOn(deps, 'ensureSessionLoaded');
    const opening = openAt(deps, '/formations');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toHaveBeenCalled(); // the validation has not answered yet
    accept(true);
    expect(where(await opening)).toBe('/formations');
    expect(state.session.user?.role.slug).toBe('gestionnaire');
  });

  it('treats a user that cannot be loaded like an invalid session', async () => {
    const { deps, state } = fakeDeps({ userLoads: false });
    expect(where(await openAt(deps, '/'))).toBe('/authentification');
    expect(state.expires).toBeNull();
  });

  it('lets an allowed role in, after loading its user', async () => {
    const { deps, state } = fakeDeps({ role: 'gestionnaire' });
    expect(where(await openAt(deps, '/formations'))).toBe('/formations');
    expect(state.session.user?.role.slug).toBe('gestionnaire');
  });

  it.each<[RoleSlug, string]>([
    ['stagiaire', '/regie'],
    ['stagiaire', '/formations'],
    ['intervenant', '/formateurs'],
    ['gestionnaire', '/formateurs/heures'],
    ['responsable-pedagogique', '/referentiel'],
    ['administrateur', '/inscription/3'],
    ['administrateur', '/creer-un-compte'],
  ])('sends a %s who opens %s to the dashboard', async (role, url) => {
    const { deps } = fakeDeps({ role });
    expect(where(await openAt(deps, url))).toBe('/');
  });

  it('sends a user without a profile to the route Inscription, and lets them stay there', async () => {
    const { deps } = fakeDeps({ role: 'stagiaire', profileMissing: true });
    expect(where(await openAt(deps, '/'))).toBe('/modifier-un-compte');
    expect(where(await openAt(deps, '/modifier-un-compte'))).toBe('/modifier-un-compte');
  });

  it('trusts a session the server vouched for less than a minute ago, then validates it again', async () => {
    const { deps, state } = fakeDeps({ role: 'intervenant' });
    // The login answer vouched for this session just now: no validation call.
    state.session = { ...state.session, verifiedSession: { expires: EXPIRES, at: state.time } };
    const router = await openAt(deps, '/');
    await router.navigate('/agenda');
    expect(state.validations).toBe(0);
    state.time += 61_000;
    await router.navigate('/formations');
    expect(state.validations).toBe(1);
    await router.navigate('/agenda');
    expect(state.validations).toBe(1);
    // Another login (in another tab) set a session with another expiry.
    state.expires = EXPIRES + 5_000;
    await router.navigate('/formations');
    expect(state.validations).toBe(2);
    expect(router.state.location.pathname).toBe('/formations');
  });
});
