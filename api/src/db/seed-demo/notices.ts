/**
 * Two trainings of the demo for the notices a training sends by itself, added after everything else
 * without a random draw (the rest of the demo is unchanged): one starting in six days, whose reminder
 * (the J-7, sent late as for a training set less than a week ahead) the scheduled work sends at the
 * server's first pass, and one that ended yesterday, whose satisfaction survey it sends too. The demo
 * trainee is validated on both and has not evaluated the second; the demo intervenant teaches both.
 */
import type { Dayjs } from 'dayjs';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { addDays, parisDateTime, parisDay } from '../../lib/paris-time';
import type { Tx } from '../client';
import * as s from '../schema';
import type { SeedPeopleResult } from './people';

/** Days to the start of the training reminded at the first pass (J-7 is due from 2 to 7 days ahead). */
export const DEMO_REMINDED_START_IN_DAYS = 6;
export const DEMO_REMINDED_TITLE = 'Prévention des risques psychosociaux';
export const DEMO_SURVEYED_TITLE = 'Égalité professionnelle : les outils du CSE';
/** Other trainees of each of the two trainings (besides the demo trainee). */
const OTHER_TRAINEES = 6;

export async function seedNoticeScenarios(tx: Tx, now: Dayjs, people: SeedPeopleResult): Promise<{ trainings: number; registrations: number }> {
  const today = parisDay(now.toDate());
  const scenarios = [
    { title: DEMO_REMINDED_TITLE, day: addDays(today, DEMO_REMINDED_START_IN_DAYS), status: TRAINING_STATUS.published, others: people.traineeProfiles.slice(1, 1 + OTHER_TRAINEES) },
    { title: DEMO_SURVEYED_TITLE, day: addDays(today, -1), status: TRAINING_STATUS.published, others: people.traineeProfiles.slice(1 + OTHER_TRAINEES, 1 + 2 * OTHER_TRAINEES) },
  ];
  let registrations = 0;
  for (const scenario of scenarios) {
    const start = parisDateTime(scenario.day, 9);
    const [training] = await tx
      .insert(s.trainings)
      .values({
        title: scenario.title,
        start_date: start,
        end_date: parisDateTime(scenario.day, 16, 30),
        training_category_id: 2,
        training_type_id: 2,
        training_theme_id: 1,
        training_place_id: 1,
        training_status_id: scenario.status,
        max_attendees: 16,
        transportation_fees: true,
        number_of_round_trips: 1,
        created_by: people.adminUserId,
        created_at: now.subtract(60, 'day').toDate(),
        updated_at: now.subtract(20, 'day').toDate(),
      })
      .returning({ id: s.trainings.id });
    const profileIds = [people.demoTraineeId, ...scenario.others.map((p) => p.id)];
    registrations += profileIds.length;
    await tx.insert(s.registrations).values(
      profileIds.map((profile_id, i) => ({
        training_id: training.id,
        profile_id,
        registration_status_id: REGISTRATION_STATUS.valide,
        convocation_sent_at: now.subtract(14, 'day').toDate(),
        created_at: now.subtract(40 - i, 'day').toDate(),
      })),
    );
    await tx.insert(s.trainingStaff).values([
      { training_id: training.id, profile_id: people.demoTeacherId, type: 'teacher', expected_lecture_hours: '4.00', expected_tutorial_hours: '2.00' },
      { training_id: training.id, profile_id: people.demoSupervisorId, type: 'pedagogical_supervisor' },
    ]);
  }
  return { trainings: scenarios.length, registrations };
}
