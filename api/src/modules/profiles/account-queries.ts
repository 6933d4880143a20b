/** SQL of the account form: one full profile, its unions and mandates, and the writes of the form. */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import * as s from '../../db/schema';
import { openBankDetails, sealBankDetails } from '../../lib/bank-details';
import { queryRows } from '../../lib/sql';

export async function findProfile(db: DbOrTx, profileId: number) {
  const [row] = await db
    .select({
      profile: s.profiles,
      user: {
        id: s.users.id,
        name: s.users.name,
        email: s.users.email,
        created_at: s.users.created_at,
        accepted_terms: s.users.accepted_terms,
      },
      role: { id: s.roles.id, name: s.roles.name, slug: s.roles.slug },
      city: { id: s.cities.id, name: s.cities.name, zip_code: s.cities.zip_code },
      genre: { id: s.genres.id, name: s.genres.name },
    })
    .from(s.profiles)
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .innerJoin(s.roles, eq(s.roles.id, s.profiles.role_id))
    .leftJoin(s.cities, eq(s.cities.id, s.profiles.city_id))
    .leftJoin(s.genres, eq(s.genres.id, s.profiles.genre_id))
    .where(eq(s.profiles.id, profileId))
    .limit(1);
  return row ? { ...row, profile: openBankDetails(row.profile) } : row;
}

export function unionsOfProfile(db: DbOrTx, profileId: number) {
  return db
    .select({ pivot: s.profileUnions, name: s.unions.name })
    .from(s.profileUnions)
    .innerJoin(s.unions, eq(s.unions.id, s.profileUnions.union_id))
    .where(eq(s.profileUnions.profile_id, profileId))
    .orderBy(asc(s.profileUnions.id));
}

export function mandatesOfProfile(db: DbOrTx, profileId: number) {
  return db
    .select({
      pivot: s.profileMandates,
      name: s.mandates.name,
      mandate_deleted_at: s.mandates.deleted_at,
      council: { id: s.councils.id, name: s.councils.name },
      section: { id: s.councilSections.id, name: s.councilSections.name },
    })
    .from(s.profileMandates)
    .innerJoin(s.mandates, eq(s.mandates.id, s.profileMandates.mandate_id))
    .leftJoin(s.councils, eq(s.councils.id, s.profileMandates.council_id))
    .leftJoin(s.councilSections, eq(s.councilSections.id, s.profileMandates.council_section_id))
    .where(eq(s.profileMandates.profile_id, profileId))
    .orderBy(asc(s.profileMandates.id));
}

export async function findUnionPivot(db: DbOrTx, profileId: number, pivotId: number) {
  const [row] = await db
    .select()
    .from(s.profileUnions)
    .where(and(eq(s.profileUnions.id, pivotId), eq(s.profileUnions.profile_id, profileId)))
    .limit(1);
  return row;
}

export async function findMandatePivot(db: DbOrTx, profileId: number, pivotId: number) {
  const [row] = await db
    .select({ pivot: s.profileMandates, name: s.mandates.name })
    .from(s.profileMandates)
    .innerJoin(s.mandates, eq(s.mandates.id, s.profileMandates.mandate_id))
    .where(and(eq(s.profileMandates.id, pivotId), eq(s.profileMandates.profile_id, profileId), isNull(s.profileMandates.deleted_at)))
    .limit(1);
  return row;
}

export async function findActiveMandate(db: DbOrTx, mandateId: number) {
  const [row] = await db
    .select({ id: s.mandates.id, name: s.mandates.name })
    .from(s.mandates)
    .where(and(eq(s.mandates.id, mandateId), isNull(s.mandates.deleted_at)))
    .limit(1);
  return row;
}

export async function activeUnionExists(db: DbOrTx, unionId: number): Promise<boolean> {
  const [row] = await db.select({ id: s.unions.id }).from(s.unions).where(and(eq(s.unions.id, unionId), isNull(s.unions.deleted_at))).limit(1);
  return Boolean(row);
}

/** Number of the profile's active mandates (valid, not removed, mandate still in the reference list). */
export async function countActiveMandates(db: DbOrTx, profileId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`COUNT(*)::int` })
    .from(s.profileMandates)
    .innerJoin(s.mandates, eq(s.mandates.id, s.profileMandates.mandate_id))
    .where(
      and(
        eq(s.profileMandates.profile_id, profileId),
        eq(s.profileMandates.is_valid, true),
        isNull(s.profileMandates.deleted_at),
        isNull(s.mandates.deleted_at),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function findCity(db: DbOrTx, cityId: number) {
  const [row] = await db.select().from(s.cities).where(eq(s.cities.id, cityId)).limit(1);
  return row;
}

/** An account by id, with its profile's id (null without one) — its password hash included, for the checks that ask for it. */
export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ user: s.users, profile_id: s.profiles.id })
    .from(s.users)
    .leftJoin(s.profiles, eq(s.profiles.user_id, s.users.id))
    .where(eq(s.users.id, userId))
    .limit(1);
  return row;
}

