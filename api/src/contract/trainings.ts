/** Trainings: the list and its dashboard panels, one training, the searches (spec 001, spec 000 §2.12, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, Literals, NamedItemSchema, Nullable, pageQueryProperties } from './common';
import { CitySummarySchema, RegistrationStatusSchema, TrainingPlaceTypeSchema, TrainingStatusSchema } from './lookups';

/* ---------- Requests ---------- */

export const TRAINING_TIMELINES = ['ongoing', 'past', 'upcoming'] as const;
export const TrainingTimelineSchema = Literals(TRAINING_TIMELINES);
export type TrainingTimeline = Static<typeof TrainingTimelineSchema>;

/** GET /api/trainings query. */
export const TrainingListQuerySchema = Type.Object({
  timeline: Type.Optional(Literals([...TRAINING_TIMELINES, 'all'])),
  ...pageQueryProperties,
});
export type TrainingListQuery = Static<typeof TrainingListQuerySchema>;

/** GET /api/trainings/search query (staff). */
export const TrainingSearchQuerySchema = Type.Object({
  search_term: Type.Optional(Type.String({ maxLength: 100 })),
  ...pageQueryProperties,
});
export type TrainingSearchQuery = Static<typeof TrainingSearchQuerySchema>;

/** GET /api/catalog/trainings/search query. */
export const CatalogueSearchQuerySchema = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  ...pageQueryProperties,
});
export type CatalogueSearchQuery = Static<typeof CatalogueSearchQuerySchema>;

/* ---------- Answers ---------- */

/** One result of the training searches (staff and catalogue). */
export const TrainingSearchItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_date: DateTimeSchema,
  end_date: DateTimeSchema,
  category: NamedItemSchema,
});
export type TrainingSearchItem = Static<typeof TrainingSearchItemSchema>;

export const TrainingCategorySummarySchema = Type.Object({
  ...NamedItemSchema.properties,
  irt_link: Nullable(Type.String()),
  color: Type.String(),
});
export type TrainingCategorySummary = Static<typeof TrainingCategorySummarySchema>;

export const TrainingThemeSummarySchema = Type.Object({ ...NamedItemSchema.properties, numerotation: Type.String() });
export type TrainingThemeSummary = Static<typeof TrainingThemeSummarySchema>;

export const TrainingPlaceSummarySchema = Type.Object({
  ...NamedItemSchema.properties,
  address: Nullable(Type.String()),
  zip_code: Nullable(Type.String()),
  type: TrainingPlaceTypeSchema,
  city: Nullable(CitySummarySchema),
});
export type TrainingPlaceSummary = Static<typeof TrainingPlaceSummarySchema>;

export const TrainingDeferralSchema = Type.Object({
  id: Type.Integer(),
  initial_start_date: DateTimeSchema,
  initial_end_date: DateTimeSchema,
  new_start_date: DateTimeSchema,
  new_end_date: DateTimeSchema,
  created_at: DateTimeSchema,
});
export type TrainingDeferral = Static<typeof TrainingDeferralSchema>;

