import { create } from 'zustand';
import { readApiError } from './http';
import { forgetSessionCookie, hasSession, readSessionExpiry } from './session-cookie';
import { getCurrentUser, getOwnProfile, getValidateToken, postAcceptTerms, postConfirmBankDetails, postLogin, postLogout } from './api/auth';
import { FIRST_WAVE_ELEMENT_ID } from '@irt/api/constants';
import type { FirstWave, FirstWaveAnswer, LoginResponse, OwnProfile, User } from '@irt/api/contract';

export interface VerifiedSession {
  expires: number;
  at: number;
}

export interface SessionState {
  /** GET /api/user, null until loaded. */
  user: User | null;
  /** GET /api/profile, null until loaded or when the user has no profile yet. */
  profile: OwnProfile | null;
  /** The server answered 'Profile not found': the user must complete their profile (route Inscription). */
  profileMissing: boolean;
  /**
   * The session the server last vouched for, known by its expiry (ms since epoch), and when it did: the
   * login answer that opened it, or GET /api/validate-token. The guard trusts it for a while instead of
   * asking again.
   */
  verifiedSession: VerifiedSession | null;
  setUser: (user: User | null) => void;
  setProfile: (profile: OwnProfile | null) => void;
  setVerifiedSession: (verified: VerifiedSession | null) => void;
  /** Forgets the user, profile and verification (the session cookies are handled by logout / endLocalSession). */
  clear: () => void;
}

/**
 * The session store. Kept in memory only: after a reload the shell's guard validates the session and
 * loads the user and profile again, so no personal data is left in the browser's storage.
 */
export const useSession = create<SessionState>()((set) => ({
  user: null,
  profile: null,
  profileMissing: false,
  verifiedSession: null,
  setUser: (user) => set({ user }),
  setProfile: (profile) => set(profile ? { profile, profileMissing: false } : { profile: null }),
  setVerifiedSession: (verifiedSession) => set({ verifiedSession }),
  clear: () => set({ user: null, profile: null, profileMissing: false, verifiedSession: null }),
}));

/**
 * Starts the store from the first wave the page's HTML carries when it was sent to a browser holding a
 * valid session (the server's answers of GET /api/user and GET /api/profile, for that session): the
 * guard then finds the session vouched for and the user loaded, and asks nothing before the frame renders.
 * The block is read once and removed; one given for another session than the cookie's is ignored.
 * True when the store was started from it.
 */
export function adoptFirstWave(doc: Document = document, now: number = Date.now()): boolean {
  const block = doc.getElementById(FIRST_WAVE_ELEMENT_ID);
  if (!block) return false;
  block.remove();
  let wave: FirstWave;
  try {
    wave = JSON.parse(block.textContent ?? '') as FirstWave;
  } catch {
    return false;
  }
  const expires = readSessionExpiry();
  if (expires === null || expires !== wave.expires || expires <= now || !wave.user) return false;
  useSession.setState({
    user: wave.user,
    profile: wave.profile,
    profileMissing: wave.profile === null,
    verifiedSession: { expires, at: now },
  });
  firstReads = { userId: wave.user.id, answers: wave.reads ?? [] };
  firstRemotes = wave.remotes ?? null;
  return true;
}

/** The remotes' registry the first wave carried, kept until the federation runtime takes it. */
let firstRemotes: Record<string, string> | null = null;

/** The remotes' registry the page's HTML carried (`FirstWave.remotes`), once; null when it carried none. */
export function takeFirstWaveRemotes(): Record<string, string> | null {
  const taken = firstRemotes;
  firstRemotes = null;
  return taken;
}

/** The first wave's answers of the dashboard's reads, kept until the page's query client takes them. */
let firstReads: { userId: number; answers: FirstWaveAnswer[] } | null = null;

/**
 * The answers of the dashboard's first reads the page's HTML carried (`FirstWave.reads`), each under its
 * query key, once: the query client starts from them instead of asking. None when the logged-in user is
 * no longer the one they were given for.
 */
export function takeFirstWaveReads(): FirstWaveAnswer[] {
  const taken = firstReads;
  firstReads = null;
  if (!taken || useSession.getState().user?.id !== taken.userId) return [];
  return taken.answers;
}

