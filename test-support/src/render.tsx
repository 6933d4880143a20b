/** Renders a component as the portal does: theme, a query client, a router. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@irt/shared-ui/AppProviders';
import { createQueryClient } from '@irt/shared-auth/query';

/** Shows where the router is, so tests assert navigation as a user sees it (the URL). */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The portal's query client (same defaults), fresh for each render so no test sees another's cache. */
export function testQueryClient(): QueryClient {
  return createQueryClient({ bindToSession: false });
}

export interface RenderOptions {
  /** The route pattern the component is rendered at ('*' by default: any path). */
  path?: string;
  /** The URL opened (defaults to `path`, or '/'). */
  entry?: string;
  queryClient?: QueryClient;
}

/**
 * Renders `ui` at `entry` through the real providers: theme, a query client, and a memory router where
 * any other path shows 'Autre page'.
 */
export function renderWithProviders(ui: ReactElement, { path = '*', entry, queryClient = testQueryClient() }: RenderOptions = {}) {
  const result = render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry ?? (path === '*' ? '/' : path)]}>
          <Routes>
            <Route path={path} element={ui} />
            {path === '*' ? null : <Route path="*" element={<p>Autre page</p>} />}
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...result, queryClient };
}
