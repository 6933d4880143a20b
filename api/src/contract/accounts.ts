/**
 * Own profile and account form: the full profile, its create/update payloads, unions, mandates,
 * secondary emails, main email change, uploads (picture, vehicle registration).
 */
import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, IdParamsSchema, MessageSchema, NamedItemSchema, Nullable, RoleSchema } from './common';
import { endpoints } from './endpoint';
import { MissingFieldSchema } from './auth';
import { CitySummarySchema } from './lookups';
import { MAX_SECONDARY_EMAILS } from './constants/limits';
export { MAX_SECONDARY_EMAILS, VEHICLE_REGISTRATION_MAX_KB, PROFILE_PICTURE_MAX_KB } from './constants/limits';

/** Exact spelling of the councillor mandate: a CPH mandate needs a council and a section. */
export { CPH_MANDATE_NAME } from './constants/reference-data';

/** French messages of the account rules, shared by the server and the form. */
export const ACCOUNT_MESSAGES = {
  twoWordName: 'Erreur dans la saisie du nom. Veuillez entrer un prénom et un nom',
  unionStartRequired: 'Vous devez renseigner une date de début',
  unionEndRequired: 'Si le mandat est inactif, vous devez renseigner une date de fin',
  cphNeedsCouncil: 'Le mandat de conseiller prud’hommes nécessite un conseil et une section.',
  mandateStillActiveTitle: 'Impossible de désactiver le mandat',
  mandateStillActive: 'Vous avez encore des mandats actifs. Supprimez-les avant de désactiver cette option.',
  invalidPhone: 'Le numéro de téléphone saisi n’est pas valide.',
  invalidIban: 'L’IBAN saisi n’est pas valide.',
  invalidBic: 'Le BIC saisi n’est pas valide.',
  profileExists: 'Ce compte a déjà un profil.',
  emailTaken: 'Cette adresse email est déjà utilisée.',
  ownEmailOnly: 'Seul le titulaire du compte peut modifier son adresse email principale.',
  profileCreated: 'Bravo, le profil a bien été créé',
  profileUpdated: 'Bravo, le profil a bien été modifié',
  nameUpdated: "Bravo, l'item a bien été modifié",
  /** The answer of a change of the login email: nothing changes before the new address confirms it. */
  emailChangeSent: (email: string) =>
    `Un lien de confirmation a été envoyé à ${email}. Votre adresse de connexion ne change qu’une fois ce lien suivi.`,
  emailUnchanged: 'C’est déjà votre adresse email.',
  wrongPassword: 'Le mot de passe actuel est incorrect.',
  unionSaved: 'Bravo, le syndicat a bien été modifié',
  mandateAdded: 'Bravo, le mandat a bien été ajouté',
  mandateUpdated: 'Bravo, le mandat a bien été modifié',
  pictureSaved: "Bravo, l'item a bien été modifié",
  vehicleRegistrationSaved: 'Bravo, la carte grise a bien été enregistrée',
  vehicleDeleted: 'Bravo, le véhicule a bien été supprimé',
  /** Bank details are changed by their owner or the administrateur only (payment diversion). */
  bankDetailsOwnerOnly: 'Seuls le titulaire et l’administrateur peuvent modifier les coordonnées bancaires.',
  bankDetailsConfirmed: 'Merci, vos coordonnées bancaires sont confirmées.',
} as const;

/* ---------- Pieces of a profile ---------- */

/** A union membership of a profile (pivot). In progress: valid and not ended. */
export const ProfileUnionSchema = Type.Object({
  /** Pivot id (PUT /api/profiles/{profileId}/unions/pivot/{pivotId}). */
  id: Type.Integer(),
  union_id: Type.Integer(),
  name: Type.String(),
  is_valid: Type.Boolean(),
  /** YYYY-MM-DD. */
  start_date: Nullable(Type.String({ format: 'date' })),
  end_date: Nullable(Type.String({ format: 'date' })),
  /** Valid and without end date or an end date not past. */
  in_progress: Type.Boolean(),
});
export type ProfileUnion = Static<typeof ProfileUnionSchema>;

