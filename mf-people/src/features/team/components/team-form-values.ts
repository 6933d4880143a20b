/**
 * The team member form's values and what it sends:
 * one set of values for creation and edit; address, bank and vehicle for roles 3 and 4 only; the
 * remuneration status for an intervenant only; the function and remuneration status only from those
 * who manage the role (the server refuses them otherwise).
 */
import type { ProfileDetail, ProfileUpdate } from '@irt/api/contract';
import { ROLE, type TeamRoleId } from '@irt/api/constants';
import type { TeamMemberCreation } from '../api/team-mutations';

export interface TeamMemberFormValues {
  email: string;
  name: string;
  genre_id: string;
  phone: string;
  /** Secondary emails, one per line. */
  emails: string;
  title: string;
  street_number: string;
  street_name: string;
  profile_zip_code: string;
  city_id: string;
  has_vehicle: boolean;
  vehicle_category_id: string;
  iban: string;
  bic: string;
  employment_status_id: string;
}

/** Roles 3 and 4 keep an address, bank details and a vehicle. */
export function isTeachingRole(roleId: number): roleId is 3 | 4 {
  return roleId === ROLE['responsable-pedagogique'] || roleId === ROLE.intervenant;
}

/** The remuneration status is an intervenant's only. */
export function showsRemuneration(roleId: number): boolean {
  return roleId === ROLE.intervenant;
}

/** The page's title per role id: 'Créer un admin', 'Créer un gestionnaire'… as the buttons leading there. */
export const CREATE_TITLES: Record<TeamRoleId, string> = {
  1: 'Créer un admin',
  2: 'Créer un gestionnaire',
  3: 'Créer un responsable pédagogique',
  4: 'Créer un intervenant',
};

export const EMPTY_VALUES: TeamMemberFormValues = {
  email: '',
  name: '',
  genre_id: '',
  phone: '',
  emails: '',
  title: '',
  street_number: '',
  street_name: '',
  profile_zip_code: '',
  city_id: '',
  has_vehicle: false,
  vehicle_category_id: '',
  iban: '',
  bic: '',
  employment_status_id: '',
};

const text = (value: string | null | undefined) => value ?? '';
const id = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's values for a stored profile (the IBAN only when the server sent it in clear). */
export function valuesOf(profile: ProfileDetail): TeamMemberFormValues {
  return {
    email: profile.user.email,
    name: profile.name,
    genre_id: id(profile.genre_id),
    phone: text(profile.phone),
    emails: profile.emails.join('\n'),
    title: text(profile.title),
    street_number: text(profile.street_number),
    street_name: text(profile.street_name),
    profile_zip_code: text(profile.profile_zip_code),
    city_id: id(profile.city_id),
    has_vehicle: profile.has_vehicle,
    vehicle_category_id: id(profile.vehicle_category_id),
    iban: text(profile.iban),
    bic: text(profile.bic),
    employment_status_id: id(profile.employment_status_id),
  };
}

const toText = (value: string) => (value.trim() === '' ? null : value.trim());
const toId = (value: string) => (value === '' ? null : Number(value));
const toEmails = (value: string) =>
  value
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/** The body of a creation for role `roleId` (no password: the server generates it). */
export function creationOf(roleId: TeamRoleId, values: TeamMemberFormValues): TeamMemberCreation {
  const common = {
    name: values.name.trim(),
    email: values.email.trim(),
    role_id: roleId,
    genre_id: toId(values.genre_id),
    phone: toText(values.phone),
    emails: toEmails(values.emails),
    title: toText(values.title),
  };
  if (!isTeachingRole(roleId)) return { roleId: roleId as 1 | 2, body: common };
  return {
    roleId,
    body: {
      ...common,
      street_number: toText(values.street_number),
      street_name: toText(values.street_name),
      profile_zip_code: toText(values.profile_zip_code),
      city_id: toId(values.city_id),
      has_vehicle: values.has_vehicle,
      vehicle_category_id: values.has_vehicle ? toId(values.vehicle_category_id) : null,
      iban: toText(values.iban),
      bic: toText(values.bic),
      employment_status_id: showsRemuneration(roleId) ? toId(values.employment_status_id) : null,
    },
  };
}

export interface UpdateContext {
  /** The caller manages this role (creates such accounts): function and remuneration status are theirs to set. */
  manages: boolean;
  /** The caller may change the bank details (holder, administrateur): otherwise none are sent. */
  bankEditable: boolean;
  /** The server sent the IBAN in clear (holder, administrateur): the field holds it, an empty field removes it. */
  ibanInClear: boolean;
}

/** The body of PUT /api/profiles/{id} for a team member of `roleId`. */
export function updateOf(roleId: number, values: TeamMemberFormValues, context: UpdateContext): ProfileUpdate {
  const body: ProfileUpdate = {
    name: values.name.trim(),
    genre_id: toId(values.genre_id),
    phone: toText(values.phone),
    emails: toEmails(values.emails),
  };
  if (context.manages) body.title = toText(values.title);
  if (isTeachingRole(roleId)) {
    Object.assign(body, {
      street_number: toText(values.street_number),
      street_name: toText(values.street_name),
      profile_zip_code: toText(values.profile_zip_code),
      city_id: toId(values.city_id),
      has_vehicle: values.has_vehicle,
      vehicle_category_id: values.has_vehicle ? toId(values.vehicle_category_id) : null,
    });
    // Only the holder and the administrateur send bank details; a caller who got the IBAN in clear empties it
    // by emptying the field, otherwise an empty field keeps it.
    if (context.bankEditable && (context.ibanInClear || values.iban.trim() !== '')) {
      body.iban = toText(values.iban);
      body.bic = toText(values.bic);
    } else if (context.bankEditable && values.bic.trim() !== '') {
      body.bic = toText(values.bic);
    }
    if (context.manages && showsRemuneration(roleId)) body.employment_status_id = toId(values.employment_status_id);
  }
  return body;
}

/** The server's field names → the form's fields (400/422 messages shown under them). */
export const SERVER_FIELDS: Record<string, keyof TeamMemberFormValues> = {
  email: 'email',
  name: 'name',
  genre_id: 'genre_id',
  phone: 'phone',
  emails: 'emails',
  title: 'title',
  street_number: 'street_number',
  street_name: 'street_name',
  profile_zip_code: 'profile_zip_code',
  city_id: 'city_id',
  has_vehicle: 'has_vehicle',
  vehicle_category_id: 'vehicle_category_id',
  iban: 'iban',
  bic: 'bic',
  employment_status_id: 'employment_status_id',
};
