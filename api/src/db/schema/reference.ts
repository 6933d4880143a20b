/** Reference lists (référentiels): system lists whose ids are constants of the contract, named lists, communes and places. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

/**
 * A name is unique in its reference list, compared trimmed and case-blind, as the reference editor
 * compares it (deleted items included: they still name the records that use them).
 */
const uniqueName = (table: string, name: AnyPgColumn) => uniqueIndex(`${table}_name_uq`).on(sql`lower(trim(${name}))`);

/** Simple named reference list with soft deletion (référentiel). */
const namedList = (table: string) =>
  pgTable(
    table,
    {
      id: serial('id').primaryKey(),
      name: varchar('name', { length: 255 }).notNull(),
      created_at: createdAt(),
      deleted_at: ts('deleted_at'),
    },
    (t) => [uniqueName(table, t.name)],
  );

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

export const trainingCategories = pgTable(
  'training_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    irt_link: varchar('irt_link', { length: 500 }),
    /** Colour used for the calendar and badges. */
    color: varchar('color', { length: 20 }).notNull().default('#3f51b5'),
    created_at: createdAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [uniqueName('training_categories', t.name)],
);

export const trainingThemes = pgTable(
  'training_themes',
  {
    id: serial('id').primaryKey(),
    numerotation: varchar('numerotation', { length: 40 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Code of the Nomenclature des spécialités de formation (three digits), counted by the BPF's cadre F-4. */
    nsf_code: varchar('nsf_code', { length: 3 }),
    created_at: createdAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [uniqueName('training_themes', t.name)],
);

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

export const trainingPlaces = pgTable(
  'training_places',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    address: varchar('address', { length: 255 }),
    zip_code: varchar('zip_code', { length: 5 }),
    city_id: integer('city_id').references(() => cities.id),
    /** 'Présentiel' or 'Distanciel'. */
    type: varchar('type', { length: 20 }).notNull().default('Présentiel'),
    /** Never booked twice: a save that would put two trainings here at overlapping times is refused. */
    exclusive: boolean('exclusive').notNull().default(false),
    created_at: createdAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [uniqueName('training_places', t.name)],
);
