import { http, listErrorMessages, onSessionRefused, readApiError } from './http';
import { delay } from 'msw';
import { readSessionExpiry } from './session-cookie';
import { aUser } from '@irt/test-support/factories';
import { json, mockApi, networkError, proxyErrorPage, requests, sessionCookies, startSession } from '@irt/test-support/network';

describe('http client', () => {
  it('calls /api on the same origin with the XMLHttpRequest marker and cookies, and never a bearer header', async () => {
    startSession();
    let credentials: RequestCredentials | undefined;
    mockApi({
      'GET /api/user': ({ request }) => {
        credentials = request.credentials;
        return json(aUser('stagiaire', { id: 3 }));
      },
    });
    await (await http('user')).json();
    const [request] = requests;
    expect(request.url.origin).toBe(window.location.origin);
    expect(request.path).toBe('/api/user');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.has('Authorization')).toBe(false);
    // The browser sends the session's HttpOnly cookie by itself.
    expect(credentials).toBe('include');
  });

  it('tells the listeners when a call is refused (401), not for the session calls', async () => {
    const refused = jest.fn();
    const stop = onSessionRefused(refused);
    try {
      mockApi({
        'GET /api/profiles/:id': () => json({ message: 'Votre compte a été désactivé.' }, 401),
        'GET /api/validate-token': () => json({ message: 'Non authentifié.' }, 401),
        'GET /api/roles': () => json([]),
      });
      await http('roles');
      await expect(http('validate-token')).rejects.toThrow();
      expect(refused).not.toHaveBeenCalled();
      await expect(http('profiles/7')).rejects.toThrow();
      expect(refused).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('stores no token from an answer: the page keeps only the expiry cookie the server sets', async () => {
    mockApi({ 'GET /api/validate-token': () => json({ valid: true, token: 'jeton.renouvele.x' }, 200, sessionCookies(7200)) });
    const body = (await (await http('validate-token')).json()) as { valid: boolean; token: string };
    expect(body).toEqual({ valid: true, token: 'jeton.renouvele.x' });
    expect(document.cookie).not.toContain('jeton');
    expect(readSessionExpiry()).toBeGreaterThan(Date.now() + 7000_000);
  });

  it('maps a failed call to its status, French message and field errors', async () => {
    mockApi({
      'POST /api/register': () =>
        json(
          { message: 'Les données envoyées sont invalides.', errors: { email: ['Cet email est déjà utilisé.'], name: ['Le nom est requis.'] } },
          422,
        ),
    });
    const error = await http('register', { method: 'POST', json: {} }).catch((caught: unknown) => caught);
    const details = readApiError(error);
    expect(details).toEqual({
      status: 422,
      message: 'Les données envoyées sont invalides.',
      errors: { email: ['Cet email est déjà utilisé.'], name: ['Le nom est requis.'] },
    });
    expect(listErrorMessages(details.errors)).toEqual(['Cet email est déjà utilisé.', 'Le nom est requis.']);
  });

  it('answers no status and no message for a network failure or a non-HTTP error', async () => {
    mockApi({ 'GET /api/user': () => networkError() });
    const error = await http('user').catch((caught: unknown) => caught);
    expect(readApiError(error)).toEqual({ status: null, message: null, errors: {} });
    expect(readApiError(new Error('boom'))).toEqual({ status: null, message: null, errors: {} });
  });

  it('answers the status with no message when the error body is not JSON', async () => {
    mockApi({ 'GET /api/user': () => proxyErrorPage(502) });
    const error = await http('user').catch((caught: unknown) => caught);
    expect(readApiError(error)).toEqual({ status: 502, message: null, errors: {} });
  });

  it('sends JSON with its content type and the query as URL parameters', async () => {
    mockApi({ 'POST /api/register': () => json({ message: 'Compte créé.' }, 201) });
    const answer = await http('register', { method: 'POST', json: { note: 'été' }, searchParams: new URLSearchParams({ a: '1 2' }) });
    expect(answer.status).toBe(201);
    const [request] = requests;
    expect(request.url.search).toBe('?a=1+2');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.body).toEqual({ note: 'été' });
  });

  it('gives up when no answer comes in time: no status, no message', async () => {
    mockApi({
      'GET /api/user': async () => {
        await delay(1_000);
        return json(aUser('stagiaire', { id: 3 }));
      },
    });
    const error = await http('user', { timeoutMs: 20 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(readApiError(error)).toEqual({ status: null, message: null, errors: {} });
  });

  it("passes the caller's abort on (a query no longer wanted)", async () => {
    mockApi({
      'GET /api/user': async () => {
        await delay(1_000);
        return json(aUser('stagiaire', { id: 3 }));
      },
    });
    const controller = new AbortController();
    const pending = http('user', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});
