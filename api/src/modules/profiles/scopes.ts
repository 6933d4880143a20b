/**
 * Object rules of profiles (docs/decisions.md):
 * - everyone reads and edits their own profile; the administrator edits any account;
 * - the four staff roles read any profile (trainee and teacher details) and its picture;
 * - bank details are read and changed by their owner and the administrator only;
 * - a vehicle registration document is read by its owner and the managers (expenses);
 * - an intervenant reads a trainee's profile (union membership and mandates are special-category
 *   data) only when the trainee is registered on a training whose team they are in;
 * - an intervenant reads of another staff member what working together on a training needs: who they
 *   are (name, role, function, web page, picture) and how to reach them (main email, phone), never
 *   their address, birth year, other emails, situation, unions, mandates, vehicle or status.
 * `profileFor` applies them to one profile for the routes. Route roles stay in the routes' `roles`.
 */
import type { ProfileDetail } from '../../contract/accounts';
import { ROLE, type RoleSlug } from '../../contract/common';
import { mayManageTeamRole } from '../../contract/roles';
import type { DbOrTx } from '../../db/client';
import { HttpError, MESSAGES } from '../../lib/errors';
import { findProfile, isTraineeOfTrainingsOf } from './account-queries';

export interface Caller {
  role: RoleSlug;
  profileId: number | null;
}

const STAFF: readonly RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
const MANAGERS: readonly RoleSlug[] = ['administrateur', 'gestionnaire'];

const owns = (caller: Caller, profileId: number) => caller.profileId !== null && caller.profileId === profileId;

/** Roles that read only the identity and professional contact of another staff member. */
export const STAFF_CONTACT_ONLY: readonly RoleSlug[] = ['intervenant'];

/**
 * Each rule takes the caller, the profile and, where it matters, the role of the profile's owner
 * (unknown: the strictest answer).
 */
export const PROFILE_RULES = {
  read: (caller: Caller, profileId: number) => owns(caller, profileId) || STAFF.includes(caller.role),
  readPersonal: (caller: Caller, profileId: number, ownerRole?: RoleSlug) =>
    owns(caller, profileId) ||
    (STAFF.includes(caller.role) && (!STAFF_CONTACT_ONLY.includes(caller.role) || ownerRole === 'stagiaire')),
  edit: (caller: Caller, profileId: number) => owns(caller, profileId) || caller.role === 'administrateur',
  readBank: (caller: Caller, profileId: number) => owns(caller, profileId) || caller.role === 'administrateur',
  // Not widened for those who manage a team member's role: a manager changing an IBAN is how payments get diverted.
  editBank: (caller: Caller, profileId: number) => owns(caller, profileId) || caller.role === 'administrateur',
  readPicture: (caller: Caller, profileId: number) => owns(caller, profileId) || STAFF.includes(caller.role),
  readVehicleDocument: (caller: Caller, profileId: number) => owns(caller, profileId) || MANAGERS.includes(caller.role),
} as const;

export type ProfileUse = keyof typeof PROFILE_RULES;

type ProfileRule = (caller: Caller, profileId: number, ownerRole?: RoleSlug) => boolean;

export function mayUseProfile(caller: Caller, use: ProfileUse, profileId: number, ownerRole?: RoleSlug): boolean {
  const rule: ProfileRule = PROFILE_RULES[use];
  return rule(caller, profileId, ownerRole);
}

/**
 * The fields of a full profile hidden from a reader, by the rule that lets them read it: bank details
 * (IBAN, BIC) to their owner and the administrator only — no other role ever receives them, in any
 * answer —, the vehicle registration document's link to its owner and the managers, the personal
 * details to whoever reads more than a staff member's identity and contact. A field not listed
 * (id, number, name, role, function, web page, picture, main email, phone, dates) goes to every reader.
 */
