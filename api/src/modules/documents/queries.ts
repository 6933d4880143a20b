/** SQL of the training documents: the training as the documents show it, its validated trainees, absences. */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import { absences, cities, profiles, registrations, trainingCategories, trainingPlaces, trainings, users } from '../../db/schema';

export async function documentTraining(db: Db, id: number) {
  const [row] = await db
    .select({
      training: trainings,
      category: trainingCategories.name,
      place_name: trainingPlaces.name,
      place_address: trainingPlaces.address,
      place_zip_code: trainingPlaces.zip_code,
      city: cities.name,
    })
    .from(trainings)
    .innerJoin(trainingCategories, eq(trainingCategories.id, trainings.training_category_id))
    .leftJoin(trainingPlaces, eq(trainingPlaces.id, trainings.training_place_id))
    .leftJoin(cities, eq(cities.id, trainingPlaces.city_id))
    .where(eq(trainings.id, id));
  return row;
}

export type DocumentTrainingRecord = NonNullable<Awaited<ReturnType<typeof documentTraining>>>;

function traineeSelect(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: registrations.id,
      profile_id: registrations.profile_id,
      registration_status_id: registrations.registration_status_id,
      name: users.name,
      email: users.email,
    })
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(where)
    .orderBy(asc(users.name), asc(registrations.id));
}

export type DocumentTraineeRecord = Awaited<ReturnType<typeof traineeSelect>>[number];

/** One registration of the training (any status). */
export async function documentRegistration(db: Db, trainingId: number, registrationId: number): Promise<DocumentTraineeRecord | undefined> {
  const [row] = await traineeSelect(db, and(eq(registrations.training_id, trainingId), eq(registrations.id, registrationId)));
  return row;
}

/** Registrations of the training among `ids` (any status), or every validated one when `ids` is undefined. */
export function documentTrainees(db: Db, trainingId: number, ids?: number[]): Promise<DocumentTraineeRecord[]> {
  return traineeSelect(
    db,
    and(
      eq(registrations.training_id, trainingId),
      ids === undefined ? eq(registrations.registration_status_id, REGISTRATION_STATUS.valide) : inArray(registrations.id, ids.length ? ids : [0]),
    ),
  );
}

export async function absencesByProfile(db: Db, trainingId: number): Promise<Map<number, { date: string; halfDay: 'morning' | 'afternoon' }[]>> {
  const rows = await db
    .select({ profile_id: absences.profile_id, date: absences.absence_date, half_day: absences.half_day })
    .from(absences)
    .where(eq(absences.training_id, trainingId));
  const byProfile = new Map<number, { date: string; halfDay: 'morning' | 'afternoon' }[]>();
  for (const r of rows) {
    const list = byProfile.get(r.profile_id) ?? [];
    list.push({ date: r.date, halfDay: r.half_day === 'afternoon' ? 'afternoon' : 'morning' });
    byProfile.set(r.profile_id, list);
  }
  return byProfile;
}

export async function markSent(tx: Db, registrationId: number, document: 'convocation' | 'certificate'): Promise<void> {
  const now = new Date();
  await tx
    .update(registrations)
    .set(document === 'convocation' ? { convocation_sent_at: now, updated_at: now } : { certificate_sent_at: now, updated_at: now })
    .where(eq(registrations.id, registrationId));
}
