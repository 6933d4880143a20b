/**
 * Remotes at runtime. After login the shell reads /remotes.json, registers the remotes of the user's
 * role only (a stagiaire's browser must never fetch staff code), and loads a module when a route
 * renders it, or a little earlier when the user points at a menu link (`preloadRoute`): nothing is
 * fetched ahead of an intent, so a first visit downloads only its own page. A remote that failed is
 * registered again before the next attempt, so the runtime forgets the failed manifest or entry.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RoleSlug } from '@irt/api/contract';
import {
  canAccess,
  isRemotePage,
  matchRoute,
  pageFor,
  parseRemoteRegistry,
  provideRemoteModuleLoader,
  REMOTE_NAMES,
  remotesToRegister,
  takeFirstWaveRemotes,
  type RemoteName,
  type RemotePage,
} from '@irt/shared-auth';

export interface RemoteModule {
  default: ComponentType;
}

let registeredRole: RoleSlug | null = null;
let registration: Promise<Map<RemoteName, string>> | null = null;
const failedRemotes = new Set<RemoteName>();

function remoteOfRequest(id: string): RemoteName | null {
  const name = id.split('/')[0];
  return (REMOTE_NAMES as string[]).includes(name) ? (name as RemoteName) : null;
}

// The runtime reports every failed remote load here (route renders and preloads alike). Registered with
// the first remotes, not when this module is imported: the frame drawn at build time imports it in Node,
// where no federation runtime runs.
let failurePluginRegistered = false;
function registerFailurePlugin(): void {
  if (failurePluginRegistered) return;
  failurePluginRegistered = true;
  registerPlugins([
    {
      name: 'irt-remote-failures',
      errorLoadRemote({ id }) {
        const remote = remoteOfRequest(id);
        if (remote) failedRemotes.add(remote);
        // Nothing to substitute: the error reaches the route's error boundary, which offers a retry.
        return undefined;
      },
    },
  ]);
}

// Remotes that render another remote's exposed component load it through this same runtime.
provideRemoteModuleLoader(loadRemoteModule);

/** A registry that does not answer must not leave the page waiting forever: the retry panel shows. */
const REGISTRY_TIMEOUT_MS = 15_000;

async function fetchRegistry(): Promise<unknown> {
  const response = await fetch('/remotes.json', {
    cache: 'no-cache',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`/remotes.json: HTTP ${response.status}`);
  return response.json();
}

/** The registry asked for ahead of the session checks (see `prefetchRegistry`), used once. */
let prefetchedRegistry: Promise<unknown> | null = null;

/**
 * Starts reading /remotes.json while the guard still checks the session (token, user, profile): the
 * registry does not depend on them, and waiting would add a round trip before the first page's remote.
 */
export function prefetchRegistry(): void {
  if (registeredRole || prefetchedRegistry) return;
  // A page sent with a session carries the registry in its first wave: nothing to ask.
  const fromPage = takeFirstWaveRemotes();
  prefetchedRegistry = fromPage ? Promise.resolve(fromPage) : fetchRegistry();
  // A failure is handled by the registration, which asks again.
  prefetchedRegistry.catch(() => undefined);
}

function register(role: RoleSlug): Promise<Map<RemoteName, string>> {
  registerFailurePlugin();
  const fromPage = takeFirstWaveRemotes();
  const prefetched = fromPage ? Promise.resolve(fromPage) : prefetchedRegistry;
  prefetchedRegistry = null;
  const registry = prefetched ? prefetched.catch(() => fetchRegistry()) : fetchRegistry();
  const attempt = registry.then((json) => {
    const remotes = remotesToRegister(parseRemoteRegistry(json), role);
    registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
    return new Map(remotes.map(({ name, entry }) => [name, entry]));
  });
  // A failed registry fetch is retried by the next load instead of being remembered.
  attempt.catch(() => {
    if (registration === attempt) registration = null;
  });
  return attempt;
}

/**
 * Prepares the remotes of the logged-in role. Answers false when another role's remotes are already
 * registered in this page: the caller then reloads the page so none of them stays.
 */
export function prepareRemotes(role: RoleSlug): boolean {
  if (registeredRole && registeredRole !== role) return false;
  if (!registeredRole) {
    registeredRole = role;
    registration = register(role);
  }
  return true;
}

function requestId(page: RemotePage): string {
  return `${page.remote}/${page.module.replace(/^\.\//, '')}`;
}

/**
 * Starts loading the module of the page at `address` when the logged-in role may open it (a menu link
 * pointed at or focused): the click that follows finds it loaded or on its way. Anything else is ignored.
 */
export function preloadRoute(address: string): void {
  if (!registeredRole) return;
  const route = matchRoute(address);
  if (!route || !canAccess(route, registeredRole)) return;
  const page = pageFor(route, registeredRole);
  // A failure is recorded by the plugin above; the route that needs the module will retry.
  if (isRemotePage(page)) loadRemoteModule(page).catch(() => undefined);
}

/**
 * Loads a remote's exposed page for a route or another remote; rejects when the remote is not the
 * role's or cannot be loaded.
 */
export async function loadRemoteModule(page: RemotePage): Promise<RemoteModule> {
  if (!registeredRole) throw new Error('Aucun rôle connecté : les modules distants ne sont pas enregistrés.');
  if (!registration) registration = register(registeredRole);
  const entries = await registration;
  const entry = entries.get(page.remote);
  if (!entry) throw new Error(`Le module distant ${page.remote} n'est pas disponible pour ce rôle.`);

  if (failedRemotes.has(page.remote)) {
    // Registering again with force drops the runtime's cached manifest, entry and loading promises.
    registerRemotes([{ name: page.remote, entry }], { force: true });
    failedRemotes.delete(page.remote);
  }
  try {
    const loaded = await loadRemote<RemoteModule>(requestId(page));
    if (!loaded || typeof loaded.default !== 'function') {
      throw new Error(`${requestId(page)} n'exporte pas de composant par défaut.`);
    }
    return loaded;
  } catch (error) {
    failedRemotes.add(page.remote);
    throw error;
  }
}
