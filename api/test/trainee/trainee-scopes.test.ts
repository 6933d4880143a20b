/**
 * Object rules of the trainee's space stated as data (like the role matrix): who may use a profile,
 * an expense, an evaluation or a registration of someone, and the IBAN/BIC checks of the account form.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RoleSlug } from '../../src/contract/common';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import { mayEvaluate, mayReadOwnEvaluation, evaluationListScope } from '../../src/modules/evaluations/scopes';
import { expenseDeletable, expenseWritable, mayUseExpenseOf } from '../../src/modules/expenses/scopes';
import { PROFILE_RULES, type ProfileUse } from '../../src/modules/profiles/scopes';
import { isValidBic, isValidIban, hasTwoWords } from '../../src/modules/profiles/validation';
import {
  mayUnregister,
  registrationDaysLeft,
  registrationLastDay,
  registrationOpen,
  registrationWindow,
  unregistrationAllowed,
} from '../../src/modules/trainings/enrolment-rules';

const ROLES: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
const OWN = 10;
const SOMEONE_ELSE = 20;

/** use → roles allowed on SOMEONE ELSE's profile (everyone may use their own for every use). */
const PROFILE_TABLE: Record<ProfileUse, RoleSlug[]> = {
  read: ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'],
  // Of a staff member (or an owner of unknown role); of a trainee, the intervenant too (table of people-detail.test.ts).
  readPersonal: ['administrateur', 'gestionnaire', 'responsable-pedagogique'],
  edit: ['administrateur'],
  readBank: ['administrateur'],
  editBank: ['administrateur'],
  readPicture: ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'],
  readVehicleDocument: ['administrateur', 'gestionnaire'],
};

