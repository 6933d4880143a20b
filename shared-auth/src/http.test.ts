import { http, listErrorMessages, readApiError } from './http';
import { getToken, setToken } from './token';
import { fakeJwt, jsonResponse } from './test/jwt';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function mockFetch(...answers: Response[]) {
  const fetchMock = jest.spyOn(globalThis, 'fetch');
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
  return fetchMock;
}

function sentRequest(fetchMock: jest.SpyInstance, call = 0): Request {
  return fetchMock.mock.calls[call][0] as Request;
}

describe('http client', () => {
  it('calls /api on the same origin with the XMLHttpRequest marker and the bearer token of the cookie', async () => {
    const token = fakeJwt({ sub: '3', exp: inAnHour() });
    setToken(token);
    const fetchMock = mockFetch(jsonResponse({ id: 3 }));
    await http.get('user').json();
    const request = sentRequest(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/user');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(request.credentials).toBe('include');
  });

  it('reads the token at request time, and sends none when logged out', async () => {
    const fetchMock = mockFetch(jsonResponse({}), jsonResponse({}));
    await http.get('roles');
    expect(sentRequest(fetchMock, 0).headers.has('Authorization')).toBe(false);
    const later = fakeJwt({ sub: '4', exp: inAnHour() });
    setToken(later);
    await http.get('roles');
    expect(sentRequest(fetchMock, 1).headers.get('Authorization')).toBe(`Bearer ${later}`);
  });

  it('replaces the stored token with any token found in an answer, and the caller still reads the body', async () => {
    setToken(fakeJwt({ sub: '5', exp: inAnHour() }));
    const fresh = fakeJwt({ sub: '5', exp: inAnHour() + 7200 });
    mockFetch(jsonResponse({ valid: true, token: fresh }));
    const body = await http.get('validate-token').json<{ valid: boolean; token: string }>();
    expect(body).toEqual({ valid: true, token: fresh });
    expect(getToken()).toBe(fresh);
  });

  it('keeps the stored token when the answer has none or is not JSON', async () => {
    const token = fakeJwt({ sub: '6', exp: inAnHour() });
    setToken(token);
    mockFetch(jsonResponse({ data: [] }), new Response('ok', { headers: { 'Content-Type': 'text/plain' } }));
    await http.get('trainings').json();
    await http.get('health').text();
    expect(getToken()).toBe(token);
  });

  it('maps a failed call to its status, French message and field errors', async () => {
    mockFetch(
      jsonResponse(
        { message: 'Les données envoyées sont invalides.', errors: { email: ['Cet email est déjà utilisé.'], name: ['Le nom est requis.'] } },
        422,
      ),
    );
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
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await http.get('user').catch((caught: unknown) => caught);
    expect(readApiError(error)).toEqual({ status: null, message: null, errors: {} });
    expect(readApiError(new Error('boom'))).toEqual({ status: null, message: null, errors: {} });
  });

  it('answers the status with no message when the error body is not JSON', async () => {
    mockFetch(new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    const error = await http.get('user').catch((caught: unknown) => caught);
    expect(readApiError(error)).toEqual({ status: 502, message: null, errors: {} });
  });
});
