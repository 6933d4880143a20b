import { endLocalSession, LOGIN_PATH, logout, onSessionRefused, useSession } from '@irt/shared-auth';
import { loginRedirect } from '../guard/guard';

/**
 * Déconnexion: POST /api/logout, forget the session, then load the authentication page afresh. The
 * full page load drops every remote the previous role registered, so the next user of this tab
 * (maybe another role) starts from a clean federation runtime.
 */
export async function leavePortal(): Promise<void> {
  await logout();
  window.location.assign(LOGIN_PATH);
}

/**
 * When the server refuses the session of a call (the account was closed, or logged out on another
 * device), the session ends on this device too and the login page opens at once, remembering the page.
 * Only a page where a user is logged in has a session to leave (and leaves it once).
 */
export function leaveWhenSessionRefused(open: (url: string) => void = (url) => window.location.assign(url)): () => void {
  return onSessionRefused(() => {
    if (!useSession.getState().user) return;
    endLocalSession();
    open(loginRedirect(`${window.location.pathname}${window.location.search}`));
  });
}
