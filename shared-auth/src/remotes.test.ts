import type { RoleSlug } from '@irt/api/contract';
import {
  canLoadRemote,
  manifestPath,
  parseRemoteRegistry,
  REMOTES,
  REMOTE_NAMES,
  remotesForRole,
  remotesToRegister,
  type RemoteName,
} from './remotes';
import { canAccess, isRemotePage, pageFor, ROUTES } from './routes';

/** Jest runs test files as CommonJS: `require` reads the build's own list of apps, an untyped .cjs file. */
declare const require: (id: string) => unknown;

const ALL: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];

/** Which remotes a role may load, written out again apart from the code. */
const ALLOWED: Record<RoleSlug, RemoteName[]> = {
  stagiaire: ['mf_trainee'],
  intervenant: ['mf_trainings', 'mf_people', 'mf_trainee'],
  'responsable-pedagogique': ['mf_trainings', 'mf_people', 'mf_trainee'],
  gestionnaire: ['mf_trainings', 'mf_people', 'mf_trainee', 'mf_finance', 'mf_admin'],
  administrateur: ['mf_trainings', 'mf_people', 'mf_trainee', 'mf_finance', 'mf_admin'],
};

const FULL_REGISTRY = {
  mf_trainee: '/remotes/mf-trainee/mf-manifest.json',
  mf_trainings: '/remotes/mf-trainings/mf-manifest.json',
  mf_people: '/remotes/mf-people/mf-manifest.json',
  mf_finance: '/remotes/mf-finance/mf-manifest.json',
  mf_admin: '/remotes/mf-admin/mf-manifest.json',
};

describe('remotes per role', () => {
  it.each(ALL)('%s may load exactly the remotes of the architecture table', (role) => {
    expect([...remotesForRole(role)].sort()).toEqual([...ALLOWED[role]].sort());
    for (const remote of REMOTE_NAMES) expect(canLoadRemote(role, remote)).toBe(ALLOWED[role].includes(remote));
  });

  it('never lets a route send a role to a remote it may not load', () => {
    for (const route of ROUTES) {
      // A role that may not open the route is sent back by the guard before any page renders.
      for (const role of ALL.filter((r) => canAccess(route, r))) {
        const page = pageFor(route, role);
        if (isRemotePage(page)) expect({ path: route.path, role, ok: canLoadRemote(role, page.remote) }).toEqual({ path: route.path, role, ok: true });
      }
    }
  });

  it('registers only the role’s remotes from the registry', () => {
    expect(remotesToRegister(FULL_REGISTRY, 'stagiaire')).toEqual([
      { name: 'mf_trainee', entry: '/remotes/mf-trainee/mf-manifest.json' },
    ]);
    expect(remotesToRegister(FULL_REGISTRY, 'administrateur').map((r) => r.name).sort()).toEqual([...REMOTE_NAMES].sort());
    // A remote missing from the registry is simply not registered.
    expect(remotesToRegister({ mf_people: '/p.json' }, 'intervenant')).toEqual([{ name: 'mf_people', entry: '/p.json' }]);
  });

  it('reads the registry defensively', () => {
    expect(parseRemoteRegistry({ ...FULL_REGISTRY, mf_unknown: '/x.json', mf_admin: 3 })).toEqual({
      mf_trainee: FULL_REGISTRY.mf_trainee,
      mf_trainings: FULL_REGISTRY.mf_trainings,
      mf_people: FULL_REGISTRY.mf_people,
      mf_finance: FULL_REGISTRY.mf_finance,
    });
    expect(parseRemoteRegistry(null)).toEqual({});
    expect(parseRemoteRegistry(['mf_trainee'])).toEqual({});
  });

  it('serves each remote under /remotes/<folder>/', () => {
    for (const name of REMOTE_NAMES) expect(manifestPath(name)).toBe(FULL_REGISTRY[name]);
  });

  it('agrees with the build’s list of apps (folder and dev port)', () => {
    const { APPS } = require('../../webpack/apps.cjs') as {
      APPS: { name: string; folder: string; devPort: number; kind: 'host' | 'remote' }[];
    };
    const built = APPS.filter((app) => app.kind === 'remote').map(({ name, folder, devPort }) => ({ name, folder, devPort }));
    expect(built).toEqual(REMOTE_NAMES.map((name) => ({ name, ...REMOTES[name] })));
  });
});
