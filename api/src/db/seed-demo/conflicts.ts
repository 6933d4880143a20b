/**
 * Double bookings of the demo, written after everything else without a random draw: the generated plan
 * already books a place (and a pedagogical supervisor) twice on two days ahead, as trainings made before
 * the check existed would. This part records that the first place clash was saved anyway by the
 * gestionnaire (an override, as a confirmed edit writes it), adds a teacher clash (a teacher of one
 * training of an overlapping pair also put in the other's team), and marks as exclusive the last room no
 * training ahead books twice. The dashboards' 'Conflits à venir' panel then lists both kinds.
 */
import type { Dayjs } from 'dayjs';
import { sql } from 'drizzle-orm';
import { TRAINING_STATUS } from '../../contract/statuses';
import { queryRows } from '../../lib/sql';
import type { Tx } from '../client';
import * as s from '../schema';
import type { SeedPeopleResult } from './people';

/** Pairs of trainings not ended at `now`, not cancelled, overlapping, the earlier first. */
const overlappingPairs = (now: Dayjs) => sql`
  SELECT a.id AS a_id, b.id AS b_id, a.training_place_id AS a_place, b.training_place_id AS b_place, b.is_visio AS b_visio
  FROM ${s.trainings} a
  JOIN ${s.trainings} b ON tstzrange(b.start_date, b.end_date, '[)') && tstzrange(a.start_date, a.end_date, '[)')
    AND (a.start_date, a.id) < (b.start_date, b.id)
  WHERE a.end_date > ${now.toISOString()}::timestamptz AND b.end_date > ${now.toISOString()}::timestamptz
    AND a.training_status_id <> ${TRAINING_STATUS.cancelled}
    AND b.training_status_id <> ${TRAINING_STATUS.cancelled}
  ORDER BY b.start_date, a.start_date, a.id, b.id`;

export async function seedConflicts(tx: Tx, now: Dayjs, people: SeedPeopleResult): Promise<void> {
  const pairs = await queryRows<{ a_id: number; b_id: number; a_place: number | null; b_place: number | null; b_visio: boolean }>(tx, overlappingPairs(now));
  const places = await tx.select({ id: s.trainingPlaces.id, type: s.trainingPlaces.type }).from(s.trainingPlaces).orderBy(s.trainingPlaces.id);
  const room = (id: number | null) => places.some((p) => p.id === id && p.type !== 'Distanciel');

  // The first place clash, confirmed by the gestionnaire when the later training was last edited. When the
  // drawn plan has none, the later training of the first overlapping pair held in a room is moved there.
  let placeClash = pairs.find((p) => p.a_place !== null && p.a_place === p.b_place && room(p.a_place));
  if (!placeClash) {
    placeClash = pairs.find((p) => room(p.a_place) && !p.b_visio);
    if (placeClash) {
      placeClash.b_place = placeClash.a_place;
      await tx.update(s.trainings).set({ training_place_id: placeClash.a_place }).where(sql`${s.trainings.id} = ${placeClash.b_id}`);
    }
  }
  if (placeClash) {
    await tx.insert(s.trainingConflictOverrides).values({
      training_id: placeClash.b_id,
      other_training_id: placeClash.a_id,
      kind: 'place',
      resource_id: placeClash.a_place as number,
      context: 'modification',
      user_id: people.managerUserId,
      created_at: now.subtract(12, 'day').toDate(),
    });
  }

  // A teacher clash: a teacher of one training of the first pair where there is one also teaches the other.
  for (const pair of pairs) {
    const [teacher] = await queryRows<{ profile_id: number; to_id: number }>(
      tx,
      sql`SELECT a.profile_id, CASE WHEN a.training_id = ${pair.a_id} THEN ${pair.b_id} ELSE ${pair.a_id} END AS to_id
        FROM ${s.trainingStaff} a
        WHERE a.training_id IN (${pair.a_id}, ${pair.b_id}) AND a.type = 'teacher'
          AND NOT EXISTS (SELECT 1 FROM ${s.trainingStaff} b WHERE b.training_id IN (${pair.a_id}, ${pair.b_id}) AND b.training_id <> a.training_id AND b.profile_id = a.profile_id)
        ORDER BY a.training_id = ${pair.b_id} DESC, a.profile_id LIMIT 1`,
    );
    if (!teacher) continue;
    await tx.insert(s.trainingStaff).values({ training_id: teacher.to_id, profile_id: teacher.profile_id, type: 'teacher', expected_lecture_hours: '3.00', expected_tutorial_hours: '0.00' });
    break;
  }

  // The last room no training ahead books twice is exclusive (the first rooms are those the forms offer
  // first, and the end-to-end scenes book the first one).
  const clashed = new Set(pairs.filter((p) => p.a_place === p.b_place).map((p) => p.a_place));
  const exclusive = [...places].reverse().find((p) => room(p.id) && !clashed.has(p.id));
  if (exclusive) await tx.update(s.trainingPlaces).set({ exclusive: true }).where(sql`${s.trainingPlaces.id} = ${exclusive.id}`);
}
