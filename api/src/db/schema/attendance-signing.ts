/** Electronic attendance signatures ('Émargement'): one per person and half-day, never changed. */
import { customType, date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { trainings } from './trainings';

/** PNG bytes (node-postgres gives a Buffer, PGlite a Uint8Array: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const attendanceSignatures = pgTable(
  'attendance_signatures',
  {
    id: serial('id').primaryKey(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    /** Who signed: a trainee, or the teacher who signs (and so closes) the half-day. */
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    /** 'stagiaire' or 'formateur'. */
    signer: varchar('signer', { length: 12 }).notNull(),
    /** Paris calendar date of the half-day. */
    sign_date: date('sign_date', { mode: 'string' }).notNull(),
    /** 'morning' or 'afternoon'. */
    half_day: varchar('half_day', { length: 10 }).notNull(),
    /** 'qr' (own phone, QR code), 'lien' (own phone, visio link) or 'appareil' (the teacher's device). */
    method: varchar('method', { length: 10 }).notNull(),
    image: bytea('image').notNull(),
    /** SHA-256 (hex) of the image, part of the sheet's fingerprint. */
    image_sha256: varchar('image_sha256', { length: 64 }).notNull(),
    /** Server clock. */
    signed_at: timestamp('signed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    /** SHA-256 (hex) of the token used (QR code or link); null on the teacher's device. */
    token_sha256: varchar('token_sha256', { length: 64 }),
    /** The account that held the device (the trainee's own, or the teacher's). */
    recorded_by_profile_id: integer('recorded_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('attendance_signatures_uq').on(t.training_id, t.profile_id, t.sign_date, t.half_day),
    index('attendance_signatures_half_day_idx').on(t.training_id, t.sign_date, t.half_day),
  ],
);

/**
 * A half-day marked present by the staff instead of a signature (a trainee without a phone who could not
 * sign, a forgotten signature…), with its reason: one per trainee and half-day; removed when corrected.
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    id: serial('id').primaryKey(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    /** Paris calendar date of the half-day. */
    mark_date: date('mark_date', { mode: 'string' }).notNull(),
    /** 'morning' or 'afternoon'. */
    half_day: varchar('half_day', { length: 10 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** The staff member who marked it. */
    marked_by_profile_id: integer('marked_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    marked_at: timestamp('marked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attendance_marks_uq').on(t.training_id, t.profile_id, t.mark_date, t.half_day)],
);
