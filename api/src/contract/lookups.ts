/** Shared lookup lists (référentiels) read by every logged-in user. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, IdParamsSchema, Literals, NamedItemSchema, Nullable, NullableInput, RoleSchema } from './common';
import { endpoints } from './endpoint';
import { REGISTRATION_STATUS_SLUGS, TRAINING_STATUS_IDS } from './statuses';

const referenceProperties = {
  ...NamedItemSchema.properties,
  created_at: DateTimeSchema,
  deleted_at: Nullable(DateTimeSchema),
};

/** An item of an editable reference list (référentiel); deleted items are not returned by the lookups. */
export const ReferenceItemSchema = Type.Object(referenceProperties);
export type ReferenceItem = Static<typeof ReferenceItemSchema>;

export type TrainingType = ReferenceItem;
export type Union = ReferenceItem;
export type Mandate = ReferenceItem;

export const TrainingCategorySchema = Type.Object({
  ...referenceProperties,
  irt_link: Nullable(Type.String()),
  /** Colour of the category in the calendar and the badges (CSS colour). */
  color: Type.String(),
});
export type TrainingCategory = Static<typeof TrainingCategorySchema>;

export const TrainingThemeSchema = Type.Object({
  ...referenceProperties,
  /** Catalogue numbering, e.g. "2.1". */
  numerotation: Type.String(),
  /** Its speciality in the Nomenclature des spécialités de formation (three digits, '128'), null when not given. */
  nsf_code: Nullable(Type.String()),
});
export type TrainingTheme = Static<typeof TrainingThemeSchema>;

export const TRAINING_PLACE_TYPES = ['Présentiel', 'Distanciel'] as const;
export const TrainingPlaceTypeSchema = Literals(TRAINING_PLACE_TYPES);
export type TrainingPlaceType = Static<typeof TrainingPlaceTypeSchema>;

export const CitySummarySchema = Type.Object({ id: Type.Integer(), name: Type.String(), zip_code: Type.String() });
export type CitySummary = Static<typeof CitySummarySchema>;

export const TrainingPlaceSchema = Type.Object({
  ...referenceProperties,
  address: Nullable(Type.String()),
  zip_code: Nullable(Type.String()),
  city_id: Nullable(Type.Integer()),
  type: TrainingPlaceTypeSchema,
  city: Nullable(CitySummarySchema),
  /** An exclusive place is never booked twice: a save that would do so is refused. */
  exclusive: Type.Boolean(),
});
export type TrainingPlace = Static<typeof TrainingPlaceSchema>;

/** 1 À venir, 2 Validée, 3 Publiée, 4 Reportée, 5 À clôturer, 6 Annulée, 7 Clôturée. */
export const TrainingStatusSchema = Type.Object({ id: Literals(TRAINING_STATUS_IDS), name: Type.String() });
export type TrainingStatus = Static<typeof TrainingStatusSchema>;

/** 1 Préinscription, 2 Validé, 3 Refusé, 4 En attente. */
export const RegistrationStatusSlugSchema = Literals(REGISTRATION_STATUS_SLUGS);
export const RegistrationStatusSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: RegistrationStatusSlugSchema,
});
export type RegistrationStatus = Static<typeof RegistrationStatusSchema>;

/** Ares contract status of a staff member's hours; from id 2 (contract validated) expected hours are locked. */
export type AresStatus = Static<typeof NamedItemSchema>;

/** 1 Femme, 2 Homme, 3 Non déclaré. */
export type Genre = Static<typeof NamedItemSchema>;

/* ---------- Lookups of the profile form and the registration wizard ---------- */

/** Councils, council sections, seniorities, training durations, referral sources, degrees, … (reference items). */
export type Council = ReferenceItem;
export type CouncilSection = ReferenceItem;
export type Seniority = ReferenceItem;
export type TrainingDuration = ReferenceItem;
export type ReferralSource = ReferenceItem;

