import type { RoleSlug } from '@irt/api/contract';
import { matchRoute } from '@irt/shared-auth';
import { createGuard, type GuardDeps, type GuardSession } from './guard';

/** A fake session layer: a token, what the server says about it, and what GET /api/user|profile answer. */
function fakeDeps(options: {
  token?: string | null;
  tokenValid?: boolean;
  role?: RoleSlug;
  userLoads?: boolean;
  profileMissing?: boolean;
}) {
  const state = {
    token: options.token === undefined ? 'jwt' : options.token,
    session: { user: null, profileMissing: false } as GuardSession,
    time: 1_000,
    validations: 0,
    ended: 0,
  };
  const deps: GuardDeps = {
    getToken: () => state.token,
    validateToken: async () => {
      state.validations += 1;
      return options.tokenValid ?? true;
    },
    ensureSessionLoaded: async () => {
      if (state.session.user) return;
      if (options.userLoads === false) throw new Error('GET /api/user failed');
      state.session = {
        user: { role: { slug: options.role ?? 'administrateur' } },
        profileMissing: options.profileMissing ?? false,
      };
    },
    endLocalSession: () => {
      state.ended += 1;
      state.token = null;
      state.session = { user: null, profileMissing: false };
    },
    getSession: () => state.session,
    now: () => state.time,
  };
  return { deps, state };
}

const route = (url: string) => matchRoute(url).route;

describe('route guard (spec §2.2)', () => {
  it('opens public routes and routes without an access rule without a token', async () => {
    const { deps, state } = fakeDeps({ token: null });
    const guard = createGuard(deps);
    for (const url of ['/authentification', '/reinitialisation', '/reinitialisation-mot-de-passe', '/verification-email', '/informations-legales', '/nimporte-quoi']) {
      expect((await guard.check(route(url), url)).kind).toBe('allow');
    }
    expect(state.validations).toBe(0);
  });

  it('sends a visitor without a token to the authentication page, remembering the page asked for', async () => {
    const { deps, state } = fakeDeps({ token: null });
    const guard = createGuard(deps);
    expect(await guard.check(route('/'), '/')).toEqual({ kind: 'redirect', to: '/authentification' });
    expect(await guard.check(route('/formations/4'), '/formations/4?tab=Équipe')).toEqual({
      kind: 'redirect',
      to: '/authentification?redirect=%2Fformations%2F4%3Ftab%3D%C3%89quipe',
    });
    expect(state.ended).toBe(2);
    expect(state.validations).toBe(0);
  });

  it('removes an invalid token and the stored user, then sends to the authentication page', async () => {
    const { deps, state } = fakeDeps({ tokenValid: false });
    const guard = createGuard(deps);
    expect(await guard.check(route('/profil'), '/profil')).toEqual({
      kind: 'redirect',
      to: '/authentification?redirect=%2Fprofil',
    });
    expect(state.token).toBeNull();
    expect(state.session.user).toBeNull();
  });

  it('treats a user that cannot be loaded like an invalid session', async () => {
    const { deps, state } = fakeDeps({ userLoads: false });
    const guard = createGuard(deps);
    expect(await guard.check(route('/'), '/')).toEqual({ kind: 'redirect', to: '/authentification' });
    expect(state.token).toBeNull();
  });

  it('lets an allowed role in, after loading its user', async () => {
    const { deps, state } = fakeDeps({ role: 'gestionnaire' });
    const guard = createGuard(deps);
    expect(await guard.check(route('/formations'), '/formations')).toEqual({ kind: 'allow', role: 'gestionnaire' });
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
    const guard = createGuard(deps);
    expect(await guard.check(route(url), url)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a user without a profile to the route Inscription, and lets them stay there', async () => {
    const { deps } = fakeDeps({ role: 'stagiaire', profileMissing: true });
    const guard = createGuard(deps);
    expect(await guard.check(route('/'), '/')).toEqual({ kind: 'redirect', to: '/modifier-un-compte' });
    expect(await guard.check(route('/modifier-un-compte'), '/modifier-un-compte')).toEqual({
      kind: 'allow',
      role: 'stagiaire',
    });
  });

  it('validates the token again once the last validation is older than a minute, or the token changed', async () => {
    const { deps, state } = fakeDeps({ role: 'intervenant' });
    const guard = createGuard(deps);
    await guard.check(route('/'), '/');
    await guard.check(route('/agenda'), '/agenda');
    expect(state.validations).toBe(1);
    state.time += 61_000;
    await guard.check(route('/agenda'), '/agenda');
    expect(state.validations).toBe(2);
    state.token = 'another-jwt';
    await guard.check(route('/agenda'), '/agenda');
    expect(state.validations).toBe(3);
    guard.reset();
    await guard.check(route('/agenda'), '/agenda');
    expect(state.validations).toBe(4);
  });
});