/** A teacher or pedagogical supervisor of a training (contact details hidden from trainees). */
export const TrainingStaffSummarySchema = Type.Object({
  profile_id: Type.Integer(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});
export type TrainingStaffSummary = Static<typeof TrainingStaffSummarySchema>;

/** The caller's own registration to the training (trainees only). */
export const OwnRegistrationSchema = Type.Object({
  id: Type.Integer(),
  registration_status: RegistrationStatusSchema,
  reimbursed: Type.Boolean(),
  needs_accommodation: Type.Boolean(),
});
export type OwnRegistration = Static<typeof OwnRegistrationSchema>;

/** Registration counters shared by the detail and the list rows. */
export const TrainingCountsSchema = Type.Object({
  max_attendees: Type.Integer(),
  /** Validated registrations (status 2 Validé): "inscrits / places". */
  registered_count: Type.Integer(),
  /** Validated registrations whose convocation has been sent. */
  confirmed_count: Type.Integer(),
  /** Pre-registrations waiting to be processed (status 1). */
  pre_registered_count: Type.Integer(),
  /** Registrations on the waiting list (status 4). */
  waiting_count: Type.Integer(),
  /** registered_count / max_attendees × 100, rounded to 2 decimals. */
  inscription_rate: Type.Number(),
});
export type TrainingCounts = Static<typeof TrainingCountsSchema>;

/** GET /api/trainings/{id}. */
export const TrainingDetailSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    complement: Nullable(Type.String()),
    start_date: DateTimeSchema,
    end_date: DateTimeSchema,
    training_category_id: Type.Integer(),
    training_type_id: Type.Integer(),
    training_theme_id: Type.Integer(),
    training_place_id: Nullable(Type.Integer()),
    training_status_id: Type.Integer(),
    category: TrainingCategorySummarySchema,
    type: NamedItemSchema,
    theme: TrainingThemeSummarySchema,
    unions: Type.Array(NamedItemSchema),
    place: Nullable(TrainingPlaceSummarySchema),
    status: TrainingStatusSchema,
    color: Type.String(),
    reserved: Type.Boolean(),
    is_visio: Type.Boolean(),
    paid_training: Type.Boolean(),
    /** Price in euros when paid_training. */
    amount: Nullable(Type.Number()),
    ...TrainingCountsSchema.properties,
    attendance_sheet_done: Type.Boolean(),
    dinners: Type.Integer(),
    accommodation: Type.Boolean(),
    transportation_fees: Type.Boolean(),
    number_of_round_trips: Type.Integer(),
    /** Postponements, oldest first (empty for trainees). */
    deferrals: Type.Array(TrainingDeferralSchema),
    /** Empty for trainees. */
    pedagogical_supervisors: Type.Array(TrainingStaffSummarySchema),
    teachers: Type.Array(TrainingStaffSummarySchema),
    created_by: Nullable(NamedItemSchema),
    /** The caller's registration when the caller is a trainee, otherwise null. */
    own_registration: Nullable(OwnRegistrationSchema),
  },
  { title: 'Formation' },
);
export type TrainingDetail = Static<typeof TrainingDetailSchema>;

export const TRAINING_ALERT_KINDS = ['preinscriptions', 'convocations', 'expenses', 'certificates'] as const;
export const TrainingAlertKindSchema = Literals(TRAINING_ALERT_KINDS);
export type TrainingAlertKind = Static<typeof TrainingAlertKindSchema>;

/** A to-do attached to a training row; 'resolved' shows a green check, 'pending' a red warning. */
export const TrainingAlertSchema = Type.Object({
  kind: TrainingAlertKindSchema,
  label: Type.String(),
  count: Type.Integer(),
  status: Literals(['resolved', 'pending']),
});
export type TrainingAlert = Static<typeof TrainingAlertSchema>;

/** A training as listed in GET /api/trainings and the dashboard panels. */
export const TrainingRowSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    start_date: DateTimeSchema,
    end_date: DateTimeSchema,
    place: Nullable(NamedItemSchema),
    category: NamedItemSchema,
    type: NamedItemSchema,
    color: Type.String(),
    status: TrainingStatusSchema,
    ...TrainingCountsSchema.properties,
    /** Validated registrations without a convocation sent. */
    invitationsTobeSent: Type.Integer(),
    /** Active registrations (pre-registered, validated or waiting). */
    registeredTrainees: Type.Integer(),
    /** Expenses of the training still to be handled (En cours, À payer, En attente de pièces). */
    expensesToHandle: Type.Integer(),
    /** Validated trainees of an ended training whose attendance certificate was not sent yet. */
    presenceCertificates: Type.Integer(),
    alerts: Type.Array(TrainingAlertSchema),
    /** Number of alerts that are not resolved. */
    totalAlerts: Type.Integer(),
    createdBy: Nullable(NamedItemSchema),
  },
  { title: 'Ligne de formation' },
);
export type TrainingRow = Static<typeof TrainingRowSchema>;
