/**
 * Object rules of profiles (spec 002 §2, §5, §6; docs/decisions.md):
 * - everyone reads and edits their own profile; the administrator edits any account;
 * - the four staff roles read any profile (trainee and teacher details) and its picture;
 * - bank details are read and changed by their owner and the administrator only;
 * - a vehicle registration document is read by its owner and the managers (expenses);
 * - an intervenant reads a trainee's profile (union membership and mandates are special-category
 *   data) only when the trainee is registered on a training whose team they are in.
 * Route roles stay in the routes' `config.roles`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RoleSlug } from '../../contract/common';
import { registrations, trainingStaff } from '../../db/schema';

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
  // Not widened for those who manage a team member's role: a manager changing an IBAN is how payments get diverted.
  editBank: (caller: Caller, profileId: number) => owns(caller, profileId) || caller.role === 'administrateur',
  readPicture: (caller: Caller, profileId: number) => owns(caller, profileId) || STAFF.includes(caller.role),
  readVehicleDocument: (caller: Caller, profileId: number) => owns(caller, profileId) || MANAGERS.includes(caller.role),
} as const;

export type ProfileUse = keyof typeof PROFILE_RULES;

export function mayUseProfile(caller: Caller, use: ProfileUse, profileId: number): boolean {
  return PROFILE_RULES[use](caller, profileId);
}

/**
 * The fields of a full profile hidden from a reader, by the rule that lets them read it: bank details
 * (IBAN, BIC) to their owner and the administrator only — no other role ever receives them, in any
 * answer —, the vehicle registration document's link to its owner and the managers.
 */
export const PROFILE_FIELD_RULES = {
  iban: 'readBank',
  bic: 'readBank',
  temporary_vehicle_registration_url: 'readVehicleDocument',
} as const satisfies Record<string, ProfileUse>;

/** The profile as this caller may read it: each field of PROFILE_FIELD_RULES emptied unless its rule allows it. */
export function profileDetailFor<T extends { id: number } & Record<keyof typeof PROFILE_FIELD_RULES, string | null>>(caller: Caller, detail: T): T {
  const shown = { ...detail };
  for (const [field, use] of Object.entries(PROFILE_FIELD_RULES) as [keyof typeof PROFILE_FIELD_RULES, ProfileUse][]) {
    if (!mayUseProfile(caller, use, detail.id)) shown[field] = null as T[typeof field];
  }
  return shown;
}

/** Roles that read a trainee's profile only when the trainee is registered on a training they teach or supervise. */
export const TRAINEES_OF_OWN_TRAININGS_ONLY: readonly RoleSlug[] = ['intervenant'];

/** Whether the caller reads trainees' profiles through the trainings they are in the team of. */
export function readsOwnTrainingsTraineesOnly(caller: Caller): boolean {
  return TRAINEES_OF_OWN_TRAININGS_ONLY.includes(caller.role);
}

/** SQL: the trainee profile `traineeProfileId` is registered on a training whose team holds `staffProfileId`. */
export function registeredOnTrainingOf(traineeProfileId: AnyPgColumn | SQL, staffProfileId: SQL | number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${registrations} r JOIN ${trainingStaff} ts ON ts.training_id = r.training_id
    WHERE r.profile_id = ${traineeProfileId} AND ts.profile_id = ${staffProfileId})`;
}
