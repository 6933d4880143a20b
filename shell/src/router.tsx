/**
 * The shell's router, built from the route table (ROUTES). Every route runs the guard in its loader,
 * so a refused page never renders; page code is loaded per route (the login page downloads neither the
 * portal frame nor any remote).
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  endLocalSession,
  ensureSessionLoaded,
  hasSession,
  isPublicRoute,
  isRemotePage,
  pageFor,
  readSessionExpiry,
  ROUTES,
  useSession,
  validateToken,
  type RouteDefinition,
  type ShellPageKey,
} from '@irt/shared-auth';
import { createGuard, type Guard } from './guard/guard';
import { loadRemoteModule, prefetchRegistry, prepareRemotes } from './federation/runtime';
import { Root, RootError, PortalLoading } from './Root';

export const guard = createGuard({
  sessionExpiry: readSessionExpiry,
  validateToken,
  ensureSessionLoaded,
  endLocalSession,
  getSession: () => useSession.getState(),
  setVerifiedSession: (verified) => useSession.getState().setVerifiedSession(verified),
  now: () => Date.now(),
});

type PageModule = { default: ComponentType };

/** A shell page reading server state before login: it brings the query client with it. */
function withQueryClient(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return async () => {
    const [page, { QueryClientProvider }, { portalQueryClient }] = await Promise.all([load(), import('@tanstack/react-query'), import('./queryClient')]);
    const Page = page.default;
    return {
      default: () => (
        <QueryClientProvider client={portalQueryClient()}>
          <Page />
        </QueryClientProvider>
      ),
    };
  };
}

/** The shell's own pages (another engineer writes them in pages/public/). */
const SHELL_PAGES: Record<ShellPageKey, () => Promise<PageModule>> = {
  login: () => import('./pages/public/LoginPage'),
  'password-reset-request': () => import('./pages/public/PasswordResetRequestPage'),
  'password-reset': () => import('./pages/public/PasswordResetPage'),
  'email-verification': withQueryClient(() => import('./pages/public/EmailVerificationPage')),
  legal: () => import('./pages/public/LegalPage'),
  'accessibility-statement': () => import('./pages/public/AccessibilityStatementPage'),
  'published-results': withQueryClient(() => import('./pages/public/PublishedResultsPage')),
  'not-found': () => import('./pages/public/NotFoundPage'),
};

/** A page that never settles: used while the browser is already loading another document. */
const never = () => new Promise<never>(() => undefined);

function guardLoader(route: RouteDefinition, routeGuard: Guard) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const location = `${url.pathname}${url.search}`;
    // A signed-in visit will need the remotes' registry: read it while the session is checked.
    if (!isPublicRoute(route) && hasSession()) prefetchRegistry();
    const decision = await routeGuard.check(route, location);
    if (decision.kind === 'redirect') return redirect(decision.to);
    if (decision.role && !isPublicRoute(route) && !prepareRemotes(decision.role)) {
      // Another role's remotes are registered in this page (a new login without a reload):
      // load the page afresh so none of them stays.
      window.location.assign(location);
      return never();
    }
    if (decision.role && !isPublicRoute(route)) {
      // The page's remote code starts loading now, while the layout renders; the route's view then
      // receives the same loading (failures are shown and retried there).
      const page = pageFor(route, decision.role);
      if (isRemotePage(page)) loadRemoteModule(page).catch(() => undefined);
    }
    return null;
  };
}

function shellPageKey(route: RouteDefinition): ShellPageKey | null {
  const { page } = route;
  return typeof page === 'string' && page !== 'under-construction' ? page : null;
}

function leafRoute(route: RouteDefinition, routeGuard: Guard): RouteObject {
  const base = { path: route.path, loader: guardLoader(route, routeGuard), handle: { route } };
  const key = shellPageKey(route);
  if (key) {
    return { ...base, lazy: async () => ({ Component: (await SHELL_PAGES[key]()).default }) };
  }
  return {
    ...base,
    lazy: async () => {
      const { RouteScreen } = await import(/* webpackChunkName: "route-screen" */ './pages/RouteScreen');
      return { Component: () => <RouteScreen route={route} /> };
    },
  };
}

/** The router's routes: the route table, each leaf guarded (tests pass a guard of their own). */
export function buildRoutes(routes: readonly RouteDefinition[] = ROUTES, routeGuard: Guard = guard): RouteObject[] {
  const leaf = (route: RouteDefinition) => leafRoute(route, routeGuard);
  const inFrame = routes.filter((route) => route.layout === 'app');
  // Public-layout pages of the shell bring their own layout; other public-layout pages (the catalogue)
  // get the shell's public frame.
  const inPublicFrame = routes.filter(
    (route) => route.layout === 'public' && (isRemotePage(route.page) || route.page === 'under-construction'),
  );
  const standalone = routes.filter((route) => !inFrame.includes(route) && !inPublicFrame.includes(route));
  return [
    {
      id: 'root',
      Component: Root,
      HydrateFallback: PortalLoading,
      ErrorBoundary: RootError,
      children: [
        {
          id: 'portal-frame',
          // The same chunk as index.ts's early import (and the one the server preloads): 'frame'.
          lazy: async () => ({ Component: (await import(/* webpackChunkName: "frame" */ './layout/AppLayout')).AppLayout }),
          children: inFrame.map(leaf),
        },
        {
          id: 'public-frame',
          lazy: async () => ({ Component: (await import('./layout/PublicFrame')).PublicFrame }),
          children: inPublicFrame.map(leaf),
        },
        ...standalone.map(leaf),
      ],
    },
  ];
}

export function createPortalRouter() {
  return createBrowserRouter(buildRoutes());
}
