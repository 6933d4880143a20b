/**
 * Training leave in the demo, added after everything else without a random draw (the rest of the demo is
 * unchanged). Registrations of union members come on the union training leave (one in three), those of
 * councillors to trainings for conseillers prud'hommes on their continuing training. One councillor is
 * near the yearly cap of continuing training (10 days, D. 1442-7): 8 days in the year of a three-day
 * training for councillors, open, to which they are not registered — registering would exceed the cap.
 */
import type { Dayjs } from 'dayjs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { addDays, parisDateTime, parisDay } from '../../lib/paris-time';
import type { Tx } from '../client';
import { CPH_MANDATE_ID, CPH_TRAINING_TYPE_ID } from '../reference-data';
import * as s from '../schema';
import type { SeedPeopleResult } from './people';

/** The open three-day training the councillor near the cap may register to. */
export const DEMO_LEAVE_OPEN_TITLE = 'Conseillers prud’hommes : le contentieux du licenciement économique';
/** The two four-day trainings the councillor is validated on, in the same calendar year. */
export const DEMO_LEAVE_TAKEN_TITLES = ['Conseillers prud’hommes : rédiger le jugement', 'Conseillers prud’hommes : le référé prud’homal'] as const;

/** The Monday on or after a Paris day. */
function mondayFrom(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, (8 - weekday) % 7);
}

export async function seedLeaveScenarios(tx: Tx, now: Dayjs, people: SeedPeopleResult): Promise<{ trainings: number; registrations: number }> {
  // Union members (every demo trainee is one): one validated or pending registration in three.
  await tx.execute(sql`UPDATE registrations SET leave_kind = 'cfess'
    WHERE registration_status_id IN (${REGISTRATION_STATUS.valide}, ${REGISTRATION_STATUS.preinscription}) AND id % 3 = 0`);
  // Councillors, to the trainings for conseillers prud'hommes: their continuing training.
  await tx.execute(sql`UPDATE registrations r SET leave_kind = 'cph_continue'
    FROM trainings t
    WHERE t.id = r.training_id AND t.training_type_id = ${CPH_TRAINING_TYPE_ID}
      AND EXISTS (SELECT 1 FROM profile_mandates pm WHERE pm.profile_id = r.profile_id AND pm.mandate_id = ${CPH_MANDATE_ID} AND pm.is_valid AND pm.deleted_at IS NULL)`);

  // The councillor near the cap: the first councillor past the trainees of the notices' scenarios.
  const index = people.trainees.findIndex((t, i) => i > 20 && i < people.trainees.length - 1 && t.mandates.includes(CPH_MANDATE_ID));
  const councillor = people.traineeProfiles[index].id;
  // Their other registrations carry no leave (the 8 days below are the only ones of the year), and the
  // terms are accepted (no dialog at the first login).
  await tx.update(s.registrations).set({ leave_kind: null }).where(eq(s.registrations.profile_id, councillor));
  await tx.update(s.users).set({ accepted_terms: 1 }).where(eq(s.users.id, people.traineeUsers[index].id));
  const today = parisDay(now.toDate());
  // The open training about six weeks ahead; the two taken ones two and four weeks after it, in its year.
  let open = mondayFrom(addDays(today, 42));
  if (addDays(open, 32).slice(0, 4) !== open.slice(0, 4)) open = mondayFrom(`${Number(open.slice(0, 4)) + 1}-01-05`);
  const plans = [
    { title: DEMO_LEAVE_OPEN_TITLE, first: open, days: 3 },
    { title: DEMO_LEAVE_TAKEN_TITLES[0], first: addDays(open, 14), days: 4 },
    { title: DEMO_LEAVE_TAKEN_TITLES[1], first: addDays(open, 28), days: 4 },
  ];
  const ids: number[] = [];
  for (const plan of plans) {
    const [training] = await tx
      .insert(s.trainings)
      .values({
        title: plan.title,
        complement: 'Formation ouverte aux conseillers prud’hommes en exercice, prise en charge au titre de la formation des conseillers.',
        start_date: parisDateTime(plan.first, 9),
        end_date: parisDateTime(addDays(plan.first, plan.days - 1), 16, 30),
        training_category_id: 1,
        training_type_id: CPH_TRAINING_TYPE_ID,
        training_theme_id: 1,
        training_place_id: 1,
        training_status_id: TRAINING_STATUS.published,
        max_attendees: 18,
        dinners: plan.days - 1,
        accommodation: true,
        transportation_fees: true,
        number_of_round_trips: 1,
        created_by: people.adminUserId,
        created_at: now.subtract(50, 'day').toDate(),
        updated_at: now.subtract(10, 'day').toDate(),
      })
      .returning({ id: s.trainings.id });
    ids.push(training.id);
    await tx.insert(s.trainingStaff).values([
      { training_id: training.id, profile_id: people.demoTeacherId, type: 'teacher', expected_lecture_hours: '6.00', expected_tutorial_hours: '6.00' },
      { training_id: training.id, profile_id: people.demoSupervisorId, type: 'pedagogical_supervisor' },
    ]);
  }
  const [council] = await tx
    .select({ council_id: s.profileMandates.council_id })
    .from(s.profileMandates)
    .where(and(eq(s.profileMandates.profile_id, councillor), eq(s.profileMandates.mandate_id, CPH_MANDATE_ID)));
  await tx.insert(s.registrations).values(
    ids.slice(1).map((training_id, i) => ({
      training_id,
      profile_id: councillor,
      registration_status_id: REGISTRATION_STATUS.valide,
      council_id: council?.council_id ?? null,
      leave_kind: 'cph_continue',
      created_at: now.subtract(30 - i, 'day').toDate(),
    })),
  );
  // The councillor's mandates are those the registrations used.
  const pivots = await tx
    .select({ id: s.profileMandates.id })
    .from(s.profileMandates)
    .where(and(eq(s.profileMandates.profile_id, councillor), eq(s.profileMandates.is_valid, true)));
  const made = await tx
    .select({ id: s.registrations.id })
    .from(s.registrations)
    .where(and(eq(s.registrations.profile_id, councillor), inArray(s.registrations.training_id, ids.slice(1))));
  if (pivots.length > 0) {
    await tx.insert(s.registrationMandates).values(made.flatMap((r) => pivots.map((p) => ({ registration_id: r.id, profile_mandate_id: p.id }))));
  }
  return { trainings: plans.length, registrations: made.length };
}
