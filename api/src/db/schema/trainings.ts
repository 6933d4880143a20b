/** Trainings: the training, its unions and deferrals, registrations, staff, absences and evaluations. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, folded, hours, money, ts, updatedAt } from './columns';
import { aresStatuses, councils, referralSources, registrationStatuses, seniorities, trainingCategories, trainingDurations, trainingPlaces, trainingStatuses, trainingThemes, trainingTypes, unions } from './reference';
import { profileMandates, profiles, users } from './accounts';

export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    complement: text('complement'),
    start_date: ts('start_date').notNull(),
    end_date: ts('end_date').notNull(),
    training_category_id: integer('training_category_id').notNull().references(() => trainingCategories.id),
    training_type_id: integer('training_type_id').notNull().references(() => trainingTypes.id),
    training_theme_id: integer('training_theme_id').notNull().references(() => trainingThemes.id),
    training_place_id: integer('training_place_id').references(() => trainingPlaces.id),
    training_status_id: integer('training_status_id').notNull().default(1).references(() => trainingStatuses.id),
    reserved: boolean('reserved').notNull().default(false),
    is_visio: boolean('is_visio').notNull().default(false),
    /** The address of the video meeting of a distance training (calendar invitations carry it). */
    visio_url: varchar('visio_url', { length: 500 }),
    paid_training: boolean('paid_training').notNull().default(false),
    amount: money('amount'),
    max_attendees: integer('max_attendees').notNull(),
    attendance_sheet_done: boolean('attendance_sheet_done').notNull().default(false),
    dinners: integer('dinners').notNull().default(0),
    accommodation: boolean('accommodation').notNull().default(false),
    transportation_fees: boolean('transportation_fees').notNull().default(false),
    number_of_round_trips: integer('number_of_round_trips').notNull().default(0),
    created_by: integer('created_by').references(() => users.id),
    /** A freed seat is offered for 48 hours to the first trainee waiting instead of being given at once. */
    waitlist_offers_seat: boolean('waitlist_offers_seat').notNull().default(false),
    /** Generated: the title folded for case- and accent-insensitive search. */
    search_title: text('search_title').generatedAlwaysAs(() => folded('title')),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('trainings_start_idx').on(t.start_date),
    index('trainings_end_idx').on(t.end_date),
    index('trainings_status_idx').on(t.training_status_id),
    index('trainings_search_title_trgm').using('gin', t.search_title.op('gin_trgm_ops')),
    // The training's time range, half-open (an end touching the next start is no overlap): the conflict
    // queries compare ranges with && on exactly this expression (modules/conflicts).
    index('trainings_period_gist').using('gist', sql`tstzrange(${t.start_date}, ${t.end_date}, '[)')`),
    // The catalogue (published or postponed, statuses 3 and 4) in start order: its trainings to come
    // from the current date on, and (closed range) those under way at it (trainings/scopes.ts). The
    // migration (0037) adds INCLUDE ("end_date", "training_category_id", "search_title") to the first,
    // which this builder cannot write: the catalogue's filters, count and words read the index alone.
    index('trainings_catalogue_start_idx').on(t.start_date, t.id).where(sql`${t.training_status_id} IN (3, 4)`),
    index('trainings_catalogue_period_gist')
      .using('gist', sql`tstzrange(${t.start_date}, ${t.end_date}, '[]')`)
      .where(sql`${t.training_status_id} IN (3, 4)`),
  ],
);

export const trainingUnions = pgTable(
  'training_unions',
  {
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    union_id: integer('union_id').notNull().references(() => unions.id),
  },
  (t) => [uniqueIndex('training_unions_uq').on(t.training_id, t.union_id)],
);

export const trainingDeferrals = pgTable('training_deferrals', {
  id: serial('id').primaryKey(),
  training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
  user_id: integer('user_id').references(() => users.id),
  initial_start_date: ts('initial_start_date').notNull(),
  initial_end_date: ts('initial_end_date').notNull(),
  new_start_date: ts('new_start_date').notNull(),
  new_end_date: ts('new_end_date').notNull(),
  created_at: createdAt(),
});

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    registration_status_id: integer('registration_status_id').notNull().default(1).references(() => registrationStatuses.id),
    council_id: integer('council_id').references(() => councils.id),
    seniority_id: integer('seniority_id').references(() => seniorities.id),
    training_duration_id: integer('training_duration_id').references(() => trainingDurations.id),
    referral_source_id: integer('referral_source_id').references(() => referralSources.id),
    reimbursed: boolean('reimbursed').notNull().default(false),
    needs_accommodation: boolean('needs_accommodation').notNull().default(false),
    refusal_reason: text('refusal_reason'),
    /** The training leave the trainee comes on (a kind of LEAVE_RULES), or null when not given. */
    leave_kind: varchar('leave_kind', { length: 30 }),
    /** Set when the convocation email was sent; a validated registration without it is an invitation to send. */
    convocation_sent_at: ts('convocation_sent_at'),
    certificate_sent_at: ts('certificate_sent_at'),
    /** A waiting trainee offered a freed seat: the offer holds the seat until this time. */
    seat_offer_expires_at: ts('seat_offer_expires_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('registrations_training_profile_uq').on(t.training_id, t.profile_id),
    index('registrations_profile_idx').on(t.profile_id),
    // Registrations by status in creation order (dashboard list of pre-registrations: page without a sort).
    index('registrations_status_created_idx').on(t.registration_status_id, t.created_at, t.id),
    // Per-training counts by status, answered from the index alone (totals of the dashboard lists).
    index('registrations_training_status_idx').on(t.training_id, t.registration_status_id),
  ],
);

