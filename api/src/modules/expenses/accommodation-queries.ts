/** What the 50 km rule of accommodation reads: both communes' positions and a distance typed on the expense. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';

export async function accommodationFacts(db: DbOrTx, profileId: number, trainingId: number) {
  const [training] = await db
    .select({ offers: s.trainings.accommodation, latitude: s.cities.latitude, longitude: s.cities.longitude })
    .from(s.trainings)
    .leftJoin(s.trainingPlaces, eq(s.trainingPlaces.id, s.trainings.training_place_id))
    .leftJoin(s.cities, eq(s.cities.id, s.trainingPlaces.city_id))
    .where(eq(s.trainings.id, trainingId))
    .limit(1);
  const [home] = await db
    .select({ latitude: s.cities.latitude, longitude: s.cities.longitude })
    .from(s.profiles)
    .innerJoin(s.cities, eq(s.cities.id, s.profiles.city_id))
    .where(eq(s.profiles.id, profileId))
    .limit(1);
  const [expense] = await db
    .select({ distance: s.trainingExpenses.calculated_distance, method: s.trainingExpenses.distance_method })
    .from(s.trainingExpenses)
    .where(and(eq(s.trainingExpenses.profile_id, profileId), eq(s.trainingExpenses.training_id, trainingId)))
    .limit(1);
  return { training: training ?? null, home: home ?? null, manualKm: expense?.method === 'manuelle' && expense.distance !== null ? Number(expense.distance) : null };
}
