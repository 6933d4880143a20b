/** SQL of registering and unregistering (enrolment-routes.ts): the training with its place's commune, the caller's mandates. */
import { and, count, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLE } from '../../contract/common';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import type { DbOrTx, Tx } from '../../db/client';
import * as s from '../../db/schema';

const placeCity = alias(s.cities, 'place_city');

/** The training a registration is asked for, with the coordinates of its place's commune. */
export async function findTrainingForEnrolment(db: DbOrTx, trainingId: number, lock = false) {
  const query = db
    .select({
      id: s.trainings.id,
      start_date: s.trainings.start_date,
      end_date: s.trainings.end_date,
      status_id: s.trainings.training_status_id,
      type_id: s.trainings.training_type_id,
      max_attendees: s.trainings.max_attendees,
      accommodation: s.trainings.accommodation,
      dinners: s.trainings.dinners,
      place_latitude: placeCity.latitude,
      place_longitude: placeCity.longitude,
    })
    .from(s.trainings)
    .leftJoin(s.trainingPlaces, eq(s.trainingPlaces.id, s.trainings.training_place_id))
    .leftJoin(placeCity, eq(placeCity.id, s.trainingPlaces.city_id))
    .where(eq(s.trainings.id, trainingId))
    .limit(1);
  // Locked while registering: two registrations for the last place are taken one after the other.
  const [row] = lock ? await query.for('update', { of: s.trainings }) : await query;
  return row;
}

/** Coordinates of the commune of a profile's address. */
export async function profileHome(db: DbOrTx, profileId: number) {
  const [row] = await db
    .select({ latitude: s.cities.latitude, longitude: s.cities.longitude })
    .from(s.profiles)
    .innerJoin(s.cities, eq(s.cities.id, s.profiles.city_id))
    .where(eq(s.profiles.id, profileId))
    .limit(1);
  return row ?? null;
}

export async function countValidated(db: DbOrTx, trainingId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(s.registrations)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.registration_status_id, REGISTRATION_STATUS.valide)));
  return Number(row?.n ?? 0);
}

export async function findRegistration(db: DbOrTx, trainingId: number, profileId: number) {
  const [row] = await db
    .select()
    .from(s.registrations)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.profile_id, profileId)))
    .limit(1);
  return row;
}

/** The profile's active mandates (valid, not removed, mandate still in the reference list). */
export function activeMandatesOf(db: DbOrTx, profileId: number) {
  return db
    .select({
      id: s.profileMandates.id,
      mandate_id: s.profileMandates.mandate_id,
      name: s.mandates.name,
      council_id: s.profileMandates.council_id,
      created_at: s.profileMandates.created_at,
      end_date: s.profileMandates.end_date,
    })
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
}

export async function profileExists(db: DbOrTx, profileId: number): Promise<boolean> {
  const [row] = await db.select({ id: s.profiles.id }).from(s.profiles).where(eq(s.profiles.id, profileId)).limit(1);
  return Boolean(row);
}

/** The profile exists and is a trainee's (the administrator registers trainees only). */
export async function traineeProfileExists(db: DbOrTx, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: s.profiles.id })
    .from(s.profiles)
    .where(and(eq(s.profiles.id, profileId), eq(s.profiles.role_id, ROLE.stagiaire)))
    .limit(1);
  return Boolean(row);
}

export async function insertRegistration(
  tx: Tx,
  values: typeof s.registrations.$inferInsert,
  mandateIds: number[],
): Promise<typeof s.registrations.$inferSelect> {
  const [row] = await tx.insert(s.registrations).values(values).returning();
  if (mandateIds.length > 0) {
    await tx.insert(s.registrationMandates).values(mandateIds.map((id) => ({ registration_id: row.id, profile_mandate_id: id })));
  }
  return row;
}

export async function deleteRegistration(db: DbOrTx, registrationId: number): Promise<void> {
  await db.delete(s.registrations).where(eq(s.registrations.id, registrationId));
}

export async function referenceExists(db: DbOrTx, table: typeof s.seniorities, id: number): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), isNull(table.deleted_at))).limit(1);
  return Boolean(row);
}