/** GET /api/vehicle-categories: fiscal power and indemnity per km. */
export const VehicleCategorySchema = Type.Object({
  id: Type.Integer(),
  /** Fiscal power, e.g. "5 CV". */
  category: Type.String(),
  indemnity_per_km: Type.Number(),
});
export type VehicleCategory = Static<typeof VehicleCategorySchema>;

/** GET /api/cities?zip_code=67000: the communes of a postal code. */
export const CityQuerySchema = Type.Object({ zip_code: Type.String({ pattern: '^[0-9]{5}$' }) }, { additionalProperties: false });
export type CityQuery = Static<typeof CityQuerySchema>;

/* ---------- Endpoints ---------- */

/** The reference lists every logged-in user reads (soft-deleted items left out). */
export const lookupEndpoints = endpoints({
  'GET /training-categories': { responses: { 200: Type.Array(TrainingCategorySchema), ...ErrorResponses(400, 401) } },
  'GET /training-types': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  'GET /training-themes': { responses: { 200: Type.Array(TrainingThemeSchema), ...ErrorResponses(400, 401) } },
  'GET /training-statuses': { responses: { 200: Type.Array(TrainingStatusSchema), ...ErrorResponses(400, 401) } },
  /** Training places with their city. */
  'GET /training-places': { responses: { 200: Type.Array(TrainingPlaceSchema), ...ErrorResponses(400, 401) } },
  'GET /unions': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  /** Active mandates. */
  'GET /mandates': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  /** Ares statuses of teaching hours. */
  'GET /ares-statuses': { responses: { 200: Type.Array(NamedItemSchema), ...ErrorResponses(400, 401) } },
  'GET /registration-statuses': { responses: { 200: Type.Array(RegistrationStatusSchema), ...ErrorResponses(400, 401) } },
  'GET /roles': { responses: { 200: Type.Array(RoleSchema), ...ErrorResponses(400, 401) } },
  /* The lists of the profile form and the registration wizard. */
  /** Labour courts (conseils de prud’hommes). */
  'GET /councils': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  /** Sections of a labour court. */
  'GET /council-sections': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  /** Seniority as a labour-court councillor. */
  'GET /seniorities': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  /** Trainings followed since the start of the mandate. */
  'GET /training-durations': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  /** How the trainee heard of the institute. */
  'GET /referral-sources': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  'GET /degrees': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  'GET /professional-categories': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  'GET /professional-situations': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  'GET /activity-sectors': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  'GET /company-sizes': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401) } },
  /** Vehicle categories (fiscal power) and their indemnity per km. */
  'GET /vehicle-categories': { responses: { 200: Type.Array(VehicleCategorySchema), ...ErrorResponses(400, 401) } },
  /** The cities of a zip code. */
  'GET /cities': { query: CityQuerySchema, responses: { 200: Type.Array(CitySummarySchema), ...ErrorResponses(400, 401) } },
  'GET /genres': { responses: { 200: Type.Array(NamedItemSchema), ...ErrorResponses(400, 401) } },
});

/* ---------- The reference editor (/referentiel, administrateur) ---------- */

/**
 * The lists the reference editor changes, by their path under /api. Training categories are renamed
 * only (no POST): a category carries a colour and the catalogue's sections.
 */
export type ReferenceType =
  | 'referral-sources'
  | 'degrees'
  | 'professional-categories'
  | 'activity-sectors'
  | 'professional-situations'
  | 'company-sizes'
  | 'council-sections'
  | 'councils'
  | 'mandates'
  | 'training-themes'
  | 'training-categories'
  | 'training-places';

/** A name of a reference item: at least one visible character. */
const ReferenceNameSchema = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });

export const ReferenceItemPayloadSchema = Type.Object({ name: ReferenceNameSchema }, { additionalProperties: false });
export type ReferenceItemPayload = Static<typeof ReferenceItemPayloadSchema>;

