/** The catalogue of trainings open to registration. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, NamedItemSchema, Nullable, PagedSchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';
import { RegistrationStatusSchema } from './lookups';
import { TrainingCategorySummarySchema, TrainingPlaceSummarySchema } from './trainings';
export { CATALOGUE_PER_PAGE, REGISTRATION_CLOSES_DAYS_BEFORE_START } from './constants/limits';

/** GET /api/catalog/trainings query. */
export const CatalogueQuerySchema = Type.Object({
  ...pageQueryProperties,
  /** Only the trainings of this category. */
  category_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
}, { additionalProperties: false });
export type CatalogueQuery = Static<typeof CatalogueQuerySchema>;

/** One card of the catalogue. */
export const CatalogueTrainingSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    complement: Nullable(Type.String()),
    start_date: DateTimeSchema,
    end_date: DateTimeSchema,
    category: TrainingCategorySummarySchema,
    unions: Type.Array(NamedItemSchema),
    place: Nullable(TrainingPlaceSummarySchema),
    is_visio: Type.Boolean(),
    paid_training: Type.Boolean(),
    max_attendees: Type.Integer(),
    /** Validated registrations. */
    registered_count: Type.Integer(),
    /** max_attendees − registered_count, never below 0. */
    places_left: Type.Integer({ minimum: 0 }),
    /** Registrations are taken now (RegistrationWindow.open of the detail). */
    registration_open: Type.Boolean(),
    /** The last day registrations are taken (Paris calendar date): 7 days before the start day. */
    registration_last_day: Type.String({ format: 'date' }),
    /** The caller's registration status when the caller is a registered trainee, otherwise null. */
    own_registration_status: Nullable(RegistrationStatusSchema),
  },
  { title: 'Formation du catalogue' },
);
export type CatalogueTraining = Static<typeof CatalogueTrainingSchema>;

/* ---------- Endpoints ---------- */

export const catalogEndpoints = endpoints({
  /** The open trainings' cards (published or postponed, not ended), a page at a time. */
  'GET /catalog/trainings': {
    query: CatalogueQuerySchema,
    responses: { 200: PagedSchema(CatalogueTrainingSchema), ...ErrorResponses(400, 401, 403) },
  },
});
