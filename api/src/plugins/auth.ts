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
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1] : null;
  }
  const fromCookie = readCookie(request.headers.cookie, TOKEN_COOKIE);
  if (!fromCookie) return null;
  if (SAFE_METHODS.has(request.method) || request.headers['x-requested-with'] === 'XMLHttpRequest') return fromCookie;
  return null;
}

export function describeRoles(roles: RouteRoles | undefined): string {
  if (roles === undefined) return 'none';
  return typeof roles === 'string' ? roles : roles.join(',');
}

async function authPlugin(app: FastifyInstance, opts: { jwtSecret: string }) {
  app.decorate('tokens', createTokenService(opts.jwtSecret));
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    request.auth = null;
    // Unknown routes go to the not-found handler (404), which reveals nothing.
    if (request.is404) return;
    const roles = request.routeOptions.config.roles;
    if (roles === 'public') return;
    if (roles === undefined) {
      request.log.error({ url: request.routeOptions.url }, 'route without config.roles: refused');
      throw new HttpError(403, MESSAGES.forbidden);
    }

    const token = readToken(request);
    if (!token) throw new HttpError(401, MESSAGES.unauthenticated);
    const claims = await app.tokens.verify(token);
    if (!claims) throw new HttpError(401, MESSAGES.unauthenticated);
    const session = await lookupSession(app.db, claims.sessionId, claims.userId);
    if (session.status === 'invalid') throw new HttpError(401, MESSAGES.unauthenticated);
    // 401 as well: the client drops the token and shows the login page, with this explanation.
    if (session.status === 'inactive') throw new HttpError(401, DEACTIVATED_MESSAGE);
    request.auth = session.auth;

    if (roles !== 'authenticated' && !roles.includes(session.auth.role)) {
      throw new HttpError(403, MESSAGES.forbidden);
    }
  });
}

export default fp(authPlugin, { name: 'irt-auth', dependencies: ['irt-db'] });

/** The authenticated context of a route declared with roles other than 'public' (never null there). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.auth;
}
