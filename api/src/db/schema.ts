/**
 * Database schema of the portal (PostgreSQL, shared by PGlite and a PostgreSQL server).
 * Column names follow the API contract (snake_case) so rows map to answers with little glue.
 */
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  index,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const hours = (name: string) => numeric(name, { precision: 6, scale: 2 });

/* ---------- Accent-free search copies ---------- */

const ACCENTED_LOWER = 'àâäáãåāçćčéèêëēėęíìîïīįñńóòôöõøōúùûüūÿýžźż';
/** lower() leaves non-ASCII letters alone under the C collation (PGlite): translate capitals too. */
export const FOLD_FROM = ACCENTED_LOWER + ACCENTED_LOWER.toUpperCase();
export const FOLD_TO = [...FOLD_FROM]
  .map((c) => (c.toLowerCase() === 'ø' ? 'o' : c.toLowerCase().normalize('NFD').charAt(0)))
  .join('');

/**
 * Lower-case, accent-free copy of a text column, stored as a generated column so that searches
 * compare plain text instead of translating every row at every query. Mirrored in JavaScript by
 * `foldText` (modules/search).
 */
const folded = (column: string) =>
  sql.raw(`replace(replace(translate(lower("${column}"), '${FOLD_FROM}', '${FOLD_TO}'), 'œ', 'oe'), 'æ', 'ae')`);

/* ---------- Reference lists ---------- */

/** Simple named reference list with soft deletion (référentiel). */
const namedList = (table: string) =>
  pgTable(table, {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    created_at: createdAt(),
    deleted_at: ts('deleted_at'),
  });

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
});

export const genres = pgTable('genres', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
});

export const trainingStatuses = pgTable('training_statuses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
});

export const registrationStatuses = pgTable('registration_statuses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
});

export const aresStatuses = pgTable('ares_statuses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
});

export const trainingExpenseStatuses = pgTable('training_expense_statuses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
});

export const employmentStatuses = pgTable('employment_statuses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
});

export const vehicleCategories = pgTable('vehicle_categories', {
  id: serial('id').primaryKey(),
  /** Fiscal power, e.g. "5 CV". */
  category: varchar('category', { length: 40 }).notNull(),
  indemnity_per_km: numeric('indemnity_per_km', { precision: 6, scale: 3 }).notNull(),
});

export const trainingTypes = namedList('training_types');
export const unions = namedList('unions');
export const mandates = namedList('mandates');
export const degrees = namedList('degrees');
export const professionalCategories = namedList('professional_categories');
export const referralSources = namedList('referral_sources');
export const activitySectors = namedList('activity_sectors');
export const professionalSituations = namedList('professional_situations');
export const companySizes = namedList('company_sizes');
export const councilSections = namedList('council_sections');
export const councils = namedList('councils');
export const seniorities = namedList('seniorities');
export const trainingDurations = namedList('training_durations');

export const trainingCategories = pgTable('training_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  irt_link: varchar('irt_link', { length: 500 }),
  /** Colour used for the calendar and badges. */
  color: varchar('color', { length: 20 }).notNull().default('#3f51b5'),
  created_at: createdAt(),
  deleted_at: ts('deleted_at'),
});

export const trainingThemes = pgTable('training_themes', {
  id: serial('id').primaryKey(),
  numerotation: varchar('numerotation', { length: 40 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  created_at: createdAt(),
  deleted_at: ts('deleted_at'),
});

/** French communes (from the published administrative dataset), one row per (commune, postal code). */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    zip_code: varchar('zip_code', { length: 5 }).notNull(),
    insee_code: varchar('insee_code', { length: 5 }).notNull(),
    department_code: varchar('department_code', { length: 3 }),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
  },
  (t) => [index('cities_zip_idx').on(t.zip_code)],
);

export const trainingPlaces = pgTable('training_places', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  address: varchar('address', { length: 255 }),
  zip_code: varchar('zip_code', { length: 5 }),
  city_id: integer('city_id').references(() => cities.id),
  /** 'Présentiel' or 'Distanciel'. */
  type: varchar('type', { length: 20 }).notNull().default('Présentiel'),
  created_at: createdAt(),
  deleted_at: ts('deleted_at'),
});