export const TrainingThemePayloadSchema = Type.Object(
  {
    name: ReferenceNameSchema,
    numerotation: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }),
    /** Three digits of the NSF; absent: unchanged (null on an addition), null: removed. */
    nsf_code: Type.Optional(NullableInput(Type.String({ pattern: '^[0-9]{3}$' }))),
  },
  { additionalProperties: false },
);
export type TrainingThemePayload = Static<typeof TrainingThemePayloadSchema>;

export const TrainingCategoryPayloadSchema = Type.Object(
  { name: ReferenceNameSchema, irt_link: NullableInput(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type TrainingCategoryPayload = Static<typeof TrainingCategoryPayloadSchema>;

export const TrainingPlacePayloadSchema = Type.Object(
  {
    name: ReferenceNameSchema,
    address: NullableInput(Type.String({ maxLength: 255 })),
    zip_code: NullableInput(Type.String({ pattern: '^[0-9]{5}$' })),
    /** A commune of `zip_code` (GET /api/cities). */
    city_id: NullableInput(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    type: TrainingPlaceTypeSchema,
    exclusive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type TrainingPlacePayload = Static<typeof TrainingPlacePayloadSchema>;

const created = <S extends TSchemaOf>(item: S) => ({ 201: item, ...ErrorResponses(400, 401, 403, 413, 415, 422) });
const updated = <S extends TSchemaOf>(item: S) => ({ 200: item, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) });
type TSchemaOf = typeof ReferenceItemSchema | typeof TrainingThemeSchema | typeof TrainingCategorySchema | typeof TrainingPlaceSchema;

const named = { body: ReferenceItemPayloadSchema, responses: created(ReferenceItemSchema) };
const renamed = { params: IdParamsSchema, body: ReferenceItemPayloadSchema, responses: updated(ReferenceItemSchema) };

/** Writes of the reference editor, administrateur only; a name is unique in its list (422 on `name`). */
export const referenceEditorEndpoints = endpoints({
  'POST /referral-sources': named,
  'PUT /referral-sources/:id': renamed,
  'POST /degrees': named,
  'PUT /degrees/:id': renamed,
  'POST /professional-categories': named,
  'PUT /professional-categories/:id': renamed,
  'POST /activity-sectors': named,
  'PUT /activity-sectors/:id': renamed,
  'POST /professional-situations': named,
  'PUT /professional-situations/:id': renamed,
  'POST /company-sizes': named,
  'PUT /company-sizes/:id': renamed,
  'POST /council-sections': named,
  'PUT /council-sections/:id': renamed,
  'POST /councils': named,
  'PUT /councils/:id': renamed,
  'POST /mandates': named,
  'PUT /mandates/:id': renamed,
  /** Soft delete: the mandate leaves the lists users pick from and stays on the profiles that hold it. */
  'DELETE /mandates/:id': { params: IdParamsSchema, responses: { 200: ReferenceItemSchema, ...ErrorResponses(400, 401, 403, 404, 422) } },
  /** The soft-deleted mandates, most recently deleted first. */
  'GET /deleted-mandates': { responses: { 200: Type.Array(ReferenceItemSchema), ...ErrorResponses(400, 401, 403) } },
  'POST /training-themes': { body: TrainingThemePayloadSchema, responses: created(TrainingThemeSchema) },
  'PUT /training-themes/:id': { params: IdParamsSchema, body: TrainingThemePayloadSchema, responses: updated(TrainingThemeSchema) },
  'PUT /training-categories/:id': { params: IdParamsSchema, body: TrainingCategoryPayloadSchema, responses: updated(TrainingCategorySchema) },
  'POST /training-places': { body: TrainingPlacePayloadSchema, responses: created(TrainingPlaceSchema) },
  'PUT /training-places/:id': { params: IdParamsSchema, body: TrainingPlacePayloadSchema, responses: updated(TrainingPlaceSchema) },
});