describe('object rules of the trainee’s space', () => {
  test('profiles: own always; someone else’s by the table', () => {
    for (const [use, allowed] of Object.entries(PROFILE_TABLE) as [ProfileUse, RoleSlug[]][]) {
      for (const role of ROLES) {
        const caller = { role, profileId: OWN };
        assert.equal(PROFILE_RULES[use](caller, OWN), true, `${role} ${use} own`);
        assert.equal(PROFILE_RULES[use](caller, SOMEONE_ELSE), allowed.includes(role), `${role} ${use} someone else`);
      }
      assert.equal(PROFILE_RULES[use]({ role: 'stagiaire', profileId: null }, OWN), false, 'no profile, no own profile');
    }
  });

  test('expenses, evaluations and unregistering someone else', () => {
    const others = (rule: (c: { role: RoleSlug; profileId: number }) => boolean) => ROLES.filter((role) => rule({ role, profileId: OWN }));
    assert.deepEqual(others((c) => mayUseExpenseOf(c, SOMEONE_ELSE)), ['administrateur', 'gestionnaire']);
    assert.deepEqual(others((c) => mayEvaluate(c, SOMEONE_ELSE)), []);
    assert.deepEqual(others((c) => mayEvaluate(c, OWN)), ['stagiaire']);
    assert.deepEqual(others((c) => mayReadOwnEvaluation(c, SOMEONE_ELSE)), ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant']);
    assert.deepEqual(others((c) => mayUnregister(c, SOMEONE_ELSE)), ['administrateur', 'gestionnaire', 'responsable-pedagogique']);
    assert.deepEqual(others((c) => mayUnregister(c, OWN)), ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'stagiaire']);
    assert.deepEqual(ROLES.map((role) => evaluationListScope({ role, profileId: OWN })), ['every', 'every', 'every', 'taught', 'every']);
  });

  test('an expense is writable and deletable by its status and the training’s', () => {
    const trainee = { role: 'stagiaire' as const, profileId: OWN };
    const manager = { role: 'gestionnaire' as const, profileId: 1 };
    // [expense status, training status] → [owner may write, manager may write, deletable]
    const table: [number, number, boolean, boolean, boolean][] = [
      [1, 5, true, true, true],
      [3, 5, true, true, false],
      [2, 5, false, true, false],
      [4, 5, false, false, false],
      [1, 7, false, false, false],
    ];
    for (const [statusId, trainingStatusId, owner, managers, deletable] of table) {
      const e = { statusId, trainingStatusId };
      assert.deepEqual([expenseWritable(trainee, e), expenseWritable(manager, e), expenseDeletable(e)], [owner, managers, deletable], `${statusId}/${trainingStatusId}`);
    }
  });

  test('registration closes 7 days before the start, at the end of that day in Paris; unregistering at training status 3 or 4', () => {
    // Tuesday 10 March 2026, 10:00 in Paris (UTC+1): registrations are taken until Tuesday 3 March, 23:59 Paris.
    const start = new Date('2026-03-10T09:00:00Z');
    assert.equal(registrationLastDay(start), '2026-03-03');
    assert.equal(registrationOpen(start, new Date('2026-03-03T09:00:00Z')), true, 'the last day, after the start hour');
    assert.equal(registrationOpen(start, new Date('2026-03-03T22:59:59Z')), true, '23:59:59 in Paris');
    assert.equal(registrationOpen(start, new Date('2026-03-03T23:00:00Z')), false, 'midnight in Paris, still the 3rd in UTC');
    assert.deepEqual([registrationDaysLeft(start, new Date('2026-02-23T12:00:00Z')), registrationDaysLeft(start, new Date('2026-03-03T22:59:59Z'))], [8, 0]);
    assert.equal(registrationDaysLeft(start, new Date('2026-03-03T23:00:00Z')), -1);
    // 00:30 in Paris on 10 March is still the 9th in UTC: the day counted is Paris's.
    assert.equal(registrationLastDay(new Date('2026-03-09T23:30:00Z')), '2026-03-03');
    // Across the change to summer time (29 March): the last day ends at 23:59 winter time.
    const summer = new Date('2026-03-31T07:00:00Z');
    assert.equal(registrationLastDay(summer), '2026-03-24');
    assert.equal(registrationOpen(summer, new Date('2026-03-24T22:59:59Z')), true);
    assert.equal(registrationOpen(summer, new Date('2026-03-24T23:00:00Z')), false);
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7].filter(unregistrationAllowed), [3, 4]);
  });

  test('the registration window the screens show: open only when published or postponed, not ended, before the cut-off', () => {
    const start_date = new Date('2026-03-10T09:00:00Z');
    const end_date = new Date('2026-03-11T16:00:00Z');
    const now = new Date('2026-03-03T20:00:00Z');
    assert.deepEqual(registrationWindow({ status_id: TRAINING_STATUS.published, start_date, end_date }, now), { open: true, last_day: '2026-03-03', days_left: 0 });
    assert.equal(registrationWindow({ status_id: TRAINING_STATUS.postponed, start_date, end_date }, now).open, true);
    assert.deepEqual(registrationWindow({ status_id: TRAINING_STATUS.upcoming, start_date, end_date }, now), { open: false, last_day: '2026-03-03', days_left: 0 });
    assert.equal(registrationWindow({ status_id: TRAINING_STATUS.published, start_date, end_date }, new Date('2026-03-04T08:00:00Z')).open, false);
  });

  test('IBAN (mod 97), BIC shape and the two-word name', () => {
    assert.equal(isValidIban('FR76 3000 6000 0112 3456 7890 189'), true);
    assert.equal(isValidIban('fr7630006000011234567890189'), true);
    assert.equal(isValidIban('FR76 3000 6000 0112 3456 7890 188'), false);
    assert.equal(isValidIban('DE89370400440532013000'), true);
    assert.equal(isValidIban('FR76'), false);
    assert.equal(isValidBic('BNPAFRPP'), true);
    assert.equal(isValidBic('BNPAFRPPXXX'), true);
    assert.equal(isValidBic('BNPAFRP'), false);
    assert.equal(isValidBic('1NPAFRPP'), false);
    assert.equal(hasTwoWords('Léa Fischer'), true);
    assert.equal(hasTwoWords('  Léa   '), false);
  });
});
