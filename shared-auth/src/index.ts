/**
 * @irt/shared-auth — the session package: session cookie, HTTP client, session store and actions,
 * roles, and the route / sidebar / remote tables. No MUI and no components here (see @irt/shared-ui).
 */
export { SESSION_COOKIE, hasSession, readSessionExpiry, forgetSessionCookie } from './session-cookie';
export { api, fillPath, toSearchParams, type CallOptions, type CallArgs } from './api-client';
export { http, readApiError, readConflicts, listErrorMessages, onSessionRefused, REQUEST_TIMEOUT_MS, type ApiErrorDetails } from './http';
export {
  useSession,
  adoptFirstWave,
  takeFirstWaveReads,
  takeFirstWaveRemotes,
  login,
  fetchUser,
  fetchProfile,
  validateToken,
  ensureSessionLoaded,
  endLocalSession,
  logout,
  acceptTerms,
  confirmBankDetails,
  mustAcceptTerms,
  type SessionState,
  type VerifiedSession,
  type LoginResult,
} from './session';
export * from './roles';
export * from './api/auth';
export * from './api/client-errors';
export * from './routes';
export * from './accessibility';
export * from './route-links';
export * from './sidebar';
export * from './remotes';
export * from './remote-modules';