/* ---------- Accounts ---------- */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    password_hash: varchar('password_hash', { length: 255 }).notNull(),
    role_id: integer('role_id').notNull().references(() => roles.id),
    email_verified_at: ts('email_verified_at'),
    accepted_terms: smallint('accepted_terms').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    /** Generated: the name folded for case- and accent-insensitive search. */
    search_name: text('search_name').generatedAlwaysAs(() => folded('name')),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // Profile search walks users in name order (ORDER BY u.name … LIMIT) and stops at the first matches.
    index('users_name_idx').on(t.name),
    // Word searches are LIKE '%…%' on the folded name: a trigram index answers them (pg_trgm).
    index('users_search_name_trgm').using('gin', t.search_name.op('gin_trgm_ops')),
  ],
);

/** One row per issued token; logout and deactivation revoke them. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    created_at: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Single-use tokens sent by email: password reset and email verification. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'password_reset', 'email_verification', 'email_change' or 'email_change_undo'. */
    purpose: varchar('purpose', { length: 40 }).notNull(),
    token_hash: varchar('token_hash', { length: 128 }).notNull(),
    /** The address the link is about: the new one to confirm (email_change), the old one to restore (email_change_undo). */
    email: varchar('email', { length: 255 }),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('email_tokens_hash_idx').on(t.token_hash)],
);

/** Every email the portal sends is recorded here (and relayed to SMTP_URL when set). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 255 }).notNull(),
  subject: varchar('subject', { length: 255 }).notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Attachment names and sizes; the content (base64) is kept so that a failed relay can be retried. */
  attachments: jsonb('attachments').$type<{ filename: string; size: number; content_type?: string; content?: string }[]>(),
  relayed_at: ts('relayed_at'),
  /** SMTP relay attempts (the relay retries with a growing delay before giving up). */
  attempts: smallint('attempts').notNull().default(0),
  /** Earliest time of the next relay attempt. */
  next_attempt_at: ts('next_attempt_at').notNull().defaultNow(),
  error: text('error'),
  created_at: createdAt(),
});

/**
 * Who read the outbox and what: the administrateur's view of the emails shows personal data and
 * one-time links (masked), so each read leaves a row (reader, recipient filter, the messages shown).
 */
export const outboxReads = pgTable('outbox_reads', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id),
  recipient_filter: varchar('recipient_filter', { length: 255 }),
  message_ids: integer('message_ids').array().notNull(),
  created_at: createdAt(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id').notNull().references(() => roles.id),
    /** Year-prefixed number, e.g. "2026-00042". */
    profile_number: varchar('profile_number', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    birth_year: integer('birth_year'),
    genre_id: integer('genre_id').references(() => genres.id),
    street_number: varchar('street_number', { length: 20 }),
    street_name: varchar('street_name', { length: 255 }),
    profile_zip_code: varchar('profile_zip_code', { length: 5 }),
    city_id: integer('city_id').references(() => cities.id),
    professional_situation_id: integer('professional_situation_id').references(() => professionalSituations.id),
    professional_category_id: integer('professional_category_id').references(() => professionalCategories.id),
    degree_id: integer('degree_id').references(() => degrees.id),
    activity_sector_id: integer('activity_sector_id').references(() => activitySectors.id),
    company_name: varchar('company_name', { length: 255 }),
    company_size_id: integer('company_size_id').references(() => companySizes.id),
    company_zip_code: varchar('company_zip_code', { length: 5 }),
    is_union_member: boolean('is_union_member').notNull().default(false),
    has_mandate: boolean('has_mandate').notNull().default(false),
    has_vehicle: boolean('has_vehicle').notNull().default(false),
    vehicle_category_id: integer('vehicle_category_id').references(() => vehicleCategories.id),
    /** Stored file key (storage module), never a public path. */
    vehicle_registration_pdf: varchar('vehicle_registration_pdf', { length: 255 }),
    profile_picture: varchar('profile_picture', { length: 255 }),
    iban: varchar('iban', { length: 34 }),
    bic: varchar('bic', { length: 11 }),
    subscribed_to_newsletter: boolean('subscribed_to_newsletter').notNull().default(false),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    is_active: boolean('is_active').notNull().default(true),
    /** Function (team members). */
    title: varchar('title', { length: 255 }),
    employment_status_id: integer('employment_status_id').references(() => employmentStatuses.id),
    url: varchar('url', { length: 500 }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_user_uq').on(t.user_id),
    uniqueIndex('profiles_number_uq').on(t.profile_number),
    index('profiles_number_trgm').using('gin', t.profile_number.op('gin_trgm_ops')),
    index('profiles_role_idx').on(t.role_id),
  ],
);

export const profileUnions = pgTable(
  'profile_unions',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    union_id: integer('union_id').notNull().references(() => unions.id),
    is_valid: boolean('is_valid').notNull().default(true),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('profile_unions_profile_idx').on(t.profile_id)],
);