/** Mandates a trainee declared as used for one registration. */
export const registrationMandates = pgTable(
  'registration_mandates',
  {
    registration_id: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    profile_mandate_id: integer('profile_mandate_id').notNull().references(() => profileMandates.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('registration_mandates_uq').on(t.registration_id, t.profile_mandate_id)],
);

/** Teachers and pedagogical supervisors of a training, with their hours. */
export const trainingStaff = pgTable(
  'training_staff',
  {
    id: serial('id').primaryKey(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    /** 'teacher' or 'pedagogical_supervisor'. */
    type: varchar('type', { length: 30 }).notNull(),
    expected_lecture_hours: hours('expected_lecture_hours'),
    expected_tutorial_hours: hours('expected_tutorial_hours'),
    actual_lecture_hours: hours('actual_lecture_hours'),
    actual_tutorial_hours: hours('actual_tutorial_hours'),
    ares_status_id: integer('ares_status_id').references(() => aresStatuses.id),
    needs_accommodation: boolean('needs_accommodation').notNull().default(false),
    reimbursed_transportation: boolean('reimbursed_transportation').notNull().default(false),
    is_remunerated: boolean('is_remunerated').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('training_staff_uq').on(t.training_id, t.profile_id, t.type),
    index('training_staff_profile_idx').on(t.profile_id),
  ],
);

export const absences = pgTable(
  'absences',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    absence_date: date('absence_date', { mode: 'string' }).notNull(),
    /** 'morning' or 'afternoon'. */
    half_day: varchar('half_day', { length: 10 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('absences_uq').on(t.training_id, t.profile_id, t.absence_date, t.half_day)],
);

export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    documentation: smallint('documentation').notNull(),
    training_methods: smallint('training_methods').notNull(),
    willingness_to_continue: smallint('willingness_to_continue').notNull(),
    group_life: smallint('group_life').notNull(),
    material_conditions: smallint('material_conditions').notNull(),
    knowledge_contribution: smallint('knowledge_contribution').notNull(),
    overall_satisfaction: smallint('overall_satisfaction').notNull(),
    /** The trainee's free comment on the training (optional). */
    comment: text('comment'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('evaluations_uq').on(t.training_id, t.profile_id)],
);

/**
 * A double booking saved anyway: the training saved, the other training it overlaps, what both book
 * (kind and resource: the place id or the person's profile id), the save that made it ('creation',
 * 'modification', 'report', 'equipe') and who confirmed it. Read by the conflicts to come.
 */
export const trainingConflictOverrides = pgTable(
  'training_conflict_overrides',
  {
    id: serial('id').primaryKey(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    other_training_id: integer('other_training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    /** 'place', 'teacher' or 'pedagogical_supervisor' (CONFLICT_KINDS). */
    kind: varchar('kind', { length: 30 }).notNull(),
    resource_id: integer('resource_id').notNull(),
    /** 'creation', 'modification', 'report' or 'equipe' (CONFLICT_CONTEXTS). */
    context: varchar('context', { length: 20 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('training_conflict_overrides_training_idx').on(t.training_id, t.other_training_id),
    index('training_conflict_overrides_other_idx').on(t.other_training_id),
    check('training_conflict_overrides_kind_check', sql`${t.kind} IN ('place', 'teacher', 'pedagogical_supervisor')`),
    check('training_conflict_overrides_context_check', sql`${t.context} IN ('creation', 'modification', 'report', 'equipe')`),
  ],
);

/**
 * The double bookings themselves, kept by the database (migration 0035): one row per pair of trainings
 * in conflict and resource booked twice, recomputed by triggers whenever a training's dates, place or
 * cancellation, a team or a place's type changes. `a` is the earlier training (start, then id), `b` the
 * later; `kind` is 'place', or for a person their part in `b` ('teacher' when both). The overlap is
 * [b_start, overlap_end), the later start to the earlier end: the conflicts to come read it in order.
 */
export const bookingConflictPairs = pgTable(
  'booking_conflict_pairs',
  {
    a_id: integer('a_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    b_id: integer('b_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    /** 'place', 'teacher' or 'pedagogical_supervisor' (CONFLICT_KINDS). */
    kind: varchar('kind', { length: 30 }).notNull(),
    /** The place id or the person's profile id. */
    resource_id: integer('resource_id').notNull(),
    a_start: ts('a_start').notNull(),
    b_start: ts('b_start').notNull(),
    overlap_end: ts('overlap_end').notNull(),
  },
  (t) => [
    primaryKey({ name: 'booking_conflict_pairs_pkey', columns: [t.a_id, t.b_id, t.kind, t.resource_id] }),
    index('booking_conflict_pairs_b_idx').on(t.b_id),
    // The conflicts to come, in their order: the overlap's start, the earlier training's start, the ids.
    index('booking_conflict_pairs_order_idx').on(t.b_start, t.a_start, t.a_id, t.b_id, t.kind, t.resource_id),
    // The overlaps under way at a given instant.
    index('booking_conflict_pairs_overlap_gist').using('gist', sql`tstzrange(${t.b_start}, ${t.overlap_end}, '[)')`),
    check('booking_conflict_pairs_kind_check', sql`${t.kind} IN ('place', 'teacher', 'pedagogical_supervisor')`),
  ],
);
