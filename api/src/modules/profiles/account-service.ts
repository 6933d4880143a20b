/** Answers and checks of the account form: the full profile, and the changes a form submission makes. */
import { parisDay } from '../../lib/paris-time';
import { ACCOUNT_MESSAGES, CPH_MANDATE_NAME, type ProfileCreate, type ProfileDetail, type ProfileMandate, type ProfileUnion, type ProfileUpdate } from '../../contract/accounts';
import { isRoleId, isRoleSlug } from '../../contract/common';
import type { DbOrTx } from '../../db/client';
import type * as s from '../../db/schema';
import { pgErrorCode, type HttpError, validationError } from '../../lib/errors';
import { iso } from '../../lib/values';
import { computeProfileCompletion } from './completion';
import { findCity, findProfile, mandatesOfProfile, unionsOfProfile, countActiveMandates } from './account-queries';
import { profilePictureUrl } from './pictures';
import { profileDetailFor, type Caller } from './scopes';
import { cleanName, hasTwoWords, isValidBic, isValidIban, isValidPhone, maskIban, normalizeBic, normalizeIban } from './validation';

export function vehicleRegistrationUrl(profileId: number, storedKey: string | null): string | null {
  return storedKey ? `/api/profiles/${profileId}/vehicle-registration` : null;
}

/** Valid and not ended (end date absent or not past). */
export function inProgress(isValid: boolean, endDate: string | null, today = parisDay(new Date())): boolean {
  return isValid && (endDate === null || endDate >= today);
}

export function toProfileUnion(row: { pivot: typeof s.profileUnions.$inferSelect; name: string }): ProfileUnion {
  const p = row.pivot;
  return {
    id: p.id,
    union_id: p.union_id,
    name: row.name,
    is_valid: p.is_valid,
    start_date: p.start_date,
    end_date: p.end_date,
    in_progress: inProgress(p.is_valid, p.end_date),
  };
}

export function toProfileMandate(row: {
  pivot: typeof s.profileMandates.$inferSelect;
  name: string;
  mandate_deleted_at: Date | null;
  council: { id: number; name: string } | null;
  section: { id: number; name: string } | null;
}): ProfileMandate {
  const p = row.pivot;
  const deleted = row.mandate_deleted_at !== null || p.deleted_at !== null;
  return {
    id: p.id,
    mandate_id: p.mandate_id,
    name: row.name,
    is_cph: row.name === CPH_MANDATE_NAME,
    is_valid: p.is_valid,
    council: row.council,
    council_section: row.section,
    end_date: p.end_date,
    deleted,
    active: p.is_valid && !deleted,
    created_at: iso(p.created_at),
    updated_at: iso(p.updated_at),
  };
}

/** The full profile as the caller may read it (fields by reader: `profileDetailFor`, scopes.ts). */
export async function buildProfileDetail(db: DbOrTx, profileId: number, caller: Caller): Promise<ProfileDetail | null> {
  const row = await findProfile(db, profileId);
  if (!row) return null;
  const { profile, user, role } = row;
  if (!isRoleSlug(role.slug) || !isRoleId(role.id)) return null;
  const unions = (await unionsOfProfile(db, profileId)).map(toProfileUnion);
  const mandates = (await mandatesOfProfile(db, profileId)).map(toProfileMandate);
  const currentUnion = unions.find((u) => u.in_progress) ?? null;
  const completion = computeProfileCompletion(role.slug, profile, role.slug === 'stagiaire' ? { hasValidUnion: currentUnion !== null } : {});
  const street = [profile.street_number, profile.street_name].filter(Boolean).join(' ');
  const town = row.city ? `${profile.profile_zip_code ?? row.city.zip_code} ${row.city.name}` : profile.profile_zip_code;
  const fullAddress = [street, town].filter(Boolean).join(', ');
  const picture = profilePictureUrl(profile.id, profile.profile_picture);
  return profileDetailFor<ProfileDetail>(caller, {
    id: profile.id,
    profile_number: profile.profile_number,
    user: { id: user.id, name: user.name, email: user.email, created_at: iso(user.created_at) },
    name: user.name,
    username: user.name,
    role: { id: role.id, name: role.name, slug: role.slug },
    is_active: profile.is_active,
    accepted_terms: user.accepted_terms === 1 ? 1 : 0,
    genre_id: profile.genre_id,
    genre: row.genre,
    phone: profile.phone,
    birth_year: profile.birth_year,
    emails: profile.emails,
    street_number: profile.street_number,
    street_name: profile.street_name,
    profile_zip_code: profile.profile_zip_code,
    city_id: profile.city_id,
    city: row.city,
    full_address: fullAddress === '' ? null : fullAddress,
    professional_situation_id: profile.professional_situation_id,
    professional_category_id: profile.professional_category_id,
    degree_id: profile.degree_id,
    activity_sector_id: profile.activity_sector_id,
    company_name: profile.company_name,
    company_size_id: profile.company_size_id,
    company_zip_code: profile.company_zip_code,
    is_union_member: profile.is_union_member,
    has_mandate: profile.has_mandate,
    has_vehicle: profile.has_vehicle,
    vehicle_category_id: profile.vehicle_category_id,
    vehicle_registration_pdf: profile.vehicle_registration_pdf !== null,
    temporary_vehicle_registration_url: vehicleRegistrationUrl(profile.id, profile.vehicle_registration_pdf),
    temporary_profile_picture_url: picture,
    iban: profile.iban,
    bic: profile.bic,
    iban_masked: profile.iban ? maskIban(profile.iban) : null,
    subscribed_to_newsletter: profile.subscribed_to_newsletter,
    unions,
    current_union: currentUnion,
    mandates,
    title: profile.title,
    employment_status_id: profile.employment_status_id,
    url: profile.url,
    profile_completion: completion.profile_completion,
    missing_fields: completion.missing_fields,
    created_at: iso(profile.created_at),
  }, role.slug);
}

