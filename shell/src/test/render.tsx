/** Test helpers of the shell's frame: real providers, a memory router, and a fake network. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@irt/shared-ui';

/** Shows where the router is, so tests assert navigation as a user sees it (the URL). */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders `ui` at `entry` through the real providers and a router that accepts any path. */
export function renderAt(ui: ReactElement, entry = '/') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </AppProviders>,
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces the network: answers by "METHOD /path" and records each requested URL. An unexpected
 * call fails loudly.
 */
export function fakeApi(routes: Record<string, (url: URL) => Response | Promise<Response>>) {
  const calls: URL[] = [];
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url, 'http://localhost');
    calls.push(url);
    const answer = routes[`${request.method} ${url.pathname}`];
    if (!answer) throw new Error(`Unexpected call ${request.method} ${url.pathname}`);
    return answer(url);
  });
  return { calls, fetchMock };
}
