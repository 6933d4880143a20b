/** Name of the cookie that holds the session token (a JWT signed by the API). */
export const TOKEN_COOKIE = 'irt_token';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      try {
        return value ? decodeURIComponent(value) : null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // The payload is UTF-8 JSON: decode bytes, not Latin-1 characters.
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The token's own `exp` claim as a date, read without verifying the signature (the server verifies
 * it on every call; the client only needs to know how long to keep the cookie). Null when absent.
 */
export function readTokenExpiry(token: string): Date | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') {
      return new Date(claims.exp * 1000);
    }
  } catch {
    // Not a JWT payload: treat as a token without expiry.
  }
  return null;
}

export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

/**
 * Stores the token in the cookie until the token itself expires (a session cookie without exp).
 * SameSite=Strict: no request started by another site (a link, a form, an image) carries it.
 */
export function setToken(token: string): void {
  if (typeof document === 'undefined') return;
  const attributes = ['path=/', 'SameSite=Strict'];
  const expiry = readTokenExpiry(token);
  if (expiry) attributes.push(`expires=${expiry.toUTCString()}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') attributes.push('Secure');
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${attributes.join('; ')}`;
}

export function clearToken(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${TOKEN_COOKIE}=; path=/; SameSite=Strict; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
