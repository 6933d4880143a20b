/**
 * Profile completion: the share of the fields a role is expected to fill, and a French message for
 * each missing one (the account form lists them in a banner and highlights the fields).
 * Kept in one pure function so that every answer that shows a completion computes it the same way.
 */
import type { RoleSlug } from '../../contract/common';
import type { profiles } from '../../db/schema';

export interface MissingField {
  /** Name of the field in the profile form/answer. */
  id: string;
  message: string;
}

export interface ProfileCompletion {
  /** 0 to 100, rounded. */
  profile_completion: number;
  missing_fields: MissingField[];
}

type ProfileRow = typeof profiles.$inferSelect;

/** The profile's columns the computation reads (a full row fits); a statement may select only these. */
export const COMPLETION_FIELDS = [
  'phone',
  'genre_id',
  'birth_year',
  'street_name',
  'profile_zip_code',
  'city_id',
  'professional_situation_id',
  'professional_category_id',
  'degree_id',
  'activity_sector_id',
  'company_name',
  'company_size_id',
  'company_zip_code',
  'iban',
  'bic',
  'has_vehicle',
  'vehicle_category_id',
  'vehicle_registration_pdf',
] as const satisfies readonly (keyof ProfileRow)[];

export type CompletionInput = Pick<ProfileRow, (typeof COMPLETION_FIELDS)[number]>;

export interface CompletionContext {
  /** Stagiaire only: whether a current (valid) union membership is recorded; unknown = not counted. */
  hasValidUnion?: boolean;
}

type Check = [id: string, message: string, filled: (p: CompletionInput) => boolean, applies?: (p: CompletionInput) => boolean];

const present = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';
const field = (id: keyof CompletionInput, message: string): Check => [id, message, (p) => present(p[id])];

const IDENTITY: Check[] = [
  field('genre_id', 'Veuillez indiquer votre genre.'),
  field('phone', 'Veuillez renseigner votre numéro de téléphone.'),
];
const ADDRESS: Check[] = [
  field('street_name', 'Veuillez renseigner votre adresse.'),
  field('profile_zip_code', 'Veuillez renseigner votre code postal.'),
  field('city_id', 'Veuillez renseigner votre ville.'),
];
const BANK: Check[] = [
  field('iban', 'Veuillez renseigner votre IBAN.'),
  field('bic', 'Veuillez renseigner votre BIC.'),
];
/** Only asked of those who declared a personal vehicle. */
const VEHICLE: Check[] = [
  ['vehicle_category_id', 'Veuillez indiquer la puissance fiscale de votre véhicule.', (p) => present(p.vehicle_category_id), (p) => p.has_vehicle],
  ['vehicle_registration_pdf', 'Veuillez déposer votre carte grise.', (p) => present(p.vehicle_registration_pdf), (p) => p.has_vehicle],
];
const PROFESSIONAL: Check[] = [
  field('birth_year', 'Veuillez renseigner votre année de naissance.'),
  field('professional_situation_id', 'Veuillez renseigner votre situation professionnelle.'),
  field('professional_category_id', 'Veuillez renseigner votre catégorie professionnelle.'),
  field('degree_id', 'Veuillez renseigner votre diplôme.'),
  field('activity_sector_id', "Veuillez renseigner votre secteur d'activité."),
  field('company_name', 'Veuillez renseigner le nom de votre entreprise.'),
  field('company_size_id', 'Veuillez renseigner la taille de votre entreprise.'),
  field('company_zip_code', 'Veuillez renseigner le code postal de votre entreprise.'),
];

const CHECKS: Record<RoleSlug, Check[]> = {
  stagiaire: [...IDENTITY, ...ADDRESS, ...PROFESSIONAL, ...BANK, ...VEHICLE],
  intervenant: [...IDENTITY, ...ADDRESS, ...BANK, ...VEHICLE],
  'responsable-pedagogique': [...IDENTITY, ...ADDRESS, ...BANK, ...VEHICLE],
  gestionnaire: [...IDENTITY],
  administrateur: [...IDENTITY],
};

export const NO_PROFILE_MESSAGE = 'Veuillez compléter votre profil.';
export const UNION_MISSING_MESSAGE = 'Veuillez renseigner votre syndicat.';

export function computeProfileCompletion(
  role: RoleSlug,
  profile: CompletionInput | null,
  context: CompletionContext = {},
): ProfileCompletion {
  if (!profile) return { profile_completion: 0, missing_fields: [{ id: 'profile', message: NO_PROFILE_MESSAGE }] };
  const missing: MissingField[] = [];
  let total = 0;
  for (const [id, message, filled, applies] of CHECKS[role]) {
    if (applies && !applies(profile)) continue;
    total += 1;
    if (!filled(profile)) missing.push({ id, message });
  }
  if (role === 'stagiaire' && context.hasValidUnion !== undefined) {
    total += 1;
    if (!context.hasValidUnion) missing.push({ id: 'unions', message: UNION_MISSING_MESSAGE });
  }
  const done = total - missing.length;
  return { profile_completion: total === 0 ? 100 : Math.round((done / total) * 100), missing_fields: missing };
}
