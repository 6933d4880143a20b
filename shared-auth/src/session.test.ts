import {
  acceptTerms,
  adoptFirstWave,
  takeFirstWaveRemotes,
  ensureSessionLoaded,
  fetchProfile,
  login,
  logout,
  mustAcceptTerms,
  takeFirstWaveReads,
  useSession,
  validateToken,
} from './session';
import { hasSession, readSessionExpiry } from './session-cookie';
import { aLoginAnswer, aProfile, aUser } from '@irt/test-support/factories';
import { json, mockApi, networkError, requests, sessionCookies, startSession } from '@irt/test-support/network';

const camille = (overrides: Parameters<typeof aUser>[1] = {}) =>
  aUser('stagiaire', { id: 7, username: 'Camille Martin', name: 'Camille Martin', email: 'camille@irt-demo.fr', profile_completion: 40, ...overrides });
const camilleProfile = () => aProfile('stagiaire', { profile_completion: 40 });

const calledPaths = () => requests.map((request) => request.key);

beforeEach(() => {
  useSession.getState().clear();
});

describe('login', () => {
  it('keeps the user of the answer and the session the server set, never the token, then loads the profile', async () => {
    const answer = aLoginAnswer(camille());
    mockApi({
      'POST /api/login': () => json(answer, 200, sessionCookies(3600, answer.token)),
      'GET /api/profile': () => json(camilleProfile()),
    });
    const result = await login('camille@irt-demo.fr', 'Demo2026!');
    expect(result.profileMissing).toBe(false);
    expect(useSession.getState().user?.username).toBe('Camille Martin');
    expect(useSession.getState().profile).toEqual(camilleProfile());
    // The answer carries the user and vouches for the session: no GET /api/user, no validation to come.
    expect(calledPaths()).toEqual(['POST /api/login', 'GET /api/profile']);
    expect(useSession.getState().verifiedSession?.expires).toBe(readSessionExpiry());
    expect(hasSession()).toBe(true);
    expect(requests[0].body).toEqual({ email: 'camille@irt-demo.fr', password: 'Demo2026!' });
    // The token is nowhere the page can read: not in a cookie, not in the store, not in a header.
    expect(document.cookie).not.toContain(answer.token);
    expect(JSON.stringify(useSession.getState())).not.toContain(answer.token);
    expect(requests[1].headers.has('Authorization')).toBe(false);
  });

  it("flags a missing profile when the server answers 'Profile not found'", async () => {
    mockApi({
      'POST /api/login': () => json(aLoginAnswer(camille()), 200, sessionCookies()),
      'GET /api/profile': () => json({ message: 'Profile not found' }, 404),
    });
    const result = await login('nouveau@irt-demo.fr', 'Demo2026!');
    expect(result).toMatchObject({ profile: null, profileMissing: true });
    expect(useSession.getState().profileMissing).toBe(true);
  });

  it('rejects with the server error and keeps no session when the credentials are wrong', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/login': () => json({ message: 'Identifiants incorrects.' }, 401) });
    await expect(login('camille@irt-demo.fr', 'mauvais')).rejects.toMatchObject({ name: 'HTTPError' });
    expect(hasSession()).toBe(false);
    expect(useSession.getState().user).toBeNull();
    // A refusal the server worded is shown on the page, not logged.
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('logs a login that got no answer from the server', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/login': () => json({ message: 'Erreur interne.' }, 503) });
    await expect(login('camille@irt-demo.fr', 'Demo2026!')).rejects.toMatchObject({ name: 'HTTPError' });
    expect(log).toHaveBeenCalledWith('Failed to log in. Please check your credentials and try again.', expect.anything());
    log.mockRestore();
  });
});

describe('adoptFirstWave', () => {
  function pageWith(wave: unknown): void {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'irt-first-wave';
    block.textContent = typeof wave === 'string' ? wave : JSON.stringify(wave);
    document.head.appendChild(block);
  }
  afterEach(() => document.getElementById('irt-first-wave')?.remove());

  it('starts the store from the answers the page carries, for the cookie’s session, then removes the block', () => {
    startSession();
    const expires = readSessionExpiry()!;
    pageWith({ expires, user: camille(), profile: camilleProfile() });
    expect(adoptFirstWave(document, 1000)).toBe(true);
    const state = useSession.getState();
    expect(state.user?.name).toBe('Camille Martin');
    expect(state.profile).toEqual(camilleProfile());
    expect(state.profileMissing).toBe(false);
    expect(state.verifiedSession).toEqual({ expires, at: 1000 });
    expect(document.getElementById('irt-first-wave')).toBeNull();
    // Nothing asked of the server.
    expect(calledPaths()).toEqual([]);
  });

  it('keeps the dashboard’s first answers for the query client, once, and only for the user they were given for', () => {
    startSession();
    const reads = [{ key: ['trainee-trainings', 'upcoming', 'valide', 1], data: { data: [], total: 0 } }];
    pageWith({ expires: readSessionExpiry(), user: camille(), profile: camilleProfile(), reads });
    expect(adoptFirstWave()).toBe(true);
    expect(takeFirstWaveReads()).toEqual(reads);
    expect(takeFirstWaveReads()).toEqual([]);
    pageWith({ expires: readSessionExpiry(), user: camille(), profile: camilleProfile(), reads });
    expect(adoptFirstWave()).toBe(true);
    useSession.getState().setUser(camille({ id: 8 }));
    expect(takeFirstWaveReads()).toEqual([]);
  });

  it('keeps the remotes’ registry the page carried, once', () => {
    startSession();
    const remotes = { mf_trainee: '/remotes/mf-trainee/mf-manifest.json' };
    pageWith({ expires: readSessionExpiry(), user: camille(), profile: camilleProfile(), remotes });
    expect(adoptFirstWave()).toBe(true);
    expect(takeFirstWaveRemotes()).toEqual(remotes);
    expect(takeFirstWaveRemotes()).toBeNull();
  });

  it('a user without a profile yet is flagged as such', () => {
    startSession();
    pageWith({ expires: readSessionExpiry(), user: camille(), profile: null });
    expect(adoptFirstWave()).toBe(true);
    expect(useSession.getState().profileMissing).toBe(true);
  });

  it('ignores a block given for another session, an unreadable one, or none', () => {
    startSession();
    pageWith({ expires: readSessionExpiry()! + 60_000, user: camille(), profile: null });
    expect(adoptFirstWave()).toBe(false);
    pageWith('{pas du json');
    expect(adoptFirstWave()).toBe(false);
    expect(adoptFirstWave()).toBe(false);
    expect(useSession.getState().user).toBeNull();
    expect(useSession.getState().verifiedSession).toBeNull();
  });
});

