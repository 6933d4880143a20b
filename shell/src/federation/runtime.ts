/**
 * Remotes at runtime. After login the shell reads /remotes.json, registers the remotes of the user's
 * role only (a stagiaire's browser must never fetch staff code), preloads the modules that role's
 * routes use in idle time, and loads a module when a route renders it. A remote that failed is
 * registered again before the next attempt, so the runtime forgets the failed manifest or entry.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RoleSlug } from '@irt/api/contract';
import {
  canAccess,
  isRemotePage,
  pageFor,
  parseRemoteRegistry,
  provideRemoteModuleLoader,
  REMOTE_NAMES,
  remotesToRegister,
  ROUTES,
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

// The runtime reports every failed remote load here (route renders and idle preloads alike).
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
  prefetchedRegistry = fetchRegistry();
  // A failure is handled by the registration, which asks again.
  prefetchedRegistry.catch(() => undefined);
}

function register(role: RoleSlug): Promise<Map<RemoteName, string>> {
  const prefetched = prefetchedRegistry;
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
    registration.then(() => schedulePreload(role)).catch(() => undefined);
  }
  return true;
}

/** The remote modules the routes a role may open render, without duplicates. */
export function remotePagesOfRole(role: RoleSlug): RemotePage[] {
  const pages = new Map<string, RemotePage>();
  for (const route of ROUTES) {
    if (!canAccess(route, role)) continue;
    const page = pageFor(route, role);
    if (isRemotePage(page)) pages.set(requestId(page), page);
  }
  return [...pages.values()];
}

function requestId(page: RemotePage): string {
  return `${page.remote}/${page.module.replace(/^\.\//, '')}`;
}

/**
 * Preloads wait for the first page a route renders to have loaded (or failed), then for its own
 * requests to go first: on a slow link, preloads started earlier competed with that page's code and
 * data, and delayed its first paint. A first page that is not a remote's lets them start after a while.
 */
const PRELOAD_AFTER_FIRST_PAGE_MS = 1_500;
const PRELOAD_AT_LATEST_MS = 5_000;
let firstPageSettled: () => void = () => undefined;
const firstPage = new Promise<void>((resolve) => {
  firstPageSettled = resolve;
});

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function schedulePreload(role: RoleSlug): void {
  const idle: (callback: () => void) => void =
    typeof window.requestIdleCallback === 'function'
      ? (callback) => window.requestIdleCallback(callback, { timeout: 5_000 })
      : (callback) => window.setTimeout(callback, 0);
  void Promise.race([firstPage.then(() => delay(PRELOAD_AFTER_FIRST_PAGE_MS)), delay(PRELOAD_AT_LATEST_MS)]).then(() =>
    idle(() => {
      for (const page of remotePagesOfRole(role)) {
        // A failure is recorded by the plugin above; the route that needs the module will retry.
        loadPage(page).catch(() => undefined);
      }
    }),
  );
}

/**
 * Loads a remote's exposed page for a route or another remote; rejects when the remote is not the
 * role's or cannot be loaded.
 */
export function loadRemoteModule(page: RemotePage): Promise<RemoteModule> {
  const loading = loadPage(page);
  loading.then(firstPageSettled, firstPageSettled);
  return loading;
}

async function loadPage(page: RemotePage): Promise<RemoteModule> {
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