/** A mandate held by a profile (pivot). Active: valid and the mandate not deleted from the reference list. */
export const ProfileMandateSchema = Type.Object({
  /** Pivot id (PUT /api/profiles/{profileId}/mandates/{pivotId}; ids of the registration's mandate_profile_ids). */
  id: Type.Integer(),
  mandate_id: Type.Integer(),
  name: Type.String(),
  /** The councillor mandate (Conseiller Prud’hommes): council and section required. */
  is_cph: Type.Boolean(),
  is_valid: Type.Boolean(),
  council: Nullable(NamedItemSchema),
  council_section: Nullable(NamedItemSchema),
  end_date: Nullable(Type.String({ format: 'date' })),
  /** The mandate was removed from the reference list ("supprimé"). */
  deleted: Type.Boolean(),
  /** Valid and not deleted. */
  active: Type.Boolean(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type ProfileMandate = Static<typeof ProfileMandateSchema>;

/* ---------- GET /api/profiles/{id} ---------- */

export const ProfileDetailSchema = Type.Object(
  {
    id: Type.Integer(),
    profile_number: Type.String(),
    user: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String(), created_at: DateTimeSchema }),
    name: Type.String(),
    username: Type.String(),
    role: RoleSchema,
    is_active: Type.Boolean(),
    accepted_terms: Type.Union([Type.Literal(0), Type.Literal(1)]),
    genre_id: Nullable(Type.Integer()),
    genre: Nullable(NamedItemSchema),
    phone: Nullable(Type.String()),
    birth_year: Nullable(Type.Integer()),
    /** Secondary emails. */
    emails: Type.Array(Type.String()),
    street_number: Nullable(Type.String()),
    street_name: Nullable(Type.String()),
    profile_zip_code: Nullable(Type.String()),
    city_id: Nullable(Type.Integer()),
    city: Nullable(CitySummarySchema),
    /** "12 rue …, 67000 Strasbourg", or null when no address is recorded. */
    full_address: Nullable(Type.String()),
    professional_situation_id: Nullable(Type.Integer()),
    professional_category_id: Nullable(Type.Integer()),
    degree_id: Nullable(Type.Integer()),
    activity_sector_id: Nullable(Type.Integer()),
    company_name: Nullable(Type.String()),
    company_size_id: Nullable(Type.Integer()),
    company_zip_code: Nullable(Type.String()),
    is_union_member: Type.Boolean(),
    has_mandate: Type.Boolean(),
    has_vehicle: Type.Boolean(),
    vehicle_category_id: Nullable(Type.Integer()),
    /** Whether a vehicle registration document is stored. */
    vehicle_registration_pdf: Type.Boolean(),
    /** URL serving the vehicle registration document (owner and managers), or null. */
    temporary_vehicle_registration_url: Nullable(Type.String()),
    temporary_profile_picture_url: Nullable(Type.String()),
    /** Shown to the owner and the administrator only; null for other readers. */
    iban: Nullable(Type.String()),
    bic: Nullable(Type.String()),
    /** The IBAN as every reader may see it: country, check digits and last three characters ('FR76 •••• … 189'), or null. */
    iban_masked: Type.Optional(Nullable(Type.String())),
    subscribed_to_newsletter: Type.Boolean(),
    unions: Type.Array(ProfileUnionSchema),
    /** The union membership in progress, if any. */
    current_union: Nullable(ProfileUnionSchema),
    mandates: Type.Array(ProfileMandateSchema),
    title: Nullable(Type.String()),
    employment_status_id: Nullable(Type.Integer()),
    url: Nullable(Type.String()),
    profile_completion: Type.Integer({ minimum: 0, maximum: 100 }),
    missing_fields: Type.Array(MissingFieldSchema),
    created_at: DateTimeSchema,
  },
  { title: 'Profil' },
);
export type ProfileDetail = Static<typeof ProfileDetailSchema>;

/* ---------- Writes ---------- */

const optionalId = Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 })));
const zipCode = Type.Optional(Nullable(Type.String({ pattern: '^[0-9]{5}$' })));
const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** Fields of the account form shared by creation and update; absent fields are left unchanged. */
const profileFields = {
  /** Full name: at least two words. */
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  genre_id: optionalId,
  phone: text(30),
  birth_year: Type.Optional(Nullable(Type.Integer({ minimum: 1900, maximum: 2100 }))),
  emails: Type.Optional(Type.Array(Type.String({ format: 'email', maxLength: 255 }), { maxItems: MAX_SECONDARY_EMAILS })),
  street_number: text(20),
  street_name: text(255),
  profile_zip_code: zipCode,
  city_id: optionalId,
  professional_situation_id: optionalId,
  professional_category_id: optionalId,
  degree_id: optionalId,
  activity_sector_id: optionalId,
  company_name: text(255),
  company_size_id: optionalId,
  company_zip_code: zipCode,
  is_union_member: Type.Optional(Type.Boolean()),
  has_mandate: Type.Optional(Type.Boolean()),
  has_vehicle: Type.Optional(Type.Boolean()),
  subscribed_to_newsletter: Type.Optional(Type.Boolean()),
};

