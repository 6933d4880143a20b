/** Trainings: the list and its dashboard panels, one training, the searches. */
import { Type, type Static } from '@sinclair/typebox';
import { WaitingListPlaceSchema } from './waitlist';
import {
  DateTimeSchema,
  ErrorResponses,
  IdParamsSchema,
  Literals,
  NamedItemSchema,
  Nullable,
  NullableInput,
  PagedSchema,
  pageQueryProperties,
  PageQuerySchema,
} from './common';
import { endpoints } from './endpoint';
import { confirmConflictsProperty, ConflictErrorSchema } from './conflicts';
import { CitySummarySchema, RegistrationStatusSchema, TrainingPlaceTypeSchema, TrainingStatusSchema } from './lookups';
import { TRAINING_EDIT_MODES, TRAINING_TRANSITION_KINDS } from './training-lifecycle';
import { TRAINING_STATUS_IDS } from './statuses';
import { HalfDaySchema } from './absences';
import { TRAINING_MAX_ATTENDEES, TRAINING_MAX_COUNT, TRAINING_MAX_PRICE, TRAINING_TITLE_MAX_LENGTH } from './constants/limits';

/* ---------- Requests ---------- */

export const TRAINING_TIMELINES = ['ongoing', 'past', 'upcoming'] as const;
export const TrainingTimelineSchema = Literals(TRAINING_TIMELINES);
export type TrainingTimeline = Static<typeof TrainingTimelineSchema>;

/** GET /api/trainings query. */
export const TrainingListQuerySchema = Type.Object({
  timeline: Type.Optional(Literals([...TRAINING_TIMELINES, 'all'])),
  /** Same as timeline (the name 'Mes formations' uses); timeline wins when both are sent. */
  filter: Type.Optional(Literals([...TRAINING_TIMELINES, 'all'])),
  ...pageQueryProperties,
}, { additionalProperties: false });
export type TrainingListQuery = Static<typeof TrainingListQuerySchema>;

/** GET /api/trainings/search query (staff). */
export const TrainingSearchQuerySchema = Type.Object({
  search_term: Type.Optional(Type.String({ maxLength: 100 })),
  ...pageQueryProperties,
}, { additionalProperties: false });
export type TrainingSearchQuery = Static<typeof TrainingSearchQuerySchema>;

/** GET /api/catalog/trainings/search query. */
export const CatalogueSearchQuerySchema = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  ...pageQueryProperties,
}, { additionalProperties: false });
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
  /** The reason the staff gave when they refused the registration (null otherwise). */
  refusal_reason: Nullable(Type.String()),
  /** While 'En attente': the place in the waiting list and the seat offered, if any. */
  waiting_list: Type.Optional(Nullable(WaitingListPlaceSchema)),
});
export type OwnRegistration = Static<typeof OwnRegistrationSchema>;

/** The caller's own place in the training's team (staff only): their Remboursements tab reads it. */
export const OwnTeamMembershipSchema = Type.Object({
  type: Literals(['teacher', 'pedagogical_supervisor'] as const),
  reimbursed_transportation: Type.Boolean(),
});
export type OwnTeamMembership = Static<typeof OwnTeamMembershipSchema>;

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

/**
 * Whether registrations are taken, as the server decides it at the time of the answer (the page shows it
 * as it is: it never counts the days itself). Registrations close 7 days before the start, in days of
 * the institute's calendar (Europe/Paris).
 */
export const RegistrationWindowSchema = Type.Object({
  /** Registrations are taken now: published or postponed, not ended, and the last day not past. */
  open: Type.Boolean(),
  /** The last day registrations are taken, a Paris calendar date (YYYY-MM-DD): 7 days before the start day. */
  last_day: Type.String({ format: 'date' }),
  /** Days of the Paris calendar from today to last_day: 0 on that day, negative once it is past. */
  days_left: Type.Integer(),
});
export type RegistrationWindow = Static<typeof RegistrationWindowSchema>;

