/**
 * Object rules of profiles (spec 002 §2, §5, §6; docs/decisions.md):
 * - everyone reads and edits their own profile; the administrator edits any account;
 * - the four staff roles read any profile (trainee and teacher details) and its picture;
 * - bank details are read by their owner and the administrator only;
 * - a vehicle registration document is read by its owner and the managers (expenses).
 * Route roles stay in the routes' `config.roles`.
 */
import type { RoleSlug } from '../../contract/common';

export interface Caller {
  role: RoleSlug;
  profileId: number | null;
}

const STAFF: readonly RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
const MANAGERS: readonly RoleSlug[] = ['administrateur', 'gestionnaire'];

const owns = (caller: Caller, profileId: number) => caller.profileId !== null && caller.profileId === profileId;

export const PROFILE_RULES = {
  read: (caller: Caller, profileId: number) => owns(caller, profileId) || STAFF.includes(caller.role),
  edit: (caller: Caller, profileId: number) => owns(caller, profileId) || caller.role === 'administrateur',
  readBank: (caller: Caller, profileId: number) => owns(caller, profileId) || caller.role === 'administrateur',
  readPicture: (caller: Caller, profileId: number) => owns(caller, profileId) || STAFF.includes(caller.role),
  readVehicleDocument: (caller: Caller, profileId: number) => owns(caller, profileId) || MANAGERS.includes(caller.role),
} as const;

export type ProfileUse = keyof typeof PROFILE_RULES;

export function mayUseProfile(caller: Caller, use: ProfileUse, profileId: number): boolean {
  return PROFILE_RULES[use](caller, profileId);
}