export const profileMandates = pgTable(
  'profile_mandates',
  {
    id: serial('id').primaryKey(),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    mandate_id: integer('mandate_id').notNull().references(() => mandates.id),
    is_valid: boolean('is_valid').notNull().default(true),
    council_id: integer('council_id').references(() => councils.id),
    council_section_id: integer('council_section_id').references(() => councilSections.id),
    end_date: date('end_date', { mode: 'string' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [index('profile_mandates_profile_idx').on(t.profile_id)],
);

/* ---------- Trainings ---------- */

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
    paid_training: boolean('paid_training').notNull().default(false),
    amount: money('amount'),
    max_attendees: integer('max_attendees').notNull(),
    attendance_sheet_done: boolean('attendance_sheet_done').notNull().default(false),
    dinners: integer('dinners').notNull().default(0),
    accommodation: boolean('accommodation').notNull().default(false),
    transportation_fees: boolean('transportation_fees').notNull().default(false),
    number_of_round_trips: integer('number_of_round_trips').notNull().default(0),
    created_by: integer('created_by').references(() => users.id),
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
    /** Set when the convocation email was sent; a validated registration without it is an invitation to send. */
    convocation_sent_at: ts('convocation_sent_at'),
    certificate_sent_at: ts('certificate_sent_at'),
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
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('evaluations_uq').on(t.training_id, t.profile_id)],
);

/* ---------- Money ---------- */

export const trainingExpenses = pgTable(
  'training_expenses',
  {
    id: serial('id').primaryKey(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    vehicle_category_id: integer('vehicle_category_id').references(() => vehicleCategories.id),
    evening_meals: money('evening_meals').notNull().default('0'),
    transport_costs: money('transport_costs').notNull().default('0'),
    accommodation_costs: money('accommodation_costs').notNull().default('0'),
    other_costs: money('other_costs').notNull().default('0'),
    other_costs_comment: text('other_costs_comment'),
    toll_parking_costs: money('toll_parking_costs').notNull().default('0'),
    public_transport_costs: money('public_transport_costs').notNull().default('0'),
    training_expense_status_id: integer('training_expense_status_id').notNull().default(1).references(() => trainingExpenseStatuses.id),
    total_forced_amount: money('total_forced_amount').notNull().default('0'),
    total_amount: money('total_amount').notNull().default('0'),
    calculated_distance: numeric('calculated_distance', { precision: 8, scale: 1 }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('training_expenses_uq').on(t.training_id, t.profile_id),
    index('training_expenses_status_idx').on(t.training_expense_status_id),
  ],
);

export const receipts = pgTable('receipts', {
  id: serial('id').primaryKey(),
  training_expense_id: integer('training_expense_id').notNull().references(() => trainingExpenses.id, { onDelete: 'cascade' }),
  description: varchar('description', { length: 255 }),
  /** Stored file key (storage module). */
  file_key: varchar('file_key', { length: 255 }).notNull(),
  mime_type: varchar('mime_type', { length: 100 }).notNull(),
  created_at: createdAt(),
});

/** Monthly payment batch (régie). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    /** e.g. "R-2026-11". */
    order_number: varchar('order_number', { length: 40 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('payment_orders_number_uq').on(t.order_number)],
);

export const trainingExpensePayments = pgTable('training_expense_payments', {
  id: serial('id').primaryKey(),
  training_expense_id: integer('training_expense_id').notNull().references(() => trainingExpenses.id, { onDelete: 'cascade' }),
  payment_order_id: integer('payment_order_id').notNull().references(() => paymentOrders.id),
  /** 'virement' or 'chèque'. */
  payment_method: varchar('payment_method', { length: 20 }).notNull(),
  payment_reference: varchar('payment_reference', { length: 100 }).notNull(),
  amount: money('amount').notNull(),
  created_at: createdAt(),
});

/**
 * Rate-limit counters shared by every API process (login, password reset, sign-up); used when no
 * REDIS_URL is set. One row per limited key and window; expired rows are reused or swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 512 }).primaryKey(),
    hits: integer('hits').notNull(),
    reset_at: ts('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.reset_at)],
);