/** Loads the user (GET /api/user) into the store; throws when the call fails. */
export async function fetchUser(): Promise<User> {
  const user = await askAgainIfUnanswered(getCurrentUser);
  useSession.getState().setUser(user);
  return user;
}

/**
 * Loads the profile into the store. A 404 ('Profile not found') means the profile is still to be
 * created: profile null and `profileMissing` set. Other failures are logged and answer null; this
 * never throws, so a profile hiccup does not break a login.
 */
export async function fetchProfile(): Promise<OwnProfile | null> {
  try {
    const profile = await getOwnProfile();
    useSession.getState().setProfile(profile);
    return profile;
  } catch (error) {
    const { status } = readApiError(error);
    if (status === 404) {
      useSession.setState({ profile: null, profileMissing: true });
      return null;
    }
    console.error('Failed to fetch user profile.', error);
    return null;
  }
}

export interface LoginResult {
  user: User;
  profile: OwnProfile | null;
  profileMissing: boolean;
}

/**
 * POST /api/login, keeps the user of the answer, then loads the profile. The answer sets the session
 * cookies (the token in an HttpOnly one the page never reads), vouches for the session and carries the
 * user: neither GET /api/user nor GET /api/validate-token is
 * needed after it. Throws the HTTP error of a failed login (the login screen shows it); the English
 * log line is the spec's session-layer message.
 */
export async function login(email: string, password: string): Promise<LoginResult> {
  let answer: LoginResponse;
  try {
    answer = await postLogin({ email, password });
  } catch (error) {
    // A refusal the server worded (wrong password, closed account, too many attempts) is shown on the
    // page; only a failure without such an answer is an error worth the console.
    const { status } = readApiError(error);
    if (status === null || status >= 500) console.error('Failed to log in. Please check your credentials and try again.', error);
    throw error;
  }
  const session = useSession.getState();
  session.clear();
  session.setUser(answer.user);
  const expires = readSessionExpiry();
  session.setVerifiedSession(expires === null ? null : { expires, at: Date.now() });
  const profile = await fetchProfile();
  return { user: answer.user, profile, profileMissing: useSession.getState().profileMissing };
}

/** A session check that got no answer at all is asked again once, after this pause. */
export const UNANSWERED_RETRY_MS = 500;

/**
 * Runs a session check, and once more when it got no answer (the network, or the browser cancelling it
 * because another page is being opened): a page being left must not end the session that the next
 * page is opened with. An HTTP answer, whatever its status, is final.
 */
async function askAgainIfUnanswered<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (readApiError(error).status !== null) throw error;
    await new Promise((resolve) => setTimeout(resolve, UNANSWERED_RETRY_MS));
    return call();
  }
}

/** GET /api/validate-token: true only for a session set on this browser that the server accepts. Never throws. */
export async function validateToken(): Promise<boolean> {
  if (!hasSession()) return false;
  try {
    const answer = await askAgainIfUnanswered(getValidateToken);
    return answer.valid === true;
  } catch {
    return false;
  }
}

/** Loads what the store lacks after a successful token validation. */
export async function ensureSessionLoaded(): Promise<void> {
  const state = useSession.getState();
  // Both at once: neither answer depends on the other.
  await Promise.all([
    state.user ? null : fetchUser(),
    state.profile || state.profileMissing ? null : fetchProfile(),
  ]);
}

/** Forgets the session and the stored user data on this page, without calling the server. */
export function endLocalSession(): void {
  forgetSessionCookie();
  useSession.getState().clear();
}

/**
 * POST /api/logout (the server revokes the token and clears its cookies), then forget the session
 * locally even when the call failed.
 */
export async function logout(): Promise<void> {
  try {
    await postLogout();
  } catch (error) {
    console.error('Failed to log out.', error);
  } finally {
    endLocalSession();
  }
}

/** Records the acceptance of the terms of use, then refreshes the user and profile. */
export async function acceptTerms(): Promise<void> {
  await postAcceptTerms();
  await fetchUser();
  await fetchProfile();
}

/** Records that the user confirmed the bank details typed for them at their account's creation, then refreshes the profile. */
export async function confirmBankDetails(): Promise<void> {
  await postConfirmBankDetails();
  await fetchProfile();
}

/** True while the stored user has not accepted the terms (accepted_terms equal to 0). */
export function mustAcceptTerms(user: User | null): boolean {
  return !!user && Number(user.accepted_terms) === 0;
}