/** POST /api/profiles: creates the profile of a trainee account (role 5). */
export const ProfileCreateSchema = Type.Object({
  /** Account to attach the profile to: the caller's own (a trainee) or any account without profile (administrator). */
  user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  ...profileFields,
  genre_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  phone: Type.String({ minLength: 1, maxLength: 30 }),
}, { additionalProperties: false });
export type ProfileCreate = Static<typeof ProfileCreateSchema>;

/** PUT /api/profiles/{id}. */
export const ProfileUpdateSchema = Type.Object({
  ...profileFields,
  /** Spaces allowed; checked with its checksum (ISO 13616). */
  iban: text(42),
  /** 8 or 11 characters (ISO 9362). */
  bic: text(11),
  vehicle_category_id: optionalId,
  /** A team member's function (its manager only, docs/decisions.md). */
  title: text(255),
  /** A team member's remuneration status (its manager only). */
  employment_status_id: optionalId,
}, { additionalProperties: false });
export type ProfileUpdate = Static<typeof ProfileUpdateSchema>;

/** Answer of POST /api/profiles and PUT /api/profiles/{id}. */
export const ProfileSavedSchema = Type.Object({ message: Type.String(), id: Type.Integer(), profile: ProfileDetailSchema });
export type ProfileSaved = Static<typeof ProfileSavedSchema>;

/** PUT /api/user/update-name: the caller's own name. */
export const UpdateNameSchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false });
export type UpdateName = Static<typeof UpdateNameSchema>;

/** POST /api/update-email: the caller's own main email (verified again by a link). */
/** POST /api/update-email: the new login email and the current password, which a change requires. */
export const UpdateEmailSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 255 }),
    current_password: Type.String({ minLength: 1, maxLength: 255 }),
  },
  { additionalProperties: false },
);
export type UpdateEmail = Static<typeof UpdateEmailSchema>;

const dateOrNull = Type.Optional(Nullable(Type.String({ format: 'date' })));

/** POST /api/profiles/{profileId}/unions. */
export const UnionCreateSchema = Type.Object({
  union_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  is_valid: Type.Optional(Type.Boolean()),
  start_date: dateOrNull,
  end_date: dateOrNull,
}, { additionalProperties: false });
export type UnionCreate = Static<typeof UnionCreateSchema>;

/** PUT /api/profiles/{profileId}/unions/pivot/{pivotId}. */
export const UnionUpdateSchema = Type.Object({
  is_valid: Type.Boolean(),
  start_date: dateOrNull,
  end_date: dateOrNull,
}, { additionalProperties: false });
export type UnionUpdate = Static<typeof UnionUpdateSchema>;

export const UnionSavedSchema = Type.Object({ message: Type.String(), union: ProfileUnionSchema });
export type UnionSaved = Static<typeof UnionSavedSchema>;

/** `/profiles/{id}/…/{pivotId}`: the profile (named `id` like every `/profiles/{id}` URL) and the pivot. */
export const UnionPivotParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  pivotId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
}, { additionalProperties: false });
export type UnionPivotParams = Static<typeof UnionPivotParamsSchema>;

export const ProfileIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });
export type ProfileIdParams = Static<typeof ProfileIdParamsSchema>;

/** POST /api/profiles/{profileId}/mandates. */
export const MandateCreateSchema = Type.Object({
  mandate_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  is_valid: Type.Optional(Type.Boolean()),
  council_id: optionalId,
  council_section_id: optionalId,
}, { additionalProperties: false });
export type MandateCreate = Static<typeof MandateCreateSchema>;

/** PUT /api/profiles/{profileId}/mandates/{pivotId}: removing a mandate sets is_valid false. */
export const MandateUpdateSchema = Type.Object({
  is_valid: Type.Boolean(),
  council_id: optionalId,
  council_section_id: optionalId,
}, { additionalProperties: false });
export type MandateUpdate = Static<typeof MandateUpdateSchema>;

export const MandateSavedSchema = Type.Object({ message: Type.String(), mandate: ProfileMandateSchema });
export type MandateSaved = Static<typeof MandateSavedSchema>;

/* ---------- Uploads (multipart) ---------- */

/**
 * POST /api/profile/picture, multipart fields `profile_id` (optional, default the caller's profile)
 * and `profile_picture` (PNG or JPEG). Answer: the URL of the new picture.
 */
export const PictureSavedSchema = Type.Object({ message: Type.String(), temporary_profile_picture_url: Type.String() });
export type PictureSaved = Static<typeof PictureSavedSchema>;

