/**
 * The demo institute: five demo accounts, a teaching team, ~300 trainees and ~60 trainings spread
 * from six months ago to six months ahead of `now`, with registrations, hours, absences,
 * evaluations, expenses, payment orders and payments.
 *
 * Deterministic: a seeded pseudo-random generator drives every choice, so two runs with the same
 * `now` give the same data. Everything is written in one transaction.
 * Expects the reference lists to be loaded (seedReferenceData) and no user yet.
 *
 * One part per domain (people.ts, trainings.ts, money.ts), run in that order on the one random
 * sequence: reordering them, or a random draw moved from one to another, changes the data.
 */
import bcrypt from 'bcryptjs';
import dayjs, { type Dayjs } from 'dayjs';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { SAMPLE_DEPARTMENTS } from '../reference-data';
import { queryRows } from '../../lib/sql';
import { seedAuditTrail } from './audit';
import { seedBusyDays } from './calendar';
import { seedEvaluationResults } from './evaluations';
import { seedHistory } from './history';
import { seedLeaveScenarios } from './leaves';
import { seedBpfData, seedPastRegies } from './bpf';
import { seedConflicts } from './conflicts';
import { seedMoney } from './money';
import { seedLeaveLetters } from './leave-letters';
import { seedNoticeScenarios } from './notices';
import { seedPeople } from './people';
import { seedSurveys } from './surveys';
import { seedQuality } from './quality';
import { seedTrainings } from './trainings';
import {
  createRandom,
  DEMO_PASSWORD,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  slugify,
  STREET_NAMES,
  type PersonSeed,
  type SeedContext,
} from './data';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TRAINEE_COUNT, frenchIban } from './data';

export interface SeedDemoResult {
  users: number;
  trainees: number;
  trainings: number;
  registrations: number;
}

export async function seedDemo(db: Db, opts: { now?: Date } = {}): Promise<SeedDemoResult> {
  const now = dayjs(opts.now ?? new Date());
  const random = createRandom(20260117);
  // Hashed once and shared by every seeded account.
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);

  return db.transaction(async (tx) => {
    const cityRows = await queryRows<{ id: number; zip_code: string; name: string }>(
      tx,
      sql`SELECT id, zip_code, name FROM cities WHERE department_code IN (${sql.join(
        SAMPLE_DEPARTMENTS.map((d) => sql`${d}`),
        sql`, `,
      )}) ORDER BY id`,
    );
    if (cityRows.length === 0) throw new Error('Les communes ne sont pas chargées : lancer seedReferenceData d’abord.');
    const strasbourg = cityRows.find((c) => c.name === 'Strasbourg') ?? cityRows[0];

    let profileSeq = 0;
    const profileNumber = (createdAt: Dayjs) => `${createdAt.year()}-${String(++profileSeq).padStart(5, '0')}`;
    const usedEmails = new Set<string>();
    const emailFor = (p: PersonSeed, domain: string) => {
      const base = `${slugify(p.first)}.${slugify(p.last)}`.replace(/-/g, '');
      let email = `${base}@${domain}`;
      for (let n = 2; usedEmails.has(email); n++) email = `${base}${n}@${domain}`;
      usedEmails.add(email);
      return email;
    };
    const address = () => {
      const city = random.chance(0.2) ? strasbourg : random.pick(cityRows);
      return {
        street_number: String(random.int(1, 120)),
        street_name: random.pick(STREET_NAMES),
        profile_zip_code: city.zip_code,
        city_id: city.id,
      };
    };
    const randomPerson = (): PersonSeed => {
      const female = random.chance(0.5);
      return { first: random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES), last: random.pick(LAST_NAMES), female };
    };


    // The parts run in this order, on the one random sequence: the data depends on it.
    const ctx: SeedContext = { tx, now, random, passwordHash, cityRows, strasbourg, profileNumber, usedEmails, emailFor, address, randomPerson };
    const people = await seedPeople(ctx);
    const trainings = await seedTrainings(ctx, people);
    // The régies of the past years' quarters, opened before the demo's own (no random draw).
    await seedPastRegies(tx, now);
    await seedMoney(ctx, people, trainings);
    // The years before: its own random sequence, so the data above does not depend on it.
    const history = await seedHistory(ctx, people);
    // What the BPF of the past years counts beyond the history: trainee types, paid trainings, régies (no random draw).
    await seedBpfData(tx, now);
    // What the audit trail recorded in the last weeks (no random draw).
    await seedAuditTrail(tx, now);
    // The reminder and the satisfaction survey the scheduled work sends at start (no random draw).
    const noticed = await seedNoticeScenarios(tx, now, people);
    // The letters to the employer: a training ahead and one ended, the demo trainee on a leave (no random draw).
    const onLeave = await seedLeaveLetters(tx, now, people);
    // The quality surveys of the ended trainings (their own random sequence).
    await seedSurveys(ctx, { traineeId: people.demoTraineeId, teacherId: people.demoTeacherId });
    // The past trainings' evaluations and the trainees' comments: its own random sequence too.
    await seedEvaluationResults(ctx, people.demoTraineeId);
    // Complaints and improvement actions (no random draw).
    await seedQuality(tx, now);
    // Training leave on registrations, and a councillor near the yearly cap (no random draw).
    const leaves = await seedLeaveScenarios(tx, now, people);
    // Double bookings ahead: a place clash saved anyway, a teacher clash, an exclusive room (no random draw).
    await seedConflicts(tx, now, people);
    // Busy days around today for the calendar's '+ k autres': virtual classes, none double-booked (no random draw).
    const busyDays = await seedBusyDays(tx, now, people);
    return {
      users: people.teamUsers.length + people.traineeUsers.length,
      trainees: people.traineeUsers.length,
      trainings: trainings.trainingIds.length + history.trainings + noticed.trainings + leaves.trainings + onLeave.trainings + busyDays.trainings,
      registrations: trainings.insertedRegistrations.length + history.registrations + noticed.registrations + leaves.registrations + onLeave.registrations,
    };
  });
}