/** One status change the caller may make now (a button of the status panel). */
export const TrainingTransitionOptionSchema = Type.Object({
  kind: Literals(TRAINING_TRANSITION_KINDS),
  to: Literals(TRAINING_STATUS_IDS),
  label: Type.String(),
  /** Postponement: asks new dates and a place, sent to POST /api/training-deferrals. */
  records_deferral: Type.Boolean(),
});
export type TrainingTransitionOption = Static<typeof TrainingTransitionOptionSchema>;

/** One day of a training and its half-days (one or both). */
export const TrainingDayHalfDaysSchema = Type.Object({
  date: Type.String({ format: 'date' }),
  half_days: Type.Array(HalfDaySchema, { minItems: 1, maxItems: 2 }),
});
export type TrainingDayHalfDays = Static<typeof TrainingDayHalfDaysSchema>;

/** What the caller may do with the training now, computed by the server from the lifecycle table. */
export const TrainingAllowedActionsSchema = Type.Object({
  transitions: Type.Array(TrainingTransitionOptionSchema),
  /** 'Forcer le statut' (administrateur): any status through PATCH { training_status_id, force: true }. */
  can_force_status: Type.Boolean(),
  /** 'full': the edit page (PUT); 'title': the 'Modifier' dialog (PATCH title, theme, place); 'none'. */
  edit: Literals(TRAINING_EDIT_MODES),
  /** Absences may be entered or removed now (ended, status 3, 4 or 5, attendance not marked done). */
  can_edit_attendance: Type.Boolean(),
  /** Marking the attendance done (→ status 5). */
  can_mark_attendance_done: Type.Boolean(),
  /** Cancelling 'attendance done' (→ status 3). */
  can_cancel_attendance_done: Type.Boolean(),
  /** Attendance certificates may be downloaded and sent (status 5 with the attendance done). */
  can_issue_certificates: Type.Boolean(),
});
export type TrainingAllowedActions = Static<typeof TrainingAllowedActionsSchema>;

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
    /** Registrations: open now or not, until which day (Paris), and the days left. */
    registration: RegistrationWindowSchema,
    attendance_sheet_done: Type.Boolean(),
    /**
     * The half-days absences are entered on, day by day (Paris dates, YYYY-MM-DD): every day of the
     * training, less the morning of a first day starting at or after 12:00 and the afternoon of a last
     * day ending at or before 14:00. Whether they may be changed now is allowed_actions.can_edit_attendance.
     */
    attendance_half_days: Type.Array(TrainingDayHalfDaysSchema),
    dinners: Type.Integer(),
    accommodation: Type.Boolean(),
    transportation_fees: Type.Boolean(),
    number_of_round_trips: Type.Integer(),
    /** A freed seat is offered for 48 hours to the first waiting trainee instead of being given at once. */
    waitlist_offers_seat: Type.Optional(Type.Boolean()),
    /** The video meeting's address of a distance training. */
    visio_url: Type.Optional(Nullable(Type.String())),
    /** Postponements, oldest first (empty for trainees). */
    deferrals: Type.Array(TrainingDeferralSchema),
    /** Empty for trainees. */
    pedagogical_supervisors: Type.Array(TrainingStaffSummarySchema),
    teachers: Type.Array(TrainingStaffSummarySchema),
    created_by: Nullable(NamedItemSchema),
    /** The caller's registration when the caller is a trainee, otherwise null. */
    own_registration: Nullable(OwnRegistrationSchema),
    /** The caller's place in the team when the caller teaches or supervises the training, otherwise null. */
    own_team_membership: Nullable(OwnTeamMembershipSchema),
    /** What the caller may do now (no transition nor edit for a trainee or an intervenant). */
    allowed_actions: TrainingAllowedActionsSchema,
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

/* ---------- Writes of a training ---------- */

const hoursOrCount = (max: number) => Type.Integer({ minimum: 0, maximum: max });

/**
 * POST /api/trainings and PUT /api/trainings/{idTraining}: the training form. New trainings start at
 * status 1 (À venir); status changes go through PATCH, so `training_status_id` is only accepted when it
 * is the current one.
 */
