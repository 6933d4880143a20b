/**
 * Object rules of a person's page (docs/decisions.md
 * 'People detail'):
 * - who may close whose account: the administrator any account but their own; the gestionnaire the
 *   trainees and the trainers (never an administrator's or a gestionnaire's); nobody their own;
 * - which of a person's trainings a reader lists: every one, or for an intervenant only those whose
 *   team they are in (a trainee's trainings tell their union activity).
 * Route roles stay in the routes' `config.roles`.
 */
import { ACCOUNT_CLOSING_MESSAGES } from '../../contract/people-detail';
import type { RoleSlug } from '../../contract/common';
import { ACCOUNTS_CLOSED_BY } from '../../contract/roles';
import type { AuthContext } from '../../lib/auth-sessions';

/** Whose accounts each role may close (the route's roles: CAN_CLOSE_ACCOUNTS): a constant the page shares. */
export { ACCOUNTS_CLOSED_BY };

export type ClosingRefusal = { status: 403 | 422; message: string };

/** Why this caller may not close that account, or null when they may. */
export function closingRefusal(caller: Pick<AuthContext, 'role' | 'profileId'>, target: { profileId: number; role: RoleSlug; active: boolean }): ClosingRefusal | null {
  if (caller.profileId === target.profileId) return { status: 422, message: ACCOUNT_CLOSING_MESSAGES.notOwn };
  if (!ACCOUNTS_CLOSED_BY[caller.role].includes(target.role)) return { status: 403, message: ACCOUNT_CLOSING_MESSAGES.notThisRole };
  if (!target.active) return { status: 422, message: ACCOUNT_CLOSING_MESSAGES.alreadyClosed };
  return null;
}

/** Roles that list only the trainings whose team they are in, on another person's page. */
export const TRAININGS_OF_OWN_TEAMS_ONLY: readonly RoleSlug[] = ['intervenant'];

/** Whose trainings a reader lists on a person's page: all of them, or those whose team holds this profile. */
export type PersonTrainingsScope = { kind: 'every' } | { kind: 'teamOf'; staffProfileId: number };

export function personTrainingsScope(caller: Pick<AuthContext, 'role' | 'profileId'>, profileId: number): PersonTrainingsScope {
  if (caller.profileId === profileId || !TRAININGS_OF_OWN_TEAMS_ONLY.includes(caller.role)) return { kind: 'every' };
  return { kind: 'teamOf', staffProfileId: caller.profileId ?? 0 };
}
