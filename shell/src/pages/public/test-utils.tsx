import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@irt/shared-ui';

/** Shows where the router is, so tests can assert navigation as the user would see it (the URL). */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders a public page at `entry` through the real providers and a router. */
export function renderPublicPage(page: ReactElement, { path, entry = path }: { path: string; entry?: string }) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>Autre page</p>} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Bodies sent by the page, by "METHOD /path?query". */
export type SentRequests = Record<string, unknown>;

/**
 * Replaces the network: answers by "METHOD /path" and records what was sent. An unexpected call
 * fails the test loudly.
 */
export function mockApi(routes: Record<string, () => Response | Promise<Response>>) {
  const sent: { key: string; url: URL; body: unknown }[] = [];
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const text = await request.clone().text();
    sent.push({ key, url, body: text ? JSON.parse(text) : undefined });
    const answer = routes[key];
    if (!answer) throw new Error(`Unexpected call ${key}`);
    return answer();
  });
  return { fetchMock, sent };
}

/** An unsigned JWT-shaped token valid for an hour (the client only reads its exp). */
export function aToken(): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
}
