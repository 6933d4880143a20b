/**
 * The session token lives in the `irt_token` cookie, which only the server writes and no script can
 * read (HttpOnly). Beside it the server sets `irt_session`, holding nothing but the session's expiry
 * (seconds since the epoch) with the same lifetime: the page reads it to know whether a session is
 * set and until when, and never holds the token itself.
 */
export const SESSION_COOKIE = 'irt_session';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim() || null;
  }
  return null;
}

/** When the session ends (ms since the epoch), or null when none is set on this browser. */
export function readSessionExpiry(): number | null {
  const value = readCookie(SESSION_COOKIE);
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  return Number(value) * 1000;
}

/** True while a session is set on this browser and has not expired (the server still has the last word). */
export function hasSession(now: number = Date.now()): boolean {
  const expiry = readSessionExpiry();
  return expiry !== null && expiry > now;
}

/**
 * Forgets the session on this page at once, whatever the server answered: the expiry cookie goes, so
 * the guard sends to the login page. The token's cookie is the server's to clear (the logout does).
 */
export function forgetSessionCookie(): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE}=; path=/; SameSite=Strict; expires=Thu, 01 Jan 1970 00:00:00 GMT${secure}`;
}
