import { http, listErrorMessages, onSessionRefused, readApiError } from './http';
import { getToken, setToken } from './token';
import { aJwt, aUser, pageOf } from '@irt/test-support/factories';
import { fileAnswer, json, mockApi, networkError, proxyErrorPage, requests } from '@irt/test-support/network';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('http client', () => {
  it('calls /api on the same origin with the XMLHttpRequest marker and the bearer token of the cookie', async () => {
    const token = aJwt({ sub: '3', exp: inAnHour() });
    setToken(token);
    let credentials: RequestCredentials | undefined;
    mockApi({
      'GET /api/user': ({ request }) => {
        credentials = request.credentials;
        return json(aUser('stagiaire', { id: 3 }));
      },
    });
    await http.get('user').json();
    const [request] = requests;
    expect(request.url.origin).toBe(window.location.origin);
    expect(request.path).toBe('/api/user');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(credentials).toBe('include');
  });

  it('tells the listeners when a call carrying a session is refused (401), not for the session calls nor without a session', async () => {
    const refused = jest.fn();
    const stop = onSessionRefused(refused);
    try {
      mockApi({
        'GET /api/profiles/:id': () => json({ message: 'Votre compte a été désactivé.' }, 401),
        'GET /api/validate-token': () => json({ message: 'Non authentifié.' }, 401),
        'GET /api/roles': () => json({ message: 'Non authentifié.' }, 401),
      });
      await expect(http.get('roles')).rejects.toThrow();
      expect(refused).not.toHaveBeenCalled();
      setToken(aJwt({ sub: '3', exp: inAnHour() }));
      await expect(http.get('validate-token')).rejects.toThrow();
      expect(refused).not.toHaveBeenCalled();
      await expect(http.get('profiles/7')).rejects.toThrow();
      expect(refused).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('reads the token at request time, and sends none when logged out', async () => {
    mockApi({ 'GET /api/roles': () => json([]) });
    await http.get('roles');
    expect(requests[0].headers.has('Authorization')).toBe(false);
    const later = aJwt({ sub: '4', exp: inAnHour() });
    setToken(later);
    await http.get('roles');
    expect(requests[1].headers.get('Authorization')).toBe(`Bearer ${later}`);
  });

  it('replaces the stored token with any token found in an answer, and the caller still reads the body', async () => {
    setToken(aJwt({ sub: '5', exp: inAnHour() }));
    const fresh = aJwt({ sub: '5', exp: inAnHour() + 7200 });
    mockApi({ 'GET /api/validate-token': () => json({ valid: true, token: fresh }) });
    const body = await http.get('validate-token').json<{ valid: boolean; token: string }>();
    expect(body).toEqual({ valid: true, token: fresh });
    expect(getToken()).toBe(fresh);
  });

  it('keeps the stored token when the answer has none or is not JSON', async () => {
    const token = aJwt({ sub: '6', exp: inAnHour() });
    setToken(token);
    mockApi({
      'GET /api/trainings': () => json(pageOf([])),
      'GET /api/certificate/:trainingId': () => fileAnswer('%PDF-1.7', { type: 'application/pdf' }),
    });
    await http.get('trainings').json();
    await http.get('certificate/4').blob();
    expect(getToken()).toBe(token);
  });

  it('maps a failed call to its status, French message and field errors', async () => {
    mockApi({
      'POST /api/register': () =>
        json(
          { message: 'Les données envoyées sont invalides.', errors: { email: ['Cet email est déjà utilisé.'], name: ['Le nom est requis.'] } },
          422,
        ),
    });
    const error = await http.post('register', { json: {} }).catch((caught: unknown) => caught);
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
    const error = await http.get('user').catch((caught: unknown) => caught);
    expect(readApiError(error)).toEqual({ status: null, message: null, errors: {} });
    expect(readApiError(new Error('boom'))).toEqual({ status: null, message: null, errors: {} });
  });

  it('answers the status with no message when the error body is not JSON', async () => {
    mockApi({ 'GET /api/user': () => proxyErrorPage(502) });
    const error = await http.get('user').catch((caught: unknown) => caught);
    expect(readApiError(error)).toEqual({ status: 502, message: null, errors: {} });
  });
});
