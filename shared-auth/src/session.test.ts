import {
  acceptTerms,
  ensureSessionLoaded,
  fetchProfile,
  login,
  logout,
  mustAcceptTerms,
  useSession,
  validateToken,
} from './session';
import { getToken, setToken } from './token';
import { fakeJwt, jsonResponse } from './test/jwt';
import type { OwnProfile, User } from '@irt/api/contract';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const aUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'Camille Martin',
  name: 'Camille Martin',
  email: 'camille@irt-demo.fr',
  role: { id: 5, name: 'Stagiaire', slug: 'stagiaire' },
  temporary_profile_picture_url: null,
  accepted_terms: 1,
  profile_completion: 40,
  current_training: null,
  email_verified: true,
  ...overrides,
});

const aProfile = (overrides: Partial<OwnProfile> = {}): OwnProfile => ({
  id: 70,
  profile_number: '2026-00070',
  phone: null,
  is_active: true,
  role: { id: 5, name: 'Stagiaire', slug: 'stagiaire' },
  user: { name: 'Camille Martin', email: 'camille@irt-demo.fr' },
  profile_picture: null,
  temporary_profile_picture_url: null,
  profile_completion: 40,
  missing_fields: [],
  ...overrides,
});

/** Bodies sent, by "METHOD /path". */
let sentBodies: Record<string, string> = {};

/** Answers by "METHOD /path"; anything else fails the test loudly. */
function routeFetch(routes: Record<string, () => Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    sentBodies[key] = await request.clone().text();
    const answer = routes[key];
    if (!answer) throw new Error(`Unexpected call ${key}`);
    return answer();
  });
}

const calledPaths = (fetchMock: jest.SpyInstance) =>
  fetchMock.mock.calls.map(([input]) => `${(input as Request).method} ${new URL((input as Request).url).pathname}`);

beforeEach(() => {
  sentBodies = {};
  useSession.getState().clear();
});

describe('login', () => {
  it('stores the token, then loads the user and the profile', async () => {
    const token = fakeJwt({ sub: '7', exp: inAnHour() });
    const fetchMock = routeFetch({
      'POST /api/login': () => jsonResponse({ token }),
      'GET /api/user': () => jsonResponse(aUser()),
      'GET /api/profile': () => jsonResponse(aProfile()),
    });
    const result = await login('camille@irt-demo.fr', 'Demo2026!');
    expect(getToken()).toBe(token);
    expect(result.profileMissing).toBe(false);
    expect(useSession.getState().user?.username).toBe('Camille Martin');
    expect(useSession.getState().profile).toEqual(aProfile());
    expect(calledPaths(fetchMock)).toEqual(['POST /api/login', 'GET /api/user', 'GET /api/profile']);
    expect(JSON.parse(sentBodies['POST /api/login'])).toEqual({ email: 'camille@irt-demo.fr', password: 'Demo2026!' });
    // The user and profile calls carry the new token.
    expect((fetchMock.mock.calls[1][0] as Request).headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("flags a missing profile when the server answers 'Profile not found'", async () => {
    routeFetch({
      'POST /api/login': () => jsonResponse({ token: fakeJwt({ exp: inAnHour() }) }),
      'GET /api/user': () => jsonResponse(aUser()),
      'GET /api/profile': () => jsonResponse({ message: 'Profile not found' }, 404),
    });
    const result = await login('nouveau@irt-demo.fr', 'Demo2026!');
    expect(result).toMatchObject({ profile: null, profileMissing: true });
    expect(useSession.getState().profileMissing).toBe(true);
  });

  it('rejects with the server error and keeps no token when the credentials are wrong', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    routeFetch({ 'POST /api/login': () => jsonResponse({ message: 'Identifiants incorrects.' }, 401) });
    await expect(login('camille@irt-demo.fr', 'mauvais')).rejects.toMatchObject({ name: 'HTTPError' });
    expect(getToken()).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(log).toHaveBeenCalledWith('Failed to log in. Please check your credentials and try again.', expect.anything());
  });
});

describe('fetchProfile', () => {
  it('logs other failures and answers null without flagging a missing profile', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    routeFetch({ 'GET /api/profile': () => jsonResponse({ message: 'Erreur interne.' }, 500) });
    await expect(fetchProfile()).resolves.toBeNull();
    expect(useSession.getState().profileMissing).toBe(false);
    expect(log).toHaveBeenCalledWith('Failed to fetch user profile.', expect.anything());
  });
});

describe('logout', () => {
  it('calls the server, then forgets the token and the stored user', async () => {
    setToken(fakeJwt({ exp: inAnHour() }));
    useSession.getState().setUser(aUser());
    const fetchMock = routeFetch({ 'POST /api/logout': () => jsonResponse({ message: 'Déconnecté.' }) });
    await logout();
    expect(calledPaths(fetchMock)).toEqual(['POST /api/logout']);
    expect(getToken()).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('forgets the session even when the server call fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setToken(fakeJwt({ exp: inAnHour() }));
    useSession.getState().setUser(aUser());
    useSession.getState().setProfile(aProfile());
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(logout()).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
    expect(useSession.getState()).toMatchObject({ user: null, profile: null });
    expect(log).toHaveBeenCalledWith('Failed to log out.', expect.anything());
  });
});

describe('validateToken', () => {
  it('is false without a token, without calling the server', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    await expect(validateToken()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads `valid` from the server, and is false when the call fails', async () => {
    setToken(fakeJwt({ exp: inAnHour() }));
    routeFetch({ 'GET /api/validate-token': () => jsonResponse({ valid: true }) });
    await expect(validateToken()).resolves.toBe(true);
    jest.restoreAllMocks();
    routeFetch({ 'GET /api/validate-token': () => jsonResponse({ message: 'Jeton invalide.' }, 401) });
    await expect(validateToken()).resolves.toBe(false);
  });
});

describe('ensureSessionLoaded', () => {
  it('loads only what the store lacks', async () => {
    setToken(fakeJwt({ exp: inAnHour() }));
    useSession.getState().setUser(aUser());
    const fetchMock = routeFetch({ 'GET /api/profile': () => jsonResponse(aProfile()) });
    await ensureSessionLoaded();
    expect(calledPaths(fetchMock)).toEqual(['GET /api/profile']);
    expect(useSession.getState().profile).toEqual(aProfile());
  });
});

describe('terms of use', () => {
  it('opens the terms for a user who has not accepted them', () => {
    expect(mustAcceptTerms(aUser({ accepted_terms: 0 }))).toBe(true);
    expect(mustAcceptTerms(aUser({ accepted_terms: 1 }))).toBe(false);
    expect(mustAcceptTerms(null)).toBe(false);
  });

  it('records the acceptance, then refreshes the user and the profile', async () => {
    setToken(fakeJwt({ exp: inAnHour() }));
    useSession.getState().setUser(aUser({ accepted_terms: 0 }));
    const fetchMock = routeFetch({
      'POST /api/profile/accept-terms': () => jsonResponse({ message: 'Conditions acceptées.', accepted_terms: 1 }),
      'GET /api/user': () => jsonResponse(aUser({ accepted_terms: 1 })),
      'GET /api/profile': () => jsonResponse(aProfile()),
    });
    await acceptTerms();
    expect(calledPaths(fetchMock)).toEqual(['POST /api/profile/accept-terms', 'GET /api/user', 'GET /api/profile']);
    expect(mustAcceptTerms(useSession.getState().user)).toBe(false);
  });
});
