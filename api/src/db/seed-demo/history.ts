/**
 * The institute's past: trainings held from three years ago up to the demo's first training (six
 * months ago), with their teams and hours, registrations and absences, so that the statistics and the
 * exports of /exports have several years to show. Closed (some 'à clôturer', a few cancelled), taught
 * by the team but not by the demo accounts, attended by trainees whose account existed then.
 *
 * Its own random sequence: the rest of the demo is the same with or without it.
 */
import { ARES_STATUS, REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { addDays, parisDateTime, parisDay } from '../../lib/paris-time';
import { CPH_TRAINING_TYPE_ID, REFERRAL_SOURCES, SENIORITIES, TRAINING_DURATIONS, UNIONS } from '../reference-data';
import * as s from '../schema';
import type { Tx } from '../client';
import { createRandom, money, TRAINING_TEMPLATES, type SeedContext } from './data';
import type { SeedPeopleResult } from './people';

/** Rows per INSERT (well under PostgreSQL's limit of parameters per statement). */
const CHUNK = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

async function insertChunks<T extends Parameters<Tx['insert']>[0]>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}

export interface SeedHistoryResult {
  trainings: number;
  registrations: number;
}

export async function seedHistory(ctx: Pick<SeedContext, 'tx' | 'now'>, people: SeedPeopleResult): Promise<SeedHistoryResult> {
  const { tx, now } = ctx;
  const random = createRandom(20230901);
  const today = parisDay(now.toDate());
  const supervisors = people.supervisorIds.filter((id) => id !== people.demoSupervisorId);
  const teachers = people.teacherIds.filter((id) => id !== people.demoTeacherId);
  // Trainees other than the demo one, with the date their account was created.
  const candidates = people.traineeProfiles
    .map((p, i) => ({ id: p.id, trainee: people.trainees[i], createdMs: people.trainees[i].created.valueOf() }))
    .filter((c) => c.id !== people.demoTraineeId);

  type Plan = { startDay: string; start: Date; end: Date; days: number; template: number; status: number; union: number | null; max: number; place: number };
  const plans: Plan[] = [];
  // From three years ago to the day before the demo's own trainings start (178 days ago).
  for (let offset = -1095 + random.int(0, 3); offset < -184; offset += random.int(6, 10)) {
    const days = random.pick([1, 2, 2, 3]);
    const template = random.int(0, TRAINING_TEMPLATES.length - 1);
    const r = random.next();
    const status = r < 0.84 ? TRAINING_STATUS.closed : r < 0.92 ? TRAINING_STATUS.toClose : TRAINING_STATUS.cancelled;
    const startDay = addDays(today, offset);
    plans.push({
      startDay,
      start: parisDateTime(startDay, 9),
      end: parisDateTime(addDays(startDay, days - 1), days === 1 ? 17 : 16, 30),
      days,
      template,
      status,
      union: TRAINING_TEMPLATES[template].category === 2 && random.chance(0.5) ? random.pick(UNIONS).id : null,
      max: random.pick([12, 15, 16, 18, 20, 24]),
      place: random.chance(0.12) ? 6 : random.int(1, 5),
    });
  }

  const trainingIds: number[] = [];
  for (let i = 0; i < plans.length; i += CHUNK) {
    const inserted = await tx
      .insert(s.trainings)
      .values(
        plans.slice(i, i + CHUNK).map((p) => {
          const template = TRAINING_TEMPLATES[p.template];
          return {
            title: template.title,
            start_date: p.start,
            end_date: p.end,
            training_category_id: template.category,
            training_type_id: template.type,
            training_theme_id: template.theme,
            training_place_id: p.place,
            training_status_id: p.status,
            reserved: p.union !== null,
            is_visio: p.place === 6,
            max_attendees: p.max,
            attendance_sheet_done: p.status !== TRAINING_STATUS.cancelled,
            dinners: p.days > 1 ? p.days - 1 : 0,
            accommodation: p.days > 1 && p.place !== 6,
            transportation_fees: p.place !== 6,
            number_of_round_trips: p.place === 6 ? 0 : 1,
            created_by: people.adminUserId,
            created_at: new Date(p.start.getTime() - 90 * DAY_MS),
            updated_at: new Date(p.end.getTime() + 5 * DAY_MS),
          };
        }),
      )
      .returning({ id: s.trainings.id });
    trainingIds.push(...inserted.map((r) => r.id));
  }

  const unionLinks = plans.flatMap((p, i) => (p.union === null ? [] : [{ training_id: trainingIds[i], union_id: p.union }]));
  await insertChunks(tx, s.trainingUnions, unionLinks);

  const staff: (typeof s.trainingStaff.$inferInsert)[] = [];
  const registrations: (typeof s.registrations.$inferInsert)[] = [];
  const absences: (typeof s.absences.$inferInsert)[] = [];
  plans.forEach((p, i) => {
    const trainingId = trainingIds[i];
    const held = p.status !== TRAINING_STATUS.cancelled;
    const member = (profileId: number, type: 'teacher' | 'pedagogical_supervisor', share: number) => {
      const lecture = money(Math.round(p.days * 6 * share * 0.6 * 4) / 4);
      const tutorial = money(Math.round(p.days * 6 * share * 0.4 * 4) / 4);
      staff.push({
        training_id: trainingId,
        profile_id: profileId,
        type,
        expected_lecture_hours: lecture,
        expected_tutorial_hours: tutorial,
        actual_lecture_hours: held ? lecture : null,
        actual_tutorial_hours: held ? tutorial : null,
        ares_status_id: held ? ARES_STATUS.paid : ARES_STATUS.toDraw,
        is_remunerated: type === 'teacher',
        created_at: new Date(p.start.getTime() - 40 * DAY_MS),
        updated_at: new Date(p.end.getTime() + 2 * DAY_MS),
      });
    };
    member(random.pick(supervisors), 'pedagogical_supervisor', 0.2);
    random.sample(teachers, random.int(1, 2)).forEach((id, k) => member(id, 'teacher', k === 0 ? 0.8 : 0.4));

    const joinedBy = p.start.getTime() - 15 * DAY_MS;
    const eligible = candidates.filter((c) => c.createdMs < joinedBy);
    const validated = held ? Math.round(p.max * (0.55 + random.next() * 0.45)) : random.int(0, 2);
    const refused = random.int(0, 2);
    const chosen = random.sample(eligible, validated + refused);
    const isCph = TRAINING_TEMPLATES[p.template].type === CPH_TRAINING_TYPE_ID;
    chosen.forEach((c, k) => {
      const valid = k < validated;
      const cph = isCph && c.trainee.cphCouncil !== null;
      const createdAt = new Date(p.start.getTime() - random.int(15, 70) * DAY_MS);
      registrations.push({
        training_id: trainingId,
        profile_id: c.id,
        registration_status_id: valid ? REGISTRATION_STATUS.valide : REGISTRATION_STATUS.refuse,
        council_id: cph ? c.trainee.cphCouncil : null,
        seniority_id: cph ? random.pick(SENIORITIES).id : null,
        training_duration_id: cph ? random.pick(TRAINING_DURATIONS).id : null,
        referral_source_id: random.pick(REFERRAL_SOURCES).id,
        refusal_reason: valid ? null : 'La formation est complète.',
        convocation_sent_at: valid ? new Date(p.start.getTime() - 10 * DAY_MS) : null,
        certificate_sent_at: valid && p.status === TRAINING_STATUS.closed ? new Date(p.end.getTime() + 3 * DAY_MS) : null,
        created_at: createdAt,
        updated_at: new Date(createdAt.getTime() + random.int(1, 10) * DAY_MS),
      });
      if (!valid || !held) return;
      // A few absences: a half-day now and then, rarely the whole training.
      const whole = random.chance(0.02);
      for (let d = 0; d < p.days; d++) {
        for (const half of ['morning', 'afternoon'] as const) {
          if (whole || random.chance(0.03)) {
            absences.push({ profile_id: c.id, training_id: trainingId, absence_date: addDays(p.startDay, d), half_day: half, created_at: new Date(p.end.getTime() + DAY_MS) });
          }
        }
      }
    });
  });
  await insertChunks(tx, s.trainingStaff, staff);
  await insertChunks(tx, s.registrations, registrations);
  await insertChunks(tx, s.absences, absences);
  return { trainings: trainingIds.length, registrations: registrations.length };
}
