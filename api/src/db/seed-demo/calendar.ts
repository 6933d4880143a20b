/**
 * Busy days for the calendar, added after everything else without a random draw (the rest of the demo is
 * unchanged): four virtual classes from yesterday to tomorrow, beside the demo trainee's training under
 * way, so the days around today hold more trainings than a day of the month grid shows and /agenda has
 * its '+ k autres' button in the current month. They are validated (not in the catalogue), held at a
 * distance (no room booked twice), led by the responsables pédagogiques free on those days while there
 * are some (the last one has none: 'Non renseigné').
 */
import type { Dayjs } from 'dayjs';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { TRAINING_STATUS } from '../../contract/statuses';
import { addDays, parisDateTime, parisDay } from '../../lib/paris-time';
import type { Tx } from '../client';
import * as s from '../schema';
import type { SeedPeopleResult } from './people';

/** The distance 'place' of the reference list. */
const DISTANCE_PLACE_ID = 6;

export const DEMO_VIRTUAL_CLASSES = [
  { title: 'Classe virtuelle : le compte personnel de formation', category: 2, type: 2, theme: 11 },
  { title: 'Classe virtuelle : les élections professionnelles', category: 3, type: 2, theme: 9 },
  { title: 'Classe virtuelle : l’inaptitude et le reclassement', category: 1, type: 2, theme: 2 },
  { title: 'Classe virtuelle : la rupture conventionnelle', category: 4, type: 2, theme: 2 },
] as const;

export async function seedBusyDays(tx: Tx, now: Dayjs, people: SeedPeopleResult): Promise<{ trainings: number }> {
  const today = parisDay(now.toDate());
  const start = parisDateTime(addDays(today, -1), 9);
  const end = parisDateTime(addDays(today, 1), 16, 30);
  // The responsables pédagogiques with no training on those days (none is double-booked by this part).
  const busy = tx
    .select({ profile_id: s.trainingStaff.profile_id })
    .from(s.trainingStaff)
    .innerJoin(s.trainings, eq(s.trainings.id, s.trainingStaff.training_id))
    .where(
      and(
        ne(s.trainings.training_status_id, TRAINING_STATUS.cancelled),
        sql`tstzrange(${s.trainings.start_date}, ${s.trainings.end_date}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
      ),
    );
  const free = people.supervisorIds.length
    ? (await tx.select({ id: s.profiles.id }).from(s.profiles).where(notInArray(s.profiles.id, busy)).orderBy(s.profiles.id)).filter((p) => people.supervisorIds.includes(p.id))
    : [];
  const ids = await tx
    .insert(s.trainings)
    .values(
      DEMO_VIRTUAL_CLASSES.map((c) => ({
        title: c.title,
        start_date: start,
        end_date: end,
        training_category_id: c.category,
        training_type_id: c.type,
        training_theme_id: c.theme,
        training_place_id: DISTANCE_PLACE_ID,
        is_visio: true,
        training_status_id: TRAINING_STATUS.validated,
        max_attendees: 16,
        created_by: people.managerUserId,
        created_at: now.subtract(45, 'day').toDate(),
        updated_at: now.subtract(10, 'day').toDate(),
      })),
    )
    .returning({ id: s.trainings.id });
  const led = ids.flatMap((training, i) => (free[i] ? [{ training_id: training.id, profile_id: free[i].id, type: 'pedagogical_supervisor' }] : []));
  if (led.length > 0) await tx.insert(s.trainingStaff).values(led);
  return { trainings: ids.length };
}