export async function emailInUse(db: DbOrTx, email: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(and(eq(s.users.email, email), sql`${s.users.id} <> ${exceptUserId}`))
    .limit(1);
  return Boolean(row);
}

/** A free profile number of the year: "2026-00042" from the profile id to come. */
export async function nextProfileNumber(db: DbOrTx, year: number): Promise<string> {
  const [{ n }] = await db.select({ n: sql<number>`COALESCE(MAX(${s.profiles.id}), 0)::int + 1` }).from(s.profiles);
  for (let candidate = Number(n); ; candidate += 1) {
    const number = `${year}-${String(candidate).padStart(5, '0')}`;
    const [taken] = await db.select({ id: s.profiles.id }).from(s.profiles).where(eq(s.profiles.profile_number, number)).limit(1);
    if (!taken) return number;
  }
}

/** Whether the trainee's profile is registered on a training whose team holds the staff member's profile. */
/** SQL: the trainee profile `traineeProfileId` is registered on a training whose team holds `staffProfileId`. */
export function registeredOnTrainingOf(traineeProfileId: AnyPgColumn | SQL, staffProfileId: SQL | number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${s.registrations} r JOIN ${s.trainingStaff} ts ON ts.training_id = r.training_id
    WHERE r.profile_id = ${traineeProfileId} AND ts.profile_id = ${staffProfileId})`;
}

export async function isTraineeOfTrainingsOf(db: DbOrTx, staffProfileId: number, traineeProfileId: number): Promise<boolean> {
  const rows = await queryRows<{ yes: number }>(db, sql`SELECT 1 AS yes WHERE ${registeredOnTrainingOf(sql`${traineeProfileId}`, staffProfileId)}`);
  return rows.length > 0;
}

// Writes of the account form; several run in one transaction, hence `DbOrTx`.

export async function setUserName(db: DbOrTx, userId: number, name: string): Promise<void> {
  await db.update(s.users).set({ name, updated_at: new Date() }).where(eq(s.users.id, userId));
}

/** The profile's bank details in clear, its row locked until the transaction ends (two changes at once are recorded one after the other). */
export async function lockBankDetails(tx: Tx, profileId: number): Promise<{ iban: string | null; bic: string | null }> {
  const [row] = await tx.select({ iban: s.profiles.iban, bic: s.profiles.bic }).from(s.profiles).where(eq(s.profiles.id, profileId)).for('update');
  return openBankDetails(row ?? { iban: null, bic: null });
}

/** The owner confirmed the bank details typed for them at the account's creation. */
export async function clearBankDetailsToConfirm(db: DbOrTx, profileId: number): Promise<void> {
  await db.update(s.profiles).set({ bank_details_to_confirm: false, updated_at: new Date() }).where(eq(s.profiles.id, profileId));
}

export async function insertProfile(db: DbOrTx, values: typeof s.profiles.$inferInsert): Promise<number> {
  const [row] = await db.insert(s.profiles).values(sealBankDetails(values)).returning({ id: s.profiles.id });
  return row.id;
}

/** Columns of a profile a write sets (its `updated_at` is set too). */
export type ProfilePatch = Partial<typeof s.profiles.$inferInsert>;

export async function updateProfile(db: DbOrTx, profileId: number, patch: ProfilePatch): Promise<void> {
  await db.update(s.profiles).set(sealBankDetails({ ...patch, updated_at: new Date() })).where(eq(s.profiles.id, profileId));
}

export async function insertProfileUnion(db: DbOrTx, values: typeof s.profileUnions.$inferInsert): Promise<number> {
  const [row] = await db.insert(s.profileUnions).values(values).returning({ id: s.profileUnions.id });
  return row.id;
}

/** Only the profile's own pivot row is changed. */
export async function updateProfileUnion(
  db: DbOrTx,
  profileId: number,
  pivotId: number,
  values: Pick<typeof s.profileUnions.$inferInsert, 'is_valid' | 'start_date' | 'end_date'>,
): Promise<void> {
  await db
    .update(s.profileUnions)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(s.profileUnions.id, pivotId), eq(s.profileUnions.profile_id, profileId)));
}

export async function insertProfileMandate(db: DbOrTx, values: typeof s.profileMandates.$inferInsert): Promise<number> {
  const [row] = await db.insert(s.profileMandates).values(values).returning({ id: s.profileMandates.id });
  return row.id;
}

export async function updateProfileMandate(
  db: DbOrTx,
  pivotId: number,
  values: Pick<typeof s.profileMandates.$inferInsert, 'is_valid' | 'council_id' | 'council_section_id' | 'end_date'>,
): Promise<void> {
  await db
    .update(s.profileMandates)
    .set({ ...values, updated_at: new Date() })
    .where(eq(s.profileMandates.id, pivotId));
}