export const TrainingPayloadSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: TRAINING_TITLE_MAX_LENGTH }),
    complement: Type.Optional(NullableInput(Type.String({ maxLength: 5000 }))),
    training_category_id: Type.Integer({ minimum: 1 }),
    training_type_id: Type.Integer({ minimum: 1 }),
    training_theme_id: Type.Integer({ minimum: 1 }),
    training_place_id: Type.Optional(NullableInput(Type.Integer({ minimum: 1 }))),
    training_status_id: Type.Optional(Literals(TRAINING_STATUS_IDS)),
    start_date: DateTimeSchema,
    end_date: DateTimeSchema,
    max_attendees: Type.Integer({ minimum: 1, maximum: TRAINING_MAX_ATTENDEES }),
    reserved: Type.Optional(Type.Boolean()),
    is_visio: Type.Optional(Type.Boolean()),
    paid_training: Type.Optional(Type.Boolean()),
    /** Price in euros; required when paid_training, ignored otherwise. */
    amount: Type.Optional(NullableInput(Type.Number({ minimum: 0, maximum: TRAINING_MAX_PRICE }))),
    dinners: Type.Optional(hoursOrCount(TRAINING_MAX_COUNT)),
    accommodation: Type.Optional(Type.Boolean()),
    transportation_fees: Type.Optional(Type.Boolean()),
    /** Kept only when transportation_fees. */
    number_of_round_trips: Type.Optional(hoursOrCount(TRAINING_MAX_COUNT)),
    /** The video meeting's address of a distance training (https://…), joined to calendar invitations. */
    visio_url: Type.Optional(NullableInput(Type.String({ maxLength: 500, pattern: '^https?://\\S+$' }))),
    /** 'Proposer la place pendant 48 heures' (waiting list). */
    waitlist_offers_seat: Type.Optional(Type.Boolean()),
    /** Union ids (the form sends one). */
    unions: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
    ...confirmConflictsProperty,
  },
  { title: 'Formulaire de formation', additionalProperties: false },
);
export type TrainingPayload = Static<typeof TrainingPayloadSchema>;


/** PATCH shape 1: attendance done (true, status 5) or its cancellation (false, status 3). */
export const AttendanceDonePatchSchema = Type.Object({
  attendance_sheet_done: Type.Boolean(),
  training_status_id: Literals(TRAINING_STATUS_IDS),
});
export type AttendanceDonePatch = Static<typeof AttendanceDonePatchSchema>;

/** PATCH shape 2: a status change of the lifecycle table, or any status with force (administrateur). */
export const StatusPatchSchema = Type.Object({
  training_status_id: Literals(TRAINING_STATUS_IDS),
  force: Type.Optional(Type.Boolean()),
});
export type StatusPatch = Static<typeof StatusPatchSchema>;

/** PATCH shape 3: a status change of the lifecycle table together with the place. */
export const PlaceStatusPatchSchema = Type.Object({
  training_place_id: NullableInput(Type.Integer({ minimum: 1 })),
  training_status_id: Literals(TRAINING_STATUS_IDS),
});
export type PlaceStatusPatch = Static<typeof PlaceStatusPatchSchema>;

/** PATCH shape 4: the 'Modifier' dialog of statuses 2 and 3. */
export const TitlePatchSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 255 }),
  training_theme_id: Type.Integer({ minimum: 1 }),
  training_place_id: NullableInput(Type.Integer({ minimum: 1 })),
});
export type TitlePatch = Static<typeof TitlePatchSchema>;

/** Body of PATCH /api/trainings/{id}: one of the four shapes (a mix of them is refused with 400). */
export type TrainingPatch = AttendanceDonePatch | StatusPatch | PlaceStatusPatch | TitlePatch;

