/**
 * The route guard, as logic without React so it can be tested as such:
 * - public routes (and those without an access rule) open for everyone;
 * - a visitor without a session goes to the route's `visitorPath` when it has one (Créer un compte: the
 *   login page's sign-up dialog), otherwise to the authentication page;
 * - otherwise the session set on this browser (its token is in an HttpOnly cookie the page never reads;
 *   its expiry is readable) is validated by the server (GET /api/validate-token), unless the server
 *   vouched for it less than a minute ago (the login answer that opened it, or the last validation);
 *   no session, an expired or refused one, or a failed call, forgets the session and the stored user
 *   and sends to the authentication page;
 * - the user and the profile are loaded if absent (asked for at the same time as the validation, used
 *   only once the session is accepted); a profile the server does not know
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
  /** The session the server last vouched for, by its expiry, and when (the clock of `now()`). */
  verifiedSession: { expires: number; at: number } | null;
}

export interface GuardDeps {
  /** When the session set on this browser ends (ms since the epoch), null without one. */
  sessionExpiry(): number | null;
  /** True only when the server accepts the session; never throws. */
  validateToken(): Promise<boolean>;
  /** Loads the user and profile when absent; throws when the user cannot be loaded. */
  ensureSessionLoaded(): Promise<void>;
  /** Forgets the session and the stored user data. */
  endLocalSession(): void;
  getSession(): GuardSession;
  /** Remembers that the server vouched for this session at this time. */
  setVerifiedSession(verified: { expires: number; at: number } | null): void;
  now(): number;
}

/**
 * A validated session is trusted for this long before the next navigation validates it again, so that
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
    deps.setVerifiedSession(null);
    deps.endLocalSession();
    return { kind: 'redirect', to: loginRedirect(location) };
  }

  return {
    /** Decides what happens when `location` (path + query) is opened through `route`. */
    async check(route: RouteDefinition, location: string): Promise<GuardDecision> {
      if (isPublicRoute(route)) return { kind: 'allow', role: deps.getSession().user?.role.slug ?? null };

      // No session, or one whose expiry has passed: nothing to ask the server.
      const expires = deps.sessionExpiry();
      if (expires === null || expires <= deps.now()) return route.visitorPath ? { kind: 'redirect', to: route.visitorPath } : refuse(location);

      // A session opened since (another login in another tab) has another expiry: validated again.
      const verified = deps.getSession().verifiedSession;
      const fresh = verified !== null && verified.expires === expires && deps.now() - verified.at < ttlMs;
      // A missing user and profile are asked for together with the validation, one round trip instead
      // of two on a first visit; they are used only once the server has accepted the session.
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
        // The validation answer may have renewed the session, and its expiry with it.
        deps.setVerifiedSession({ expires: deps.sessionExpiry() ?? expires, at: deps.now() });
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
      deps.setVerifiedSession(null);
    },
  };
}

export type Guard = ReturnType<typeof createGuard>;
