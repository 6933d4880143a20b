/**
 * Authentication and route-level authorization.
 *
 * Every route declares `config: { roles }`:
 * - 'public'         — anyone, `request.auth` is null;
 * - 'authenticated'  — any logged-in user;
 * - RoleSlug[]       — only those roles (others get 403).
 * A route without `config.roles` is refused to everyone (fail closed), so a forgotten declaration
 * shows up in the authorization matrix test instead of opening a hole.
 *
 * The token is a JWT (bearer header, or the `irt_token` cookie as a fallback) whose session row
 * must still be open and whose account must still be active.
 *
 * The browser keeps the token in the `irt_token` cookie, which only the server writes (HttpOnly: no
 * script of the page can read it), beside `irt_session`, a readable cookie holding nothing but the
 * expiry, from which the page knows whether a session is set. Both are set on every answer whose
 * body carries a session token, cleared by the logout and by a refusal of the cookie's token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RoleSlug } from '../contract/common';
import { HttpError, MESSAGES } from '../lib/errors';
import { lookupSession, type AuthContext } from '../lib/auth-sessions';
import { createTokenService, type TokenService } from '../lib/auth-tokens';

export type RouteRoles = readonly RoleSlug[] | 'public' | 'authenticated';

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: RouteRoles;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
}

export const TOKEN_COOKIE = 'irt_token';
/** The expiry of the session (seconds since the epoch), readable by the page; never a credential. */
export const SESSION_COOKIE = 'irt_session';
export const DEACTIVATED_MESSAGE = 'Votre compte a été désactivé.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The bearer token, else the cookie. The cookie (SameSite=Strict) is accepted for safe methods, which
 * the browser sends by itself (pictures in <img>, files opened from a link) and which never change
 * anything (no route with a side effect answers GET, a rule a test enforces), and for calls of our
 * own client (X-Requested-With), a header a cross-site form or link cannot send: a forged POST
 * carrying only the cookie is not authenticated (CSRF).
 */
export function readToken(request: FastifyRequest): string | null {
  return readCredential(request)?.token ?? null;
}

function readCredential(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? { token: match[1], fromCookie: false } : null;
  }
  const fromCookie = readCookie(request.headers.cookie, TOKEN_COOKIE);
  if (!fromCookie) return null;
  if (SAFE_METHODS.has(request.method) || request.headers['x-requested-with'] === 'XMLHttpRequest') return { token: fromCookie, fromCookie: true };
  return null;
}

/** Cookies carry `Secure` when the portal is public over https or the request itself came over https. */
export function secureCookies(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https:');
}

/**
 * The two session cookies for a token expiring at `exp` (seconds since the epoch): the token itself,
 * HttpOnly, and its expiry for the page. SameSite=Strict: no request started by another site carries them.
 */
export function sessionCookies(token: string, exp: number, secure: boolean, now = Date.now()): string[] {
  const maxAge = Math.max(0, exp - Math.floor(now / 1000));
  const expires = new Date(exp * 1000).toUTCString();
  const common = ['Path=/', `Max-Age=${maxAge}`, `Expires=${expires}`, 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return [[`${TOKEN_COOKIE}=${token}`, 'HttpOnly', ...common].join('; '), [`${SESSION_COOKIE}=${exp}`, ...common].join('; ')];
}

/** The same two cookies, emptied and expired: the browser forgets them. */
export function clearedSessionCookies(secure: boolean): string[] {
  const common = ['Path=/', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return [[`${TOKEN_COOKIE}=`, 'HttpOnly', ...common].join('; '), [`${SESSION_COOKIE}=`, ...common].join('; ')];
}

/** Tells the browser to forget the session (logout, a token the server refused). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', clearedSessionCookies(secureCookies(request, request.server.config.publicUrl)));
}

export function describeRoles(roles: RouteRoles | undefined): string {
  if (roles === undefined) return 'none';
  return typeof roles === 'string' ? roles : roles.join(',');
}

async function authPlugin(app: FastifyInstance, opts: { jwtSecret: string }) {
  app.decorate('tokens', createTokenService(opts.jwtSecret));
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request, reply) => {
    request.auth = null;
    // Unknown routes go to the not-found handler (404), which reveals nothing.
    if (request.is404) return;
    const roles = request.routeOptions.config.roles;
    if (roles === 'public') return;
    if (roles === undefined) {
      request.log.error({ url: request.routeOptions.url }, 'route without config.roles: refused');
      throw new HttpError(403, MESSAGES.forbidden);
    }

    const credential = readCredential(request);
    if (!credential) throw new HttpError(401, MESSAGES.unauthenticated);
    // A cookie whose token is refused (expired, logged out, account closed) is of no more use: the
    // browser forgets it with this answer.
    const refuse = (message: string) => {
      if (credential.fromCookie) clearSessionCookies(request, reply);
      return new HttpError(401, message);
    };
    const claims = app.tokens.verify(credential.token);
    if (!claims) throw refuse(MESSAGES.unauthenticated);
    const session = await lookupSession(app.db, claims.sessionId, claims.userId);
    if (session.status === 'invalid') throw refuse(MESSAGES.unauthenticated);
    // 401 as well: the client drops the session and shows the login page, with this explanation.
    if (session.status === 'inactive') throw refuse(DEACTIVATED_MESSAGE);
    request.auth = session.auth;

    if (roles !== 'authenticated' && !roles.includes(session.auth.role)) {
      throw new HttpError(403, MESSAGES.forbidden);
    }
  });

  // Any answer whose body carries a session token (the login, and any later one that renews the
  // session) sets the cookies with the token's own expiry. The body keeps the token for API clients.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 300 || !payload || typeof payload !== 'object' || !('token' in payload)) return payload;
    const { token } = payload;
    const claims = typeof token === 'string' ? app.tokens.verify(token) : null;
    if (claims) reply.header('set-cookie', sessionCookies(token as string, claims.exp, secureCookies(request, app.config.publicUrl)));
    return payload;
  });
}

export default fp(authPlugin, { name: 'irt-auth', dependencies: ['irt-db', 'irt-config'] });

/** The authenticated context of a route declared with roles other than 'public' (never null there). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.auth;
}