/** The schema the route validates: the fields of the four shapes, the shape is told by the fields sent. */
export const TrainingPatchSchema = Type.Object(
  {
    attendance_sheet_done: Type.Optional(Type.Boolean()),
    training_status_id: Type.Optional(Literals(TRAINING_STATUS_IDS)),
    force: Type.Optional(Type.Boolean()),
    training_place_id: Type.Optional(NullableInput(Type.Integer({ minimum: 1 }))),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    training_theme_id: Type.Optional(Type.Integer({ minimum: 1 })),
    ...confirmConflictsProperty,
  },
  { title: 'Modification partielle de formation', additionalProperties: false },
);
export type TrainingPatchBody = Static<typeof TrainingPatchSchema>;

/**
 * POST /api/training-deferrals: postpones the training in one transaction — records the deferral (the
 * initial dates are the training's current ones), sets the new dates, the place and status 4. The caller
 * is the deferral's author; `user_id` and the initial dates, when sent, are ignored.
 */
export const TrainingDeferralPayloadSchema = Type.Object({
  training_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  new_start_date: DateTimeSchema,
  new_end_date: DateTimeSchema,
  /** The new place (absent: unchanged). */
  training_place_id: Type.Optional(NullableInput(Type.Integer({ minimum: 1 }))),
  user_id: Type.Optional(Type.Integer()),
  initial_start_date: Type.Optional(DateTimeSchema),
  initial_end_date: Type.Optional(DateTimeSchema),
  ...confirmConflictsProperty,
}, { additionalProperties: false });
export type TrainingDeferralPayload = Static<typeof TrainingDeferralPayloadSchema>;

/* ---------- Assigned trainings and calendar ---------- */

/** GET /api/pedagogical-supervisor/assigned-trainings query ('Mes formations'). */
export const AssignedTrainingsQuerySchema = Type.Object({
  filter: Type.Optional(Literals(['all', ...TRAINING_TIMELINES])),
  ...pageQueryProperties,
}, { additionalProperties: false });
export type AssignedTrainingsQuery = Static<typeof AssignedTrainingsQuerySchema>;

/** GET /api/trainings/month/{month}/{year}. */
export const CalendarMonthParamsSchema = Type.Object({
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
}, { additionalProperties: false });
export type CalendarMonthParams = Static<typeof CalendarMonthParamsSchema>;

/** A training in a day of the calendar (what the event dialog shows). */
export const CalendarTrainingSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_date: DateTimeSchema,
  end_date: DateTimeSchema,
  category: NamedItemSchema,
  type: NamedItemSchema,
  color: Type.String(),
  status: TrainingStatusSchema,
  /** Name of the first pedagogical supervisor. */
  pedagogical_supervisor: Nullable(Type.String()),
  place: Nullable(NamedItemSchema),
  /** The training shares its place or a team member with another training at overlapping times. */
  in_conflict: Type.Boolean(),
});
export type CalendarTraining = Static<typeof CalendarTrainingSchema>;

/** The most trainings a day of the month grid carries; the others are counted (`more`) and listed by the day's dialog. */
export const CALENDAR_DAY_SHOWN = 3;

/** One day of the 6-week grid (42 days from the Monday on or before the 1st of the month). */
export const CalendarDaySchema = Type.Object({
  /** YYYY-MM-DD (Europe/Paris). */
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** The day's first trainings (start, then id), at most CALENDAR_DAY_SHOWN. */
  trainings: Type.Array(CalendarTrainingSchema, { maxItems: CALENDAR_DAY_SHOWN }),
  /** How many more trainings run that day (GET /api/trainings/day/{date} lists them all). */
  more: Type.Integer({ minimum: 0 }),
});
export type CalendarDay = Static<typeof CalendarDaySchema>;

/**
 * GET /api/trainings/day/{date}: a Paris calendar day, 'YYYY-MM-DD'. Checked by the route itself, so a
 * wrong date gets its own French message.
 */
