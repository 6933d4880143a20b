import { LOGIN_PATH, logout } from '@irt/shared-auth';

/**
 * Déconnexion: POST /api/logout, forget the session, then load the authentication page afresh. The
 * full page load drops every remote the previous role registered, so the next user of this tab
 * (maybe another role) starts from a clean federation runtime.
 */
export async function leavePortal(): Promise<void> {
  await logout();
  window.location.assign(LOGIN_PATH);
}
