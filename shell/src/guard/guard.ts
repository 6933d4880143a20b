/**
 * The route guard of spec 000 §2.2, as logic without React so it can be tested as such:
 * - public routes (and those without an access rule) open for everyone;
 * - a visitor without a token goes to the route's `visitorPath` when it has one (Créer un compte: the
 *   login page's sign-up dialog), otherwise to the authentication page;
 * - otherwise the stored token is validated by the server (GET /api/validate-token), unless the server
 *   vouched for it less than a minute ago (the login answer that issued it, or the last validation);
 *   a missing or invalid token, or a failed call, removes the token and the stored user and sends to
 *   the authentication page;
 * - the user and the profile are loaded if absent (asked for at the same time as the validation, used
 *   only once the token is accepted); a profile the server does not know
 *   ('Profile not found') sends to the route Inscription;
 * - a role that the route does not allow goes to the dashboard.
 */
import type { RoleSlug } from '@irt/api/contract';
import {
  canAccess,
  DASHBOARD_PATH,
  isPublicRoute,
  LOGIN_PATH,
  PROFILE_SETUP_PATH,
  type RouteDefinition,
} from '@irt/shared-auth';

export type GuardDecision = { kind: 'allow'; role: RoleSlug | null } | { kind: 'redirect'; to: string };

export interface GuardSession {
  user: { role: { slug: RoleSlug } } | null;
  profileMissing: boolean;
  /** The last token the server vouched for, and when (the clock of `now()`). */
  verifiedToken: { token: string; at: number } | null;
}

export interface GuardDeps {
  getToken(): string | null;
  /** True only when the server accepts the token; never throws. */
  validateToken(): Promise<boolean>;
  /** Loads the user and profile when absent; throws when the user cannot be loaded. */
  ensureSessionLoaded(): Promise<void>;
  /** Forgets the token and the stored user data. */
  endLocalSession(): void;
  getSession(): GuardSession;
  /** Remembers that the server vouched for this token at this time. */
  setVerifiedToken(verified: { token: string; at: number } | null): void;
  now(): number;
}

/**
 * A validated token is trusted for this long before the next navigation validates it again, so that
 * moving around the portal does not cost a server round trip per click.
 */
export const VALIDATION_TTL_MS = 60_000;

/** The authentication page, remembering where the user wanted to go (except the dashboard). */
export function loginRedirect(location: string): string {
  if (!location || location === DASHBOARD_PATH || location.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(location)}`;
}

export function createGuard(deps: GuardDeps, ttlMs: number = VALIDATION_TTL_MS) {
  function refuse(location: string): GuardDecision {
    deps.setVerifiedToken(null);
    deps.endLocalSession();
    return { kind: 'redirect', to: loginRedirect(location) };
  }

  return {
    /** Decides what happens when `location` (path + query) is opened through `route`. */
    async check(route: RouteDefinition, location: string): Promise<GuardDecision> {
      if (isPublicRoute(route)) return { kind: 'allow', role: deps.getSession().user?.role.slug ?? null };

      const token = deps.getToken();
      if (!token) return route.visitorPath ? { kind: 'redirect', to: route.visitorPath } : refuse(location);

      const verified = deps.getSession().verifiedToken;
      const fresh = verified !== null && verified.token === token && deps.now() - verified.at < ttlMs;
      // A missing user and profile are asked for together with the validation, one round trip instead
      // of two on a first visit; they are used only once the server has accepted the token.
      const loading = deps.ensureSessionLoaded().then(
        () => true,
        () => false,
      );
      if (!fresh) {
        const valid = await deps.validateToken();
        if (!valid) {
          // Refused once the loading has settled, so that nothing it stores outlives the refusal.
          await loading;
          return refuse(location);
        }
        // The validation answer may carry a fresh token that replaced the stored one.
        deps.setVerifiedToken({ token: deps.getToken() ?? token, at: deps.now() });
      }

      if (!(await loading)) return refuse(location);
      const { user, profileMissing } = deps.getSession();
      if (!user) return refuse(location);

      const role = user.role.slug;
      if (!canAccess(route, role)) return { kind: 'redirect', to: DASHBOARD_PATH };
      if (profileMissing && route.path !== PROFILE_SETUP_PATH) return { kind: 'redirect', to: PROFILE_SETUP_PATH };
      return { kind: 'allow', role };
    },

    /** Forget the last validation (the next protected page validates again). */
    reset(): void {
      deps.setVerifiedToken(null);
    },
  };
}

export type Guard = ReturnType<typeof createGuard>;