export const CalendarDayParamsSchema = Type.Object({ date: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
export type CalendarDayParams = Static<typeof CalendarDayParamsSchema>;

/** A day of the calendar refused. */
export const CALENDAR_DAY_MESSAGES = {
  invalid: "Cette date n'est pas valide : un jour au format AAAA-MM-JJ, entre 2000 et 2100, est attendu.",
} as const;

/* ---------- Endpoints ---------- */

/** A dashboard panel: one page of the training rows of a list. */
const trainingPanel = {
  query: PageQuerySchema,
  responses: { 200: PagedSchema(TrainingRowSchema), ...ErrorResponses(400, 401, 403) },
};

export const trainingEndpoints = endpoints({
  /** The staff list, by timeline (an intervenant sees the trainings they teach). */
  'GET /trainings': {
    query: TrainingListQuerySchema,
    responses: { 200: PagedSchema(TrainingRowSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The staff search (an intervenant finds the trainings they teach). */
  'GET /trainings/search': {
    query: TrainingSearchQuerySchema,
    responses: { 200: PagedSchema(TrainingSearchItemSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The catalogue search: published or postponed trainings not ended. */
  'GET /catalog/trainings/search': {
    query: CatalogueSearchQuerySchema,
    responses: { 200: PagedSchema(TrainingSearchItemSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** Trainings of the next 3 months without a teacher. */
  'GET /trainings/upcoming-without-teachers': trainingPanel,
  /** Trainings of the next 3 months with expected hours not entered. */
  'GET /trainings/upcoming-without-hours': trainingPanel,
  /** Past trainings with actual hours not entered. */
  'GET /trainings/past-without-actual-hours': trainingPanel,
  /** Trainings started in the last 15 days. */
  'GET /trainings/last-15-days': trainingPanel,
  /** Trainings starting in the next 15 days. */
  'GET /trainings/next-15-days': trainingPanel,
  /** Upcoming trainings not cancelled. */
  'GET /trainings/upcoming': trainingPanel,
  /** Ended trainings whose attendance is not entered. */
  'GET /trainings/without-attendance-sheets': trainingPanel,
  /** Trainings to boost: published, starting within 45 days, less than half full. */
  'GET /trainings/low-inscription-alert': trainingPanel,
  /** One training (a trainee: only those of the catalogue or they are registered to). */
  'GET /trainings/:id': {
    params: IdParamsSchema,
    responses: { 200: TrainingDetailSchema, ...ErrorResponses(400, 401, 403, 404) },
  },
  /** Creates a training at status 1 (À venir). */
  'POST /trainings': {
    body: TrainingPayloadSchema,
    responses: { 201: TrainingDetailSchema, 409: ConflictErrorSchema, ...ErrorResponses(400, 401, 403, 413, 415, 422) },
  },
  /** Edits a training at status 1 (the full form). */
  'PUT /trainings/:id': {
    params: IdParamsSchema,
    body: TrainingPayloadSchema,
    responses: { 200: TrainingDetailSchema, 409: ConflictErrorSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Attendance done or cancelled, a status change (with or without the place), or title, theme and place. */
  'PATCH /trainings/:id': {
    params: IdParamsSchema,
    body: TrainingPatchSchema,
    responses: { 200: TrainingDetailSchema, 409: ConflictErrorSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** Postpones a training: records the deferral, the new dates, the place and status 4. */
  'POST /training-deferrals': {
    body: TrainingDeferralPayloadSchema,
    responses: { 201: TrainingDeferralSchema, 409: ConflictErrorSchema, ...ErrorResponses(400, 401, 403, 404, 413, 415, 422) },
  },
  /** 'Mes formations': the trainings whose team the responsable pédagogique is part of. */
  'GET /pedagogical-supervisor/assigned-trainings': {
    query: AssignedTrainingsQuerySchema,
    responses: { 200: PagedSchema(TrainingRowSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The month calendar: 42 days from the Monday on or before the 1st, with each day's first trainings and the count of the others. */
  'GET /trainings/month/:month/:year': {
    params: CalendarMonthParamsSchema,
    responses: { 200: Type.Array(CalendarDaySchema), ...ErrorResponses(400, 401, 403) },
  },
  /** Every training running on one day of the calendar (Paris), in the month's order and scope. */
  'GET /trainings/day/:date': {
    params: CalendarDayParamsSchema,
    responses: { 200: Type.Array(CalendarTrainingSchema), ...ErrorResponses(400, 401, 403) },
  },
});