type ProfilePatch = Partial<typeof s.profiles.$inferInsert>;

export interface FormChanges {
  patch: ProfilePatch;
  /** The account's new name, when the form changes it. */
  name?: string;
  /** The stored vehicle document to delete once the change is saved (vehicle switched off). */
  dropVehicleDocument?: string;
}

/**
 * The columns a submission of the account form changes, after the server-side rules: two-word name,
 * phone number, IBAN/BIC checksums, secondary emails distinct from the main one, postal code and commune matching,
 * no switching off mandates while active ones remain. Absent fields are left as they are.
 */
export async function formChanges(
  db: DbOrTx,
  body: ProfileCreate | ProfileUpdate,
  current: { id: number; zip: string | null; city_id: number | null; has_vehicle: boolean; vehicle_pdf: string | null } | null,
  mainEmail: string,
): Promise<FormChanges> {
  const errors: Record<string, string[]> = {};
  const patch: ProfilePatch = {};
  const changes: FormChanges = { patch };
  if (body.name !== undefined) {
    if (!hasTwoWords(body.name)) errors.name = [ACCOUNT_MESSAGES.twoWordName];
    else changes.name = cleanName(body.name);
  }
  const copy = [
    'genre_id', 'phone', 'birth_year', 'street_number', 'street_name', 'profile_zip_code', 'city_id',
    'professional_situation_id', 'professional_category_id', 'degree_id', 'activity_sector_id', 'company_name',
    'company_size_id', 'company_zip_code', 'is_union_member', 'has_mandate', 'has_vehicle', 'subscribed_to_newsletter',
  ] as const;
  // A team member's function and remuneration status (the route checks who may set them).
  if ('title' in body && body.title !== undefined) patch.title = body.title === null || body.title.trim() === '' ? null : body.title.trim();
  if ('employment_status_id' in body && body.employment_status_id !== undefined) patch.employment_status_id = body.employment_status_id;
  for (const key of copy) {
    const value = body[key];
    if (value === undefined) continue;
    (patch as Record<string, unknown>)[key] = typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
  }
  if (typeof body.phone === 'string' && body.phone.trim() !== '' && !isValidPhone(body.phone)) {
    errors.phone = [ACCOUNT_MESSAGES.invalidPhone];
    delete patch.phone;
  }
  if ('vehicle_category_id' in body && body.vehicle_category_id !== undefined) patch.vehicle_category_id = body.vehicle_category_id;
  if ('iban' in body && body.iban !== undefined) {
    if (body.iban === null || body.iban.trim() === '') patch.iban = null;
    else if (!isValidIban(body.iban)) errors.iban = [ACCOUNT_MESSAGES.invalidIban];
    else patch.iban = normalizeIban(body.iban);
  }
  if ('bic' in body && body.bic !== undefined) {
    if (body.bic === null || body.bic.trim() === '') patch.bic = null;
    else if (!isValidBic(body.bic)) errors.bic = [ACCOUNT_MESSAGES.invalidBic];
    else patch.bic = normalizeBic(body.bic);
  }
  if (body.emails !== undefined) {
    const main = mainEmail.toLowerCase();
    patch.emails = [...new Set(body.emails.map((e) => e.trim().toLowerCase()))].filter((e) => e !== main);
  }
  // The commune must be one of the postal code's: the form fills it from the code.
  const zip = patch.profile_zip_code !== undefined ? patch.profile_zip_code : (current?.zip ?? null);
  const cityId = patch.city_id !== undefined ? patch.city_id : (current?.city_id ?? null);
  if (patch.profile_zip_code !== undefined && patch.city_id === undefined && patch.profile_zip_code !== current?.zip) {
    // A new postal code without a commune empties the commune (emptied clears).
    patch.city_id = null;
  } else if (cityId !== null && (patch.city_id !== undefined || patch.profile_zip_code !== undefined)) {
    const city = await findCity(db, cityId);
    if (!city || (zip !== null && city.zip_code !== zip)) errors.city_id = ['La ville ne correspond pas au code postal.'];
  }
  if (patch.has_mandate === false && current && (await countActiveMandates(db, current.id)) > 0) {
    throw validationError(ACCOUNT_MESSAGES.mandateStillActiveTitle, { has_mandate: [ACCOUNT_MESSAGES.mandateStillActive] });
  }
  if (patch.has_vehicle === false && current?.has_vehicle) {
    patch.vehicle_category_id = null;
    patch.vehicle_registration_pdf = null;
    if (current.vehicle_pdf) changes.dropVehicleDocument = current.vehicle_pdf;
  }
  if (Object.keys(errors).length > 0) throw validationError(Object.values(errors)[0][0], errors);
  return changes;
}

/** A reference id that does not exist (foreign key violation) answers 422 on the field. */
export function unknownReference(err: unknown): HttpError | null {
  if (pgErrorCode(err) !== '23503') return null;
  const detail = (err as { cause?: { detail?: string } }).cause?.detail ?? (err as { detail?: string }).detail ?? '';
  const column = /\(([a-z_]+)\)/.exec(detail)?.[1] ?? 'id';
  return validationError('Une valeur choisie n’existe pas.', { [column]: ['Valeur inconnue.'] });
}
