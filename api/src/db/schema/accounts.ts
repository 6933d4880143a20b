/** Accounts: users, their sessions and one-time email tokens, the outbox, profiles with their unions and mandates. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, folded, ts, updatedAt } from './columns';
import { activitySectors, cities, companySizes, councils, councilSections, degrees, employmentStatuses, genres, mandates, professionalCategories, professionalSituations, roles, unions, vehicleCategories } from './reference';

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
    /** When the account was closed (retention: personal data anonymised three years later, docs/decisions.md). */
    closed_at: ts('closed_at'),
    /** When the retention job anonymised the account. */
    anonymised_at: ts('anonymised_at'),
    /**
     * Since when the portal counts this account's logins: its creation, or for an account that existed
     * before logins were counted, the day they started to be (retention: no login for three years).
     */
    activity_since: ts('activity_since').notNull().defaultNow(),
    /** Generated: the name folded for case- and accent-insensitive search. */
    search_name: text('search_name').generatedAlwaysAs(() => folded('name')),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // Profile search walks users in name order (ORDER BY u.name … LIMIT) and stops at the first matches;
    // the migration (0037) adds INCLUDE ("search_name"), which this builder cannot write, so that the
    // names passed over are read from the index alone.
    index('users_name_idx').on(t.name, t.id),
    // The trainers list (responsables pédagogiques and intervenants, roles 3 and 4) walks their accounts
    // in name order and stops at the page's end (migration 0036).
    index('users_trainer_name_idx').on(t.name, t.id).where(sql`${t.role_id} IN (3, 4)`),
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
  /** Where an answer goes when it is not the institute (the sender of a visitor's accessibility feedback). */
  reply_to: varchar('reply_to', { length: 255 }),
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
    /** Sealed (AES-256-GCM, lib/bank-details.ts): read and written only through that module. */
    iban: text('iban'),
    bic: text('bic'),
    /** Bank details typed by someone else at the account's creation, not yet confirmed by their owner. */
    bank_details_to_confirm: boolean('bank_details_to_confirm').notNull().default(false),
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

/**
 * Every suffix of every profile number, kept by the database (migration 0045): the profiles whose number
 * contains a part typed are those of the suffixes starting with it, one range of the key. The migration
 * declares `suffix` COLLATE "C" (byte order, which this builder cannot write), so that the range of the
 * texts starting with a part is a range of the key.
 */
export const profileNumberSuffixes = pgTable(
  'profile_number_suffixes',
  {
    suffix: varchar('suffix', { length: 20 }).notNull(),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.suffix, t.profile_id] }), index('profile_number_suffixes_profile_idx').on(t.profile_id)],
);

/**
 * Every suffix of every word of every profile's folded name, with the profile's role and name, kept by the
 * database (migration 0046): the profiles whose name contains a word typed are those of the suffixes
 * starting with it, one range of the key, and within one suffix and role the rows are in the search's
 * order (name, profile). The migration declares `suffix` COLLATE "C" (byte order, which this builder
 * cannot write), so that the range of the texts starting with a word is a range of the key.
 */
export const profileNameSuffixes = pgTable(
  'profile_name_suffixes',
  {
    suffix: text('suffix').notNull(),
    role_id: integer('role_id').notNull(),
    /** A copy of users.name, in its collation: the search's order. */
    name: varchar('name', { length: 255 }).notNull(),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.suffix, t.role_id, t.name, t.profile_id] }), index('profile_name_suffixes_profile_idx').on(t.profile_id)],
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
