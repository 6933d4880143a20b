/**
 * Object rules as data: for every object a stagiaire, an intervenant or a responsable pédagogique can
 * reach — profiles, pictures, vehicle documents, registrations and their documents, expenses, receipts,
 * evaluations, hours — one table of (route, caller, the caller's own object or another person's,
 * expected status), walked through the real routes. 403 means refused by the object rule; a status
 * other than 403 for an own object means the rule let the caller through (200, or 404 when the object
 * has no file yet).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RoleSlug } from '../../src/contract/common';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { createUser, loginAsUser, type CreatedUser } from '../factories';
import { addStaff, createExpense, createTraining, daysFromNow, EVALUATION_SCORES, register } from '../factories-trainings';
import { bearer, createTestApp, type TestApp } from '../helpers';

type Caller = Extract<RoleSlug, 'stagiaire' | 'intervenant' | 'responsable-pedagogique'>;
type Whose = 'own' | 'other';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the cases name: each caller's own objects and those of another person of the same role. */
interface World {
  profile: number;
  training: number;
  registration: number;
  expense: number;
  receipt: number;
  /** The teacher of that training, whose hours its supervisor enters. */
  teacherProfile: number;
  /** The trainee of that training. */
  traineeProfile: number;
}

interface Case {
  caller: Caller;
  whose: Whose;
  method: Method;
  /** The route, its ids taken from the caller's world (own) or the other person's (other). */
  path: (w: World) => string;
  body?: object;
  expected: number;
}

const OK_OR_NO_FILE = 404;

/** A 1×1 PNG as a signature pad sends it. */
const SIGNATURE_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A save of an expense as its form sends it ('Enregistrer'). */
const EXPENSE_SAVE = {
  vehicle_category_id: null,
  evening_meals: '0.00',
  transport_costs: null,
  accommodation_costs: '0.00',
  other_costs: '0.00',
  other_costs_comment: null,
  toll_parking_costs: '0.00',
  public_transport_costs: '0.00',
  training_expense_status_id: 1,
  total_forced_amount: '0.00',
};

/** Both sides of a rule for one caller: [own status, other status]. */
function rule(callers: Caller[], method: Method, path: Case['path'], own: number, other: number, body?: object): Case[] {
  return callers.flatMap((caller): Case[] => [
    { caller, whose: 'other', method, path, body, expected: other },
    { caller, whose: 'own', method, path, body, expected: own },
  ]);
}

const ALL: Caller[] = ['stagiaire', 'intervenant', 'responsable-pedagogique'];
const STAFF: Caller[] = ['intervenant', 'responsable-pedagogique'];

/**
 * The table. "other" is the object of another person of the caller's role (another trainee, another
 * trainer, another supervisor); for the staff, trainings are the ones they work on versus not.
 */
const CASES: Case[] = [
  // Profiles: a trainee sees and edits only their own; staff read others, edit only their own.
  ...rule(['stagiaire'], 'GET', (w) => `/profiles/${w.profile}`, 200, 403),
  ...rule(STAFF, 'GET', (w) => `/profiles/${w.profile}`, 200, 200),
  ...rule(ALL, 'PUT', (w) => `/profiles/${w.profile}`, 200, 403, {}),
  // Pictures: a trainee only their own (no picture yet: 404); staff read the others'.
  ...rule(['stagiaire'], 'GET', (w) => `/profiles/${w.profile}/picture`, OK_OR_NO_FILE, 403),
  ...rule(STAFF, 'GET', (w) => `/profiles/${w.profile}/picture`, OK_OR_NO_FILE, OK_OR_NO_FILE),
  // Vehicle registration documents: the owner only (and the administration).
  ...rule(ALL, 'GET', (w) => `/profiles/${w.profile}/vehicle-registration`, OK_OR_NO_FILE, 403),
  // Registrations and their documents: a trainee's own convocation and certificate only.
  ...rule(['stagiaire'], 'GET', (w) => `/trainings/${w.training}/convocation/${w.registration}`, 200, 403),
  // (the training is not closed yet: the certificate is refused for that reason, 422, once the rule passed)
  ...rule(['stagiaire'], 'GET', (w) => `/certificate/${w.training}/${w.registration}`, 422, 403),
  ...rule(['stagiaire'], 'GET', (w) => `/trainings/${w.training}/registration-options`, 200, 200),
  // Expenses: one's own only, whatever the role.
  ...rule(ALL, 'GET', (w) => `/training/${w.training}/profile/${w.profile}/expense`, 200, 403),
  ...rule(ALL, 'GET', (w) => `/training-expenses/${w.expense}`, 200, 403),
  ...rule(ALL, 'GET', (w) => `/training-expenses/by-training/${w.training}/profiles/${w.profile}`, 200, 403),
  ...rule(ALL, 'PUT', (w) => `/training-expenses/${w.expense}`, 200, 403, EXPENSE_SAVE),
  // Receipts: those of one's own expenses (the stored file is missing here: 404 once allowed).
  ...rule(ALL, 'GET', (w) => `/receipts/${w.receipt}/file`, OK_OR_NO_FILE, 403),
  ...rule(ALL, 'DELETE', (w) => `/receipts/${w.receipt}`, 200, 403),
  // Evaluations: a trainee writes and reads their own; a trainer reads those of the trainings they teach.
  ...rule(['stagiaire'], 'POST', (w) => `/evaluations/${w.training}/${w.profile}`, 201, 403, EVALUATION_SCORES),
  ...rule(['stagiaire'], 'GET', (w) => `/evaluations/evaluation/${w.training}/${w.profile}`, 200, 403),
  ...rule(['intervenant'], 'GET', (w) => `/evaluations/${w.training}`, 200, 403),
  ...rule(['intervenant'], 'GET', (w) => `/evaluations/evaluation/${w.training}/${w.traineeProfile}`, 200, 403),
  // Hours: a supervisor reads the team of every training but enters the trainers' hours of the trainings
  // they supervise only (they set what is paid, docs/decisions.md); a trainer reads only the trainings they teach.
  ...rule(['responsable-pedagogique'], 'GET', (w) => `/trainings/${w.training}/staff?type=teachers`, 200, 200),
  ...rule(['responsable-pedagogique'], 'PUT', (w) => `/trainings/${w.training}/teachers/${w.teacherProfile}`, 200, 403, { actual_lecture_hours: 3 }),
  ...rule(['intervenant'], 'PUT', (w) => `/trainings/${w.training}/teachers/${w.profile}`, 403, 403, { actual_lecture_hours: 3 }),
  // Unregistering: a trainee their own registration only (before the training; here it ended: 422).
  ...rule(['stagiaire'], 'DELETE', (w) => `/trainings/${w.training}/unregister/${w.profile}`, 422, 403),
  // Émargement: a trainer opens the signing screen and device of the trainings they teach only (this one
  // has ended: no half-day to sign, 422, once the rule passed).
  ...rule(['intervenant'], 'GET', (w) => `/trainings/${w.training}/signing`, 200, 403),
  ...rule(['intervenant'], 'GET', (w) => `/trainings/${w.training}/signatures`, 200, 403),
  ...rule(['intervenant'], 'POST', (w) => `/trainings/${w.training}/signatures/trainee`, 422, 403, { profile_id: 1, signature: SIGNATURE_PNG }),
];

