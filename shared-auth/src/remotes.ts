/**
 * The federated remotes and which of them each role may load. Hiding a remote is
 * not access control — the API checks every permission — but a stagiaire's browser must never fetch
 * staff code, so the shell registers only the role's remotes.
 */
import type { RoleSlug } from '@irt/api/contract';

export type RemoteName = 'mf_trainee' | 'mf_trainings' | 'mf_people' | 'mf_finance' | 'mf_admin';

export interface RemoteDescription {
  /** Folder of the remote in the repository, and its path under /remotes/ when served. */
  folder: string;
  /** Port of its development server (`npm run dev`). */
  devPort: number;
}

export const REMOTES: Readonly<Record<RemoteName, RemoteDescription>> = {
  mf_trainee: { folder: 'mf-trainee', devPort: 3001 },
  mf_trainings: { folder: 'mf-trainings', devPort: 3002 },
  mf_people: { folder: 'mf-people', devPort: 3003 },
  mf_finance: { folder: 'mf-finance', devPort: 3004 },
  mf_admin: { folder: 'mf-admin', devPort: 3005 },
};

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

const TEACHING_STAFF: readonly RemoteName[] = ['mf_trainings', 'mf_people', 'mf_trainee'];

export const REMOTES_BY_ROLE: Readonly<Record<RoleSlug, readonly RemoteName[]>> = {
  stagiaire: ['mf_trainee'],
  intervenant: TEACHING_STAFF,
  'responsable-pedagogique': TEACHING_STAFF,
  // mf_admin: the complaints and the improvement actions.
  gestionnaire: [...TEACHING_STAFF, 'mf_finance', 'mf_admin'],
  administrateur: [...TEACHING_STAFF, 'mf_finance', 'mf_admin'],
};

export function remotesForRole(role: RoleSlug): readonly RemoteName[] {
  return REMOTES_BY_ROLE[role] ?? [];
}

export function canLoadRemote(role: RoleSlug, remote: RemoteName): boolean {
  return remotesForRole(role).includes(remote);
}

/** Production manifest URL of a remote, as the API server serves it. */
export function manifestPath(remote: RemoteName): string {
  return `/remotes/${REMOTES[remote].folder}/mf-manifest.json`;
}

/** Content of /remotes.json: remote name → URL of its mf-manifest.json. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

function isRemoteName(value: string): value is RemoteName {
  return Object.prototype.hasOwnProperty.call(REMOTES, value);
}

/** Reads /remotes.json defensively: unknown names and non-string entries are ignored. */
export function parseRemoteRegistry(json: unknown): RemoteRegistry {
  const registry: RemoteRegistry = {};
  if (!json || typeof json !== 'object' || Array.isArray(json)) return registry;
  for (const [name, entry] of Object.entries(json as Record<string, unknown>)) {
    if (isRemoteName(name) && typeof entry === 'string' && entry.length > 0) registry[name] = entry;
  }
  return registry;
}

/** The remotes to hand to the federation runtime for a role: only those it may load and the registry knows. */
export function remotesToRegister(
  registry: RemoteRegistry,
  role: RoleSlug,
): { name: RemoteName; entry: string }[] {
  return remotesForRole(role).flatMap((name) => {
    const entry = registry[name];
    return entry ? [{ name, entry }] : [];
  });
}
