/** The trainings of the demo: trainings, deferrals, teams and hours, registrations, absences and evaluations. */
import dayjs from 'dayjs';
import { addDays, parisDateTime, parisDay, shiftParisDays } from '../../lib/paris-time';
import { CPH_TRAINING_TYPE_ID, REFERRAL_SOURCES, SENIORITIES, TRAINING_DURATIONS, UNIONS } from '../reference-data';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import * as s from '../schema';
import { TRAINING_TEMPLATES, money, notAfter, planTrainings, type SeedContext } from './data';
import type { SeedPeopleResult } from './people';

export type SeedTrainingsResult = Awaited<ReturnType<typeof seedTrainings>>;

export async function seedTrainings(ctx: SeedContext, people: SeedPeopleResult) {
  const { tx, now, random } = ctx;
  const { adminUserId, managerUserId, supervisorIds, teacherIds, demoSupervisorId, demoTeacherId, trainees, traineeProfiles, demoTraineeId, validMandatesByProfile, traineeIndexByProfile } = people;

  /* ----- Trainings ----- */

  const plans = planTrainings(random);
  // Training times are the institute's wall-clock times (09:00 in Paris), whatever the server's zone.
  const today = parisDay(now.toDate());
  const trainingValues = plans.map((plan) => {
    const template = TRAINING_TEMPLATES[plan.template];
    const start = dayjs(parisDateTime(addDays(today, plan.offset), 9));
    const end = dayjs(parisDateTime(addDays(today, plan.offset + plan.days - 1), plan.days === 1 ? 17 : 16, 30));
    const placeId = plan.place ?? (random.chance(0.12) ? 6 : random.int(1, 5));
    const paid = random.chance(0.1);
    const restrictedUnion = template.category === 2 && random.chance(0.5) ? random.pick(UNIONS).id : null;
    return {
      plan,
      restrictedUnion,
      values: {
        title: template.title,
        complement:
          template.type === CPH_TRAINING_TYPE_ID
            ? 'Formation ouverte aux conseillers prud’hommes en exercice, prise en charge au titre de la formation des conseillers.'
            : random.chance(0.4)
              ? 'Apporter le code du travail à jour et, si possible, un ordinateur portable.'
              : null,
        start_date: start.toDate(),
        end_date: end.toDate(),
        training_category_id: template.category,
        training_type_id: template.type,
        training_theme_id: template.theme,
        training_place_id: placeId,
        training_status_id: plan.status,
        reserved: restrictedUnion !== null,
        is_visio: placeId === 6,
        paid_training: paid,
        amount: paid ? money(random.pick([120, 180, 250])) : null,
        max_attendees: random.pick([12, 15, 16, 18, 20, 24]),
        attendance_sheet_done: plan.attendanceDone ?? false,
        dinners: plan.days > 1 ? plan.days - 1 : 0,
        accommodation: plan.days > 1 && placeId !== 6,
        transportation_fees: placeId !== 6,
        number_of_round_trips: placeId === 6 ? 0 : 1,
        created_by: random.chance(0.6) ? adminUserId : managerUserId,
        created_at: notAfter(start.subtract(random.int(60, 120), 'day'), now),
        updated_at: notAfter(start.subtract(random.int(1, 50), 'day'), now),
      },
    };
  });
  const trainingIds = (
    await tx
      .insert(s.trainings)
      .values(trainingValues.map((t) => t.values))
      .returning({ id: s.trainings.id })
  ).map((r) => r.id);

  const unionLinks = trainingValues.flatMap((t, i) =>
    t.restrictedUnion === null ? [] : [{ training_id: trainingIds[i], union_id: t.restrictedUnion }],
  );
  if (unionLinks.length > 0) await tx.insert(s.trainingUnions).values(unionLinks);

  const deferrals = trainingValues.flatMap((t, i) => {
    if (!t.plan.deferral) return [];
    const shift = random.int(14, 35);
    const initialStart = dayjs(shiftParisDays(t.values.start_date, -shift));
    return [
      {
        training_id: trainingIds[i],
        user_id: managerUserId,
        initial_start_date: initialStart.toDate(),
        initial_end_date: shiftParisDays(t.values.end_date, -shift),
        new_start_date: t.values.start_date,
        new_end_date: t.values.end_date,
        created_at: notAfter(initialStart.subtract(random.int(5, 20), 'day'), now),
      },
    ];
  });
  if (deferrals.length > 0) await tx.insert(s.trainingDeferrals).values(deferrals);

  /* ----- Teams and hours ----- */

  type StaffInsert = typeof s.trainingStaff.$inferInsert;
  const staffRows: StaffInsert[] = [];
  trainingValues.forEach((t, i) => {
    const { plan } = t;
    const start = dayjs(t.values.start_date);
    const end = dayjs(t.values.end_date);
    const ended = end.isBefore(now);
    const hoursPerDay = 6;
    const member = (profileId: number, type: 'teacher' | 'pedagogical_supervisor', share: number) => {
      const lecture = Math.round(plan.days * hoursPerDay * share * 0.6 * 4) / 4;
      const tutorial = Math.round(plan.days * hoursPerDay * share * 0.4 * 4) / 4;
      const withExpected = plan.staff !== 'noExpectedHours';
      const withActual = ended && plan.staff !== 'noActualHours' && plan.status !== TRAINING_STATUS.cancelled;
      const ares = !withExpected
        ? null
        : ended && end.isBefore(now.subtract(60, 'day'))
          ? 3
          : ended || start.isBefore(now.add(30, 'day'))
            ? 2
            : 1;
      staffRows.push({
        training_id: trainingIds[i],
        profile_id: profileId,
        type,
        expected_lecture_hours: withExpected ? money(lecture) : null,
        expected_tutorial_hours: withExpected ? money(tutorial) : null,
        actual_lecture_hours: withActual ? money(lecture) : null,
        actual_tutorial_hours: withActual ? money(tutorial + (random.chance(0.2) ? 0.5 : 0)) : null,
        ares_status_id: ares,
        needs_accommodation: plan.days > 1 && random.chance(0.3),
        reimbursed_transportation: random.chance(0.5),
        is_remunerated: type === 'teacher',
        created_at: notAfter(start.subtract(40, 'day'), now),
        updated_at: notAfter(start.subtract(10, 'day'), now),
      });
    };
    const supervisor = plan.demoSupervisor ? demoSupervisorId : random.pick(supervisorIds);
    member(supervisor, 'pedagogical_supervisor', 0.2);
    if (plan.staff === 'noTeacher') return;
    const teachers = plan.demoTeacher
      ? [demoTeacherId, ...random.sample(teacherIds.filter((id) => id !== demoTeacherId), random.int(0, 1))]
      : random.sample(
          teacherIds.filter((id) => id !== demoTeacherId),
          random.int(1, 2),
        );
    teachers.forEach((id, k) => member(id, 'teacher', k === 0 ? 0.8 : 0.4));
  });
  const insertedStaff = await tx
    .insert(s.trainingStaff)
    .values(staffRows)
    .returning({
      training_id: s.trainingStaff.training_id,
      profile_id: s.trainingStaff.profile_id,
      reimbursed_transportation: s.trainingStaff.reimbursed_transportation,
      needs_accommodation: s.trainingStaff.needs_accommodation,
    });

  /* ----- Registrations ----- */

  type RegistrationInsert = typeof s.registrations.$inferInsert;
  const registrationRows: RegistrationInsert[] = [];
  const otherTrainees = traineeProfiles.slice(1).map((p) => p.id);
  trainingValues.forEach((t, i) => {
    const { plan } = t;
    const status = plan.status;
    if (status === TRAINING_STATUS.upcoming || status === TRAINING_STATUS.validated) return;
    const start = dayjs(t.values.start_date);
    const end = dayjs(t.values.end_date);
    const started = !start.isAfter(now);
    const max = t.values.max_attendees;
    const isCph = t.values.training_type_id === CPH_TRAINING_TYPE_ID;

    let validated = Math.min(max, Math.round(max * plan.fill));
    let others: ('preinscription' | 'refuse' | 'en_attente')[] = [];
    if (status === TRAINING_STATUS.cancelled) {
      others = Array.from({ length: random.int(2, 5) }, () => 'refuse' as const);
      validated = Math.min(validated, 2);
    } else if (!started) {
      const pre = Math.max(1, Math.round(max * (0.15 + random.next() * 0.3)));
      others = [
        ...Array.from({ length: pre }, () => 'preinscription' as const),
        ...Array.from({ length: random.int(0, 2) + (plan.waiting ?? 0) }, () => 'en_attente' as const),
        ...Array.from({ length: random.int(0, 3) }, () => 'refuse' as const),
      ];
    } else {
      others = [
        ...Array.from({ length: random.int(0, 2) }, () => 'refuse' as const),
        ...Array.from({ length: random.int(0, 1) }, () => 'en_attente' as const),
      ];
    }

    const statuses: ('preinscription' | 'valide' | 'refuse' | 'en_attente')[] = [
      ...Array.from({ length: validated }, () => 'valide' as const),
      ...others,
    ];
    const participants = random.sample(otherTrainees, statuses.length);
    const entries = participants.map((profileId, k) => ({ profileId, status: statuses[k] }));
    if (plan.demoTrainee) {
      // The demo trainee takes the place of the first participant in the same status (or is added).
      const k = entries.findIndex((e) => e.status === plan.demoTrainee);
      if (k >= 0) entries[k] = { profileId: demoTraineeId, status: plan.demoTrainee };
      else entries.push({ profileId: demoTraineeId, status: plan.demoTrainee });
    }

    let withoutConvocation = plan.missingConvocations ?? 0;
    for (const entry of entries) {
      const traineeIndex = traineeIndexByProfile.get(entry.profileId) ?? 0;
      const trainee = trainees[traineeIndex];
      const isDemo = entry.profileId === demoTraineeId;
      const statusId = REGISTRATION_STATUS[entry.status];
      const createdAt = dayjs(
        Math.max(trainee.created.valueOf(), start.subtract(random.int(12, 75), 'day').valueOf()),
      );
      const valid = entry.status === 'valide';
      let convocation: Date | null = null;
      if (valid && start.isBefore(now.add(21, 'day'))) {
        if (!started && withoutConvocation > 0 && !isDemo) withoutConvocation--;
        else convocation = notAfter(start.subtract(10, 'day'), now);
      }
      const certificate =
        valid && status === TRAINING_STATUS.closed
          ? notAfter(end.add(3, 'day'), now)
          : valid && status === TRAINING_STATUS.toClose && random.chance(0.4)
            ? notAfter(end.add(2, 'day'), now)
            : null;
      const cphHolder = trainee.cphCouncil !== null;
      registrationRows.push({
        training_id: trainingIds[i],
        profile_id: entry.profileId,
        registration_status_id: statusId,
        council_id: isCph && cphHolder ? trainee.cphCouncil : null,
        seniority_id: isCph && cphHolder ? random.pick(SENIORITIES).id : null,
        training_duration_id: isCph && cphHolder ? random.pick(TRAINING_DURATIONS).id : null,
        referral_source_id: random.pick(REFERRAL_SOURCES).id,
        reimbursed: isDemo ? true : t.values.transportation_fees && random.chance(0.45),
        needs_accommodation: t.values.accommodation && random.chance(0.25),
        refusal_reason:
          entry.status === 'refuse'
            ? random.pick([
                'La formation est complète.',
                'Cette session est réservée aux conseillers prud’hommes en exercice.',
                'Votre inscription est arrivée après la clôture des inscriptions.',
                'La formation a été annulée.',
              ])
            : null,
        convocation_sent_at: convocation,
        certificate_sent_at: certificate,
        created_at: notAfter(createdAt, now),
        updated_at: notAfter(createdAt.add(random.int(1, 10), 'day'), now),
      });
    }
  });
  const insertedRegistrations = await tx
    .insert(s.registrations)
    .values(registrationRows)
    .returning({
      id: s.registrations.id,
      training_id: s.registrations.training_id,
      profile_id: s.registrations.profile_id,
      registration_status_id: s.registrations.registration_status_id,
      reimbursed: s.registrations.reimbursed,
      needs_accommodation: s.registrations.needs_accommodation,
    });

  const registrationMandates = insertedRegistrations.flatMap((r) =>
    r.registration_status_id === REGISTRATION_STATUS.refuse
      ? []
      : (validMandatesByProfile.get(r.profile_id) ?? []).map((id) => ({ registration_id: r.id, profile_mandate_id: id })),
  );
  if (registrationMandates.length > 0) await tx.insert(s.registrationMandates).values(registrationMandates);

  /* ----- Absences and evaluations on past trainings ----- */

  const trainingIndex = new Map(trainingIds.map((id, i) => [id, i]));
  type AbsenceInsert = typeof s.absences.$inferInsert;
  type EvaluationInsert = typeof s.evaluations.$inferInsert;
  const absences: AbsenceInsert[] = [];
  const evaluations: EvaluationInsert[] = [];
  const demoEvaluationTraining = trainingValues.findIndex((t) => t.plan.demoTrainee === 'valide' && t.plan.status === 7);
  for (const r of insertedRegistrations) {
    if (r.registration_status_id !== REGISTRATION_STATUS.valide) continue;
    const t = trainingValues[trainingIndex.get(r.training_id) ?? 0];
    const status = t.values.training_status_id;
    const start = dayjs(t.values.start_date);
    const end = dayjs(t.values.end_date);
    // Ended trainings whose attendance is still being entered (published or postponed) have absences too.
    const attendanceInProgress =
      (status === TRAINING_STATUS.published || status === TRAINING_STATUS.postponed) && end.isBefore(now) && !t.values.attendance_sheet_done;
    if (attendanceInProgress && random.chance(0.12)) {
      absences.push({
        profile_id: r.profile_id,
        training_id: r.training_id,
        absence_date: start.add(random.int(0, t.plan.days - 1), 'day').format('YYYY-MM-DD'),
        half_day: 'afternoon',
        created_at: notAfter(end.add(1, 'day'), now),
      });
    }
    if (status !== TRAINING_STATUS.toClose && status !== TRAINING_STATUS.closed) continue;
    const isDemo = r.profile_id === demoTraineeId;
    if (random.chance(0.07) || (isDemo && trainingIndex.get(r.training_id) === demoEvaluationTraining)) {
      absences.push({
        profile_id: r.profile_id,
        training_id: r.training_id,
        absence_date: start.add(random.int(0, t.plan.days - 1), 'day').format('YYYY-MM-DD'),
        half_day: random.chance(0.5) ? 'morning' : 'afternoon',
        created_at: notAfter(end.add(1, 'day'), now),
      });
    }
    // The demo trainee evaluated the closed training but not the one "à clôturer".
    const evaluates = isDemo ? status === TRAINING_STATUS.closed : random.chance(0.6);
    if (evaluates) {
      const score = () => random.int(5, 10);
      evaluations.push({
        training_id: r.training_id,
        profile_id: r.profile_id,
        documentation: score(),
        training_methods: score(),
        willingness_to_continue: random.int(6, 10),
        group_life: score(),
        material_conditions: random.int(4, 10),
        knowledge_contribution: score(),
        overall_satisfaction: random.int(6, 10),
        created_at: notAfter(end.add(random.int(0, 5), 'day'), now),
      });
    }
  }
  if (absences.length > 0) await tx.insert(s.absences).values(absences);
  if (evaluations.length > 0) await tx.insert(s.evaluations).values(evaluations);

  return { trainingValues, trainingIds, insertedStaff, insertedRegistrations, trainingIndex };
}