describe('object rules as data (owner versus another person)', () => {
  let t: TestApp;
  const tokens = new Map<Caller, string>();
  const worlds = new Map<`${Caller}:${Whose}`, World>();

  before(async () => {
    t = await createTestApp();
    const accounts = new Map<`${Caller}:${Whose}`, CreatedUser>();
    for (const role of ALL) {
      const me = await loginAsUser(t.app, role);
      tokens.set(role, me.token);
      accounts.set(`${role}:own`, me.user);
      accounts.set(`${role}:other`, await createUser(t.db, { role, withProfile: true }));
    }
    // One ended training per side: a caller's own world is the training they attend, teach or
    // supervise; the other side's is a training with the other people only.
    for (const whose of ['own', 'other'] as const) {
      const training = await createTraining(t.db, { start_date: daysFromNow(-5), end_date: daysFromNow(-4, 17), training_status_id: TRAINING_STATUS.toClose });
      const trainee = accounts.get(`stagiaire:${whose}`)!;
      const teacher = accounts.get(`intervenant:${whose}`)!;
      const supervisor = accounts.get(`responsable-pedagogique:${whose}`)!;
      const registration = await register(t.db, training.id, trainee.profileId!, 'valide');
      await addStaff(t.db, training.id, teacher.profileId!, 'teacher');
      await addStaff(t.db, training.id, supervisor.profileId!, 'pedagogical_supervisor');
      // The other trainee has already evaluated their training.
      if (whose === 'other') await t.db.insert(s.evaluations).values({ training_id: training.id, profile_id: trainee.profileId!, ...EVALUATION_SCORES });
      for (const person of [trainee, teacher, supervisor]) {
        const expense = await createExpense(t.db, training.id, person.profileId!, 1);
        const [receipt] = await t.db
          .insert(s.receipts)
          .values({ training_expense_id: expense.id, file_key: `ab/${String(expense.id).padStart(32, '0')}.pdf`, mime_type: 'application/pdf' })
          .returning();
        worlds.set(`${person.role as Caller}:${whose}`, {
          profile: person.profileId!,
          training: training.id,
          registration: registration.id,
          expense: expense.id,
          receipt: receipt.id,
          teacherProfile: teacher.profileId!,
          traineeProfile: trainee.profileId!,
        });
      }
    }
  });
  after(async () => {
    await t?.close();
  });

  test('every case of the table answers its expected status', async () => {
    const wrong: string[] = [];
    for (const c of CASES) {
      const world = worlds.get(`${c.caller}:${c.whose}`)!;
      const url = `/api${c.path(world)}`;
      const res = await t.app.inject({
        method: c.method,
        url,
        headers: bearer(tokens.get(c.caller)!),
        ...(c.body ? { payload: c.body } : {}),
      });
      if (res.statusCode !== c.expected) wrong.push(`${c.caller} ${c.whose}: ${c.method} ${url} → ${res.statusCode} (expected ${c.expected}) ${res.body.slice(0, 160)}`);
    }
    assert.deepEqual(wrong, [], `${wrong.length} of ${CASES.length} cases`);
  });
});