export const PROFILE_FIELD_RULES = {
  iban: 'readBank',
  bic: 'readBank',
  temporary_vehicle_registration_url: 'readVehicleDocument',
  genre_id: 'readPersonal',
  genre: 'readPersonal',
  birth_year: 'readPersonal',
  emails: 'readPersonal',
  street_number: 'readPersonal',
  street_name: 'readPersonal',
  profile_zip_code: 'readPersonal',
  city_id: 'readPersonal',
  city: 'readPersonal',
  full_address: 'readPersonal',
  professional_situation_id: 'readPersonal',
  professional_category_id: 'readPersonal',
  degree_id: 'readPersonal',
  activity_sector_id: 'readPersonal',
  company_name: 'readPersonal',
  company_size_id: 'readPersonal',
  company_zip_code: 'readPersonal',
  is_union_member: 'readPersonal',
  has_mandate: 'readPersonal',
  has_vehicle: 'readPersonal',
  vehicle_category_id: 'readPersonal',
  vehicle_registration_pdf: 'readPersonal',
  iban_masked: 'readPersonal',
  subscribed_to_newsletter: 'readPersonal',
  unions: 'readPersonal',
  current_union: 'readPersonal',
  mandates: 'readPersonal',
  employment_status_id: 'readPersonal',
  missing_fields: 'readPersonal',
} as const satisfies Partial<Record<keyof ProfileDetail, ProfileUse>>;

export type RuledProfileField = keyof typeof PROFILE_FIELD_RULES;

/** What a hidden field reads as: an empty list, false, or null. */
export function hiddenValue(value: unknown): [] | false | null {
  if (Array.isArray(value)) return [];
  if (typeof value === 'boolean') return false;
  return null;
}

/**
 * The profile as this caller may read it: each field of PROFILE_FIELD_RULES present in `detail` emptied
 * unless its rule allows it (`ownerRole`: the role of the profile's owner).
 */
export function profileDetailFor<T extends { id: number } & Partial<Record<RuledProfileField, unknown>>>(caller: Caller, detail: T, ownerRole?: RoleSlug): T {
  const shown: Record<string, unknown> = { ...detail };
  for (const [field, use] of Object.entries(PROFILE_FIELD_RULES) as [RuledProfileField, ProfileUse][]) {
    if (field in shown && !mayUseProfile(caller, use, detail.id, ownerRole)) shown[field] = hiddenValue(shown[field]);
  }
  return shown as T;
}

/** Roles that read a trainee's profile only when the trainee is registered on a training they teach or supervise. */
export const TRAINEES_OF_OWN_TRAININGS_ONLY: readonly RoleSlug[] = ['intervenant'];

/** Whether the caller reads trainees' profiles through the trainings they are in the team of. */
export function readsOwnTrainingsTraineesOnly(caller: Caller): boolean {
  return TRAINEES_OF_OWN_TRAININGS_ONLY.includes(caller.role);
}

/**
 * The profile row when the caller may use it so: 404 for an unknown profile, 403 otherwise. Besides the
 * rules above, whoever creates team members of a role edits such accounts, and a caller reading trainees
 * only through their own trainings reads a trainee registered on one of them.
 */
export async function profileFor(db: DbOrTx, caller: Caller, profileId: number, use: ProfileUse) {
  const row = await findProfile(db, profileId);
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  const managesTeamMember = use === 'edit' && mayManageTeamRole(caller.role, row.role.id);
  if (!mayUseProfile(caller, use, profileId) && !managesTeamMember) throw new HttpError(403, MESSAGES.forbidden);
  const reading = use === 'read' || use === 'readPicture';
  if (reading && row.role.id === ROLE.stagiaire && caller.profileId !== profileId && readsOwnTrainingsTraineesOnly(caller)) {
    if (caller.profileId === null || !(await isTraineeOfTrainingsOf(db, caller.profileId, profileId))) throw new HttpError(403, MESSAGES.forbidden);
  }
  return row;
}