describe('fetchProfile', () => {
  it('logs other failures and answers null without flagging a missing profile', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/profile': () => json({ message: 'Erreur interne.' }, 500) });
    await expect(fetchProfile()).resolves.toBeNull();
    expect(useSession.getState().profileMissing).toBe(false);
    expect(log).toHaveBeenCalledWith('Failed to fetch user profile.', expect.anything());
  });
});

describe('logout', () => {
  it('calls the server, then forgets the session and the stored user', async () => {
    startSession();
    useSession.getState().setUser(camille());
    mockApi({ 'POST /api/logout': () => json({ message: 'Vous êtes déconnecté·e.' }) });
    await logout();
    expect(calledPaths()).toEqual(['POST /api/logout']);
    expect(hasSession()).toBe(false);
    expect(useSession.getState().user).toBeNull();
  });

  it('forgets the session even when the server call fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    startSession();
    useSession.getState().setUser(camille());
    useSession.getState().setProfile(camilleProfile());
    mockApi({ 'POST /api/logout': () => networkError() });
    await expect(logout()).resolves.toBeUndefined();
    // The page shows no session any more: the guard sends to the login page.
    expect(hasSession()).toBe(false);
    expect(useSession.getState()).toMatchObject({ user: null, profile: null });
    expect(log).toHaveBeenCalledWith('Failed to log out.', expect.anything());
  });
});

describe('validateToken', () => {
  it('is false without a session, without calling the server', async () => {
    await expect(validateToken()).resolves.toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('reads `valid` from the server, and is false when the call fails', async () => {
    startSession();
    mockApi({ 'GET /api/validate-token': () => json({ valid: true }) });
    await expect(validateToken()).resolves.toBe(true);
    mockApi({ 'GET /api/validate-token': () => json({ message: 'Jeton invalide.' }, 401) });
    await expect(validateToken()).resolves.toBe(false);
  });

  it('asks once more when a call got no answer, and gives up after the second', async () => {
    startSession();
    let calls = 0;
    mockApi({
      'GET /api/validate-token': () => {
        calls += 1;
        return calls === 1 ? networkError() : json({ valid: true });
      },
    });
    await expect(validateToken()).resolves.toBe(true);
    expect(calls).toBe(2);

    calls = 0;
    mockApi({
      'GET /api/validate-token': () => {
        calls += 1;
        return networkError();
      },
    });
    await expect(validateToken()).resolves.toBe(false);
    expect(calls).toBe(2);
  });
});

describe('ensureSessionLoaded', () => {
  it('loads only what the store lacks', async () => {
    startSession();
    useSession.getState().setUser(camille());
    mockApi({ 'GET /api/profile': () => json(camilleProfile()) });
    await ensureSessionLoaded();
    expect(calledPaths()).toEqual(['GET /api/profile']);
    expect(useSession.getState().profile).toEqual(camilleProfile());
  });
});

describe('terms of use', () => {
  it('opens the terms for a user who has not accepted them', () => {
    expect(mustAcceptTerms(camille({ accepted_terms: 0 }))).toBe(true);
    expect(mustAcceptTerms(camille({ accepted_terms: 1 }))).toBe(false);
    expect(mustAcceptTerms(null)).toBe(false);
  });

  it('records the acceptance, then refreshes the user and the profile', async () => {
    startSession();
    useSession.getState().setUser(camille({ accepted_terms: 0 }));
    mockApi({
      'POST /api/profile/accept-terms': () => json({ message: "Les conditions d'utilisation sont acceptées.", accepted_terms: 1 }),
      'GET /api/user': () => json(camille({ accepted_terms: 1 })),
      'GET /api/profile': () => json(camilleProfile()),
    });
    await acceptTerms();
    expect(calledPaths()).toEqual(['POST /api/profile/accept-terms', 'GET /api/user', 'GET /api/profile']);
    expect(mustAcceptTerms(useSession.getState().user)).toBe(false);
  });
});