/**
 * POST /api/vehicle/profile, multipart fields `profile_id` (optional) and `vehicle_registration_pdf`
 * (PDF ≤ 2048 KB). Answer: the URL of the stored document.
 */
export const VehicleRegistrationSavedSchema = Type.Object({
  message: Type.String(),
  temporary_vehicle_registration_url: Type.String(),
});
export type VehicleRegistrationSaved = Static<typeof VehicleRegistrationSavedSchema>;

/** POST /api/vehicle/delete (and DELETE /api/vehicle/delete): vehicle data and document removed. */
export const VehicleDeleteSchema = Type.Object({
  /** Default: the caller's own profile. */
  profile_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
}, { additionalProperties: false });
export type VehicleDelete = Static<typeof VehicleDeleteSchema>;

/** GET /api/profiles/{id}/picture: `v`, a version the page adds after an upload so the new picture shows (not read). */
export const PictureVersionQuerySchema = Type.Object({
  v: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
}, { additionalProperties: false });

/* ---------- Endpoints ---------- */

/*
 * The full profile is too deep a type for the route type provider to infer (TS2589): its answers use
 * the same schemas typed by their static type.
 */
const ProfileDetailResponse = ProfileDetailSchema as unknown as TUnsafe<ProfileDetail>;
const ProfileSavedResponse = ProfileSavedSchema as unknown as TUnsafe<ProfileSaved>;

/** A stored file sent as is (picture, vehicle registration document). */
const FileContentSchema = Type.String({ description: 'Contenu du fichier' });

export const accountEndpoints = endpoints({
  /** A full profile (bank details only for its holder and the administrateur). */
  'GET /profiles/:id': {
    params: IdParamsSchema,
    responses: { 200: ProfileDetailResponse, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Creates the profile of an account (one's own; the administrateur: any account without one). */
  'POST /profiles': {
    body: ProfileCreateSchema,
    responses: { 201: ProfileSavedResponse, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  'PUT /profiles/:id': {
    params: IdParamsSchema,
    body: ProfileUpdateSchema,
    responses: { 200: ProfileSavedResponse, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** The caller confirms the bank details typed for them when their account was created. */
  'POST /profile/bank-details/confirm': {
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 404, 413, 415) },
  },
  /** Changes the caller's own name. */
  'PUT /user/update-name': {
    body: UpdateNameSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 413, 415, 422) },
  },
  /** Asks to change the caller's login email (current password required; done once the new address confirms). */
  'POST /update-email': {
    body: UpdateEmailSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 413, 415, 422, 429) },
  },
  /** Adds a union membership to a profile. */
  'POST /profiles/:id/unions': {
    params: ProfileIdParamsSchema,
    body: UnionCreateSchema,
    responses: { 201: UnionSavedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Changes a union membership of a profile. */
  'PUT /profiles/:id/unions/pivot/:pivotId': {
    params: UnionPivotParamsSchema,
    body: UnionUpdateSchema,
    responses: { 200: UnionSavedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Adds a mandate to a profile. */
  'POST /profiles/:id/mandates': {
    params: ProfileIdParamsSchema,
    body: MandateCreateSchema,
    responses: { 201: MandateSavedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Changes a mandate of a profile (is_valid false: withdrawn). */
  'PUT /profiles/:id/mandates/:pivotId': {
    params: UnionPivotParamsSchema,
    body: MandateUpdateSchema,
    responses: { 200: MandateSavedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Uploads a profile picture (multipart: profile_picture, profile_id). */
  'POST /profile/picture': {
    multipart: true,
    responses: { 200: PictureSavedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Uploads the vehicle registration document (multipart: vehicle_registration_pdf, profile_id). */
  'POST /vehicle/profile': {
    multipart: true,
    responses: { 200: VehicleRegistrationSavedSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Removes the vehicle of a profile (fiscal power and registration document); the body names the profile. */
  'POST /vehicle/delete': {
    body: Type.Optional(VehicleDeleteSchema),
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415) },
  },
  /** The same, the query naming the profile. */
  'DELETE /vehicle/delete': {
    query: VehicleDeleteSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415) },
  },
  /** The profile picture file. */
  'GET /profiles/:id/picture': {
    params: IdParamsSchema,
    query: PictureVersionQuerySchema,
    file: true,
    responses: { 200: FileContentSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** The vehicle registration document file. */
  'GET /profiles/:id/vehicle-registration': {
    params: IdParamsSchema,
    file: true,
    responses: { 200: FileContentSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
});
