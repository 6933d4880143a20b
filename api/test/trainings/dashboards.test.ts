/** Dashboard panels of the five roles. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EXPENSE_STATUS } from '../../src/contract/statuses';
import { createUser, loginAs, loginAsUser } from '../factories';
import {
  addStaff,
  createExpense,
  createPayment,
  createTraineeProfiles,
  createTraining,
  daysFromNow,
  HOURS_ENTERED,
  register,
} from '../factories-trainings';
import { callApi } from '../call';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
const tokens: Record<string, string> = {};
let teacherProfileId: number;
let supervisorProfileId: number;

before(async () => {
  t = await createTestApp();
  for (const role of ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'stagiaire'] as const) {
    tokens[role] = await loginAs(t.app, role);
  }
  const teacher = await loginAsUser(t.app, 'intervenant');
  tokens.intervenant = teacher.token;
  teacherProfileId = teacher.user.profileId as number;
  const supervisor = await createUser(t.db, { role: 'responsable-pedagogique', withProfile: true });
  supervisorProfileId = supervisor.profileId as number;
});
after(async () => {
  await t?.close();
});

function get(url: string, role: string | null) {
  return t.app.inject({ method: 'GET', url, headers: role ? bearer(tokens[role]) : {} });
}

/** The dashboard panels that list training rows. */
type PanelKey =
  | 'GET /trainings/upcoming-without-teachers'
  | 'GET /trainings/upcoming-without-hours'
  | 'GET /trainings/past-without-actual-hours'
  | 'GET /trainings/last-15-days'
  | 'GET /trainings/next-15-days'
  | 'GET /trainings/upcoming'
  | 'GET /trainings/without-attendance-sheets'
  | 'GET /trainings/low-inscription-alert';

/** The rows of a panel, on one page of 100. */
async function rows(key: PanelKey, role: string) {
  const res = await callApi(t.app, key, { query: { per_page: 100 }, token: tokens[role] });
  assert.equal(res.statusCode, 200, `${key}: ${res.body}`);
  return res.json().data;
}

async function ids(key: PanelKey, role: string): Promise<number[]> {
  return (await rows(key, role)).map((x) => x.id);
}

/** Allowed roles answer 200, the others 403, no token 401. */
async function assertAccess(url: string, allowed: string[]) {
  for (const role of ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire']) {
    const res = await get(url, role);
    assert.equal(res.statusCode, allowed.includes(role) ? 200 : 403, `${url} as ${role}`);
  }
  assert.equal((await get(url, null)).statusCode, 401, `${url} without token`);
}

describe('administrator tiles and figure', () => {
  test('admin-dashboard-stats counts the current year', async () => {
    const before = (await get('/api/admin-dashboard-stats', 'administrateur')).json();
    assert.equal(before.year, new Date().getFullYear());
    const now = new Date();
    await createTraining(t.db, { training_status_id: 7, start_date: now, end_date: now });
    await createTraining(t.db, { training_status_id: 5, start_date: now, end_date: now });
    await createTraining(t.db, { training_status_id: 3, start_date: now, end_date: now });
    await createTraining(t.db, { training_status_id: 6, start_date: now, end_date: now });
    await createTraining(t.db, { training_status_id: 7, startInDays: -800 });
    const training = await createTraining(t.db, { training_status_id: 7, start_date: now, end_date: now });
    const [p1, p2, p3] = await createTraineeProfiles(t.db, 3);
    const e1 = await createExpense(t.db, training.id, p1, EXPENSE_STATUS.paymentIssued);
    const e2 = await createExpense(t.db, training.id, p2, EXPENSE_STATUS.paymentIssued);
    // One payment per expense (a unique index): the old payment is another expense's.
    const e3 = await createExpense(t.db, training.id, p3, EXPENSE_STATUS.paymentIssued);
    await createPayment(t.db, e1.id, '123.75');
    await createPayment(t.db, e2.id, '10.60');
    await createPayment(t.db, e3.id, '99.00', daysFromNow(-800));

    const res = await get('/api/admin-dashboard-stats', 'administrateur');
    assert.equal(res.statusCode, 200);
    const stats = res.json();
    // This year's trainings: two closed, one to close, one published (the cancelled one left out).
    assert.equal(stats.total_trainings - before.total_trainings, 4);
    assert.equal(stats.completed_trainings - before.completed_trainings, 3);
    assert.equal(stats.total_spent_regie, before.total_spent_regie + 134);
    // The three trainee accounts just created count as new trainees of the year.
    assert.equal(stats.new_trainees_count - before.new_trainees_count, 3);
    await assertAccess('/api/admin-dashboard-stats', ['administrateur']);
  });

  test('trainees-per-year counts distinct validated trainees by year of training', async () => {
    const year2019 = await createTraining(t.db, {
      training_status_id: 7,
      start_date: new Date('2019-03-12T08:00:00Z'),
      end_date: new Date('2019-03-13T16:00:00Z'),
    });
    const other2019 = await createTraining(t.db, {
      training_status_id: 7,
      start_date: new Date('2019-10-01T08:00:00Z'),
      end_date: new Date('2019-10-01T16:00:00Z'),
    });
    const people = await createTraineeProfiles(t.db, 3);
    await register(t.db, year2019.id, people[0], 'valide');
    await register(t.db, year2019.id, people[1], 'valide');
    await register(t.db, year2019.id, people[2], 'refuse');
    await register(t.db, other2019.id, people[0], 'valide');
    const res = await callApi(t.app, 'GET /trainees-per-year', { token: tokens.administrateur });
    assert.equal(res.statusCode, 200);
    const list = res.json();
    assert.deepEqual(
      list.find((x) => x.year === 2019),
      { year: 2019, count: 2 },
    );
    const years = list.map((x) => x.year);
    assert.deepEqual(years, [...years].sort());
    await assertAccess('/api/trainees-per-year', ['administrateur']);
  });
});

describe('lead-teacher lists', () => {
  test('upcoming-without-teachers: within 3 months, no teacher, not cancelled', async () => {
    const noTeacher = await createTraining(t.db, { startInDays: 30 });
    await addStaff(t.db, noTeacher.id, supervisorProfileId, 'pedagogical_supervisor');
    const withTeacher = await createTraining(t.db, { startInDays: 30 });
    await addStaff(t.db, withTeacher.id, teacherProfileId, 'teacher');
    const tooFar = await createTraining(t.db, { startInDays: 120 });
    const cancelled = await createTraining(t.db, { startInDays: 30, training_status_id: 6 });
    const list = await ids('GET /trainings/upcoming-without-teachers', 'responsable-pedagogique');
    assert.ok(list.includes(noTeacher.id));
    for (const excluded of [withTeacher, tooFar, cancelled]) assert.ok(!list.includes(excluded.id));
    await assertAccess('/api/trainings/upcoming-without-teachers', ['administrateur', 'responsable-pedagogique']);
  });

  test('upcoming-without-hours: a member without expected hours (or only zeros)', async () => {
    const missing = await createTraining(t.db, { startInDays: 40 });
    await addStaff(t.db, missing.id, teacherProfileId, 'teacher');
    const zeros = await createTraining(t.db, { startInDays: 40 });
    await addStaff(t.db, zeros.id, teacherProfileId, 'teacher', { expected_lecture_hours: '0', expected_tutorial_hours: '0' });
    const entered = await createTraining(t.db, { startInDays: 40 });
    await addStaff(t.db, entered.id, teacherProfileId, 'teacher', HOURS_ENTERED);
    const list = await ids('GET /trainings/upcoming-without-hours', 'administrateur');
    assert.ok(list.includes(missing.id) && list.includes(zeros.id));
    assert.ok(!list.includes(entered.id));
    await assertAccess('/api/trainings/upcoming-without-hours', ['administrateur', 'responsable-pedagogique']);
  });

  test('past-without-actual-hours: ended, a member without actual hours', async () => {
    const missing = await createTraining(t.db, { startInDays: -20, training_status_id: 5 });
    await addStaff(t.db, missing.id, teacherProfileId, 'teacher', { expected_lecture_hours: '3', expected_tutorial_hours: '1' });
    const entered = await createTraining(t.db, { startInDays: -20, training_status_id: 5 });
    await addStaff(t.db, entered.id, teacherProfileId, 'teacher', HOURS_ENTERED);
    const list = await ids('GET /trainings/past-without-actual-hours', 'responsable-pedagogique');
    assert.ok(list.includes(missing.id));
    assert.ok(!list.includes(entered.id));
    await assertAccess('/api/trainings/past-without-actual-hours', ['administrateur', 'responsable-pedagogique']);
  });
});

describe('15-day lists', () => {
  test('last and next 15 days; an intervenant sees only the trainings they teach', async () => {
    const recentOwn = await createTraining(t.db, { startInDays: -5 });
    await addStaff(t.db, recentOwn.id, teacherProfileId, 'teacher');
    const recentOther = await createTraining(t.db, { startInDays: -5 });
    const old = await createTraining(t.db, { startInDays: -20 });
    const soonOwn = await createTraining(t.db, { startInDays: 5 });
    await addStaff(t.db, soonOwn.id, teacherProfileId, 'teacher');
    const soonOther = await createTraining(t.db, { startInDays: 5 });
    const later = await createTraining(t.db, { startInDays: 20 });
    // Started this morning, ends tomorrow: still to be taught, so among the next days only.
    const today = await createTraining(t.db, { start_date: new Date(Date.now() - 2 * 3_600_000), end_date: new Date(Date.now() + 26 * 3_600_000) });
    await addStaff(t.db, today.id, teacherProfileId, 'teacher');
    // Started 20 days ago, ended 10 days ago: among the last days (it ended within them).
    const endedRecently = await createTraining(t.db, { startInDays: -20, days: 11 });

    const lastTeacher = await ids('GET /trainings/last-15-days', 'intervenant');
    assert.ok(lastTeacher.includes(recentOwn.id) && !lastTeacher.includes(recentOther.id));
    const nextTeacher = await ids('GET /trainings/next-15-days', 'intervenant');
    assert.ok(nextTeacher.includes(soonOwn.id) && !nextTeacher.includes(soonOther.id));
    assert.ok(nextTeacher.includes(today.id) && !lastTeacher.includes(today.id), 'a training under way is among the next days');

    const lastAdmin = await ids('GET /trainings/last-15-days', 'administrateur');
    assert.ok(lastAdmin.includes(recentOwn.id) && lastAdmin.includes(recentOther.id) && lastAdmin.includes(endedRecently.id) && !lastAdmin.includes(old.id));
    const nextAdmin = await ids('GET /trainings/next-15-days', 'gestionnaire');
    assert.ok(nextAdmin.includes(soonOther.id) && !nextAdmin.includes(later.id));

    const paged = (await callApi(t.app, 'GET /trainings/next-15-days', { token: tokens.administrateur })).json();
    assert.equal(paged.per_page, 7);
    assert.equal(paged.current_page, 1);
    for (const path of ['last-15-days', 'next-15-days']) {
      await assertAccess(`/api/trainings/${path}`, ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant']);
    }
    const bad = await get('/api/trainings/next-15-days?per_page=1000', 'administrateur');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Les données envoyées ne sont pas valides.');
  });
});

describe('administrator and manager panels', () => {
  test('upcoming trainings carry the counters and alerts of a dashboard row', async () => {
    const creator = await createUser(t.db, { role: 'gestionnaire', name: 'Julien Schmitt' });
    const training = await createTraining(t.db, {
      title: 'Rangée complète',
      startInDays: 400,
      max_attendees: 8,
      created_by: creator.id,
    });
    const cancelled = await createTraining(t.db, { startInDays: 400, training_status_id: 6 });
    const people = await createTraineeProfiles(t.db, 6);
    await register(t.db, training.id, people[0], 'valide', { convocation_sent_at: new Date() });
    await register(t.db, training.id, people[1], 'valide');
    await register(t.db, training.id, people[2], 'valide');
    await register(t.db, training.id, people[3], 'preinscription');
    await register(t.db, training.id, people[4], 'en_attente');
    await register(t.db, training.id, people[5], 'refuse');

    const data = await rows('GET /trainings/upcoming', 'gestionnaire');
    assert.ok(!data.map((x) => x.id).includes(cancelled.id));
    const row = data.find((x) => x.id === training.id);
    assert.ok(row);
    assert.deepEqual(
      { ...row, start_date: undefined, end_date: undefined },
      {
        id: training.id,
        title: 'Rangée complète',
        start_date: undefined,
        end_date: undefined,
        place: { id: 1, name: 'Institut régional du travail — salle Marc Bloch' },
        category: { id: 1, name: 'Formation des conseillers prud’hommes' },
        type: { id: 2, name: 'Stage' },
        color: '#1e88e5',
        status: { id: 3, name: 'Publiée' },
        max_attendees: 8,
        registered_count: 3,
        confirmed_count: 1,
        pre_registered_count: 1,
        waiting_count: 1,
        inscription_rate: 37.5,
        invitationsTobeSent: 2,
        registeredTrainees: 5,
        expensesToHandle: 0,
        presenceCertificates: 0,
        alerts: [
          { kind: 'preinscriptions', label: 'Préinscriptions à traiter', count: 1, status: 'pending' },
          { kind: 'convocations', label: 'Convocations à envoyer', count: 2, status: 'pending' },
          { kind: 'expenses', label: 'Défraiements à traiter', count: 0, status: 'resolved' },
        ],
        totalAlerts: 2,
        createdBy: { id: creator.id, name: 'Julien Schmitt' },
      },
    );
    await assertAccess('/api/trainings/upcoming', ['administrateur', 'gestionnaire']);
  });

  test('without-attendance-sheets: ended, published or postponed, attendance not entered', async () => {
    const missing = await createTraining(t.db, { startInDays: -10, training_status_id: 3 });
    const postponed = await createTraining(t.db, { startInDays: -10, training_status_id: 4 });
    const done = await createTraining(t.db, { startInDays: -10, training_status_id: 5, attendance_sheet_done: true });
    const notEnded = await createTraining(t.db, { startInDays: 10, training_status_id: 3 });
    const list = await ids('GET /trainings/without-attendance-sheets', 'gestionnaire');
    assert.ok(list.includes(missing.id) && list.includes(postponed.id));
    assert.ok(!list.includes(done.id) && !list.includes(notEnded.id));
    await assertAccess('/api/trainings/without-attendance-sheets', ['administrateur', 'gestionnaire']);
  });

  test('low-inscription-alert: published within 45 days and under half full', async () => {
    const low = await createTraining(t.db, { startInDays: 20, max_attendees: 10 });
    const ok = await createTraining(t.db, { startInDays: 20, max_attendees: 10 });
    const far = await createTraining(t.db, { startInDays: 60, max_attendees: 10 });
    const notPublished = await createTraining(t.db, { startInDays: 20, max_attendees: 10, training_status_id: 2 });
    const people = await createTraineeProfiles(t.db, 5);
    // 3 of 10 validated (30 %) against 5 of 10 (50 %, not below the threshold).
    for (const p of people.slice(0, 3)) await register(t.db, low.id, p, 'valide');
    for (const p of people) await register(t.db, ok.id, p, 'valide');
    await register(t.db, low.id, people[4], 'preinscription');
    const data = await rows('GET /trainings/low-inscription-alert', 'gestionnaire');
    const list = data.map((x) => x.id);
    assert.ok(list.includes(low.id));
    for (const excluded of [ok, far, notPublished]) assert.ok(!list.includes(excluded.id));
    assert.equal(data.find((x) => x.id === low.id)?.inscription_rate, 30);
    await assertAccess('/api/trainings/low-inscription-alert', ['administrateur', 'gestionnaire']);
  });

  test('validated-contract-hours: a plain list with the validated contract hours', async () => {
    const validated = await createTraining(t.db, { startInDays: -3 });
    await addStaff(t.db, validated.id, teacherProfileId, 'teacher', { ...HOURS_ENTERED, ares_status_id: 2 });
    await addStaff(t.db, validated.id, supervisorProfileId, 'pedagogical_supervisor', {
      expected_lecture_hours: '1.5',
      expected_tutorial_hours: '0',
      ares_status_id: 1,
    });
    const pending = await createTraining(t.db, { startInDays: 10 });
    await addStaff(t.db, pending.id, teacherProfileId, 'teacher', { ...HOURS_ENTERED, ares_status_id: 1 });
    const res = await callApi(t.app, 'GET /trainings/validated-contract-hours', { token: tokens.administrateur });
    assert.equal(res.statusCode, 200);
    const list = res.json();
    assert.ok(Array.isArray(list));
    const row = list.find((x) => x.id === validated.id);
    assert.deepEqual(row?.contract_hours, { staff_count: 1, lecture_hours: 6, tutorial_hours: 3, hetd: 12 });
    assert.ok(!list.some((x) => x.id === pending.id));
    await assertAccess('/api/trainings/validated-contract-hours', ['administrateur']);
  });

  test('validated-expenses: trainings with expenses to pay, forced totals winning', async () => {
    const training = await createTraining(t.db, { title: 'Frais à payer', startInDays: -15, training_status_id: 5 });
    const onlyInProgress = await createTraining(t.db, { startInDays: -15, training_status_id: 5 });
    const [p1, p2, p3] = await createTraineeProfiles(t.db, 3, 'Payé');
    const forced = await createExpense(t.db, training.id, p1, EXPENSE_STATUS.toPay, { total_amount: '80.00', total_forced_amount: '95.50' });
    const computed = await createExpense(t.db, training.id, p2, EXPENSE_STATUS.toPay, { total_amount: '42.10' });
    await createExpense(t.db, training.id, p3, EXPENSE_STATUS.inProgress);
    await createExpense(t.db, onlyInProgress.id, p1, EXPENSE_STATUS.inProgress);
    const body = (await get('/api/trainings/validated-expenses?per_page=100', 'gestionnaire')).json();
    assert.ok(!body.data.some((x: { training_id: number }) => x.training_id === onlyInProgress.id));
    const row = body.data.find((x: { training_id: number }) => x.training_id === training.id);
    assert.equal(row.title, 'Frais à payer');
    assert.equal(row.end_date, training.end_date.toISOString());
    assert.deepEqual(
      row.expenses.map((e: { id: number; amount: number; status: unknown; role: string }) => [e.id, e.amount, e.status, e.role]),
      [forced, computed].map((e, i) => [e.id, i === 0 ? 95.5 : 42.1, { id: 2, name: 'À payer' }, 'Stagiaire']),
    );
    await assertAccess('/api/trainings/validated-expenses', ['administrateur', 'gestionnaire']);
  });

  test('pending-expenses: expenses in progress or awaiting receipts, grouped by status label', async () => {
    const training = await createTraining(t.db, { title: 'Frais en cours', startInDays: -8, training_status_id: 3 });
    const [p1, p2, p3] = await createTraineeProfiles(t.db, 3, 'Suivi');
    const inProgress = await createExpense(t.db, training.id, p1, EXPENSE_STATUS.inProgress);
    const waiting = await createExpense(t.db, training.id, p2, EXPENSE_STATUS.awaitingReceipts);
    await createExpense(t.db, training.id, p3, EXPENSE_STATUS.paymentIssued);
    const body = (await get('/api/trainings/pending-expenses?per_page=100', 'administrateur')).json();
    const row = body.data.find((x: { training_id: number }) => x.training_id === training.id);
    assert.equal(row.training_title, 'Frais en cours');
    assert.equal(row.training_end_date, training.end_date.toISOString());
    assert.deepEqual(Object.keys(row.statuses).sort(), ['En attente de pièces', 'En cours']);
    assert.deepEqual(row.statuses['En cours'].map((e: { id: number }) => e.id), [inProgress.id]);
    assert.deepEqual(row.statuses['En attente de pièces'].map((e: { id: number }) => e.id), [waiting.id]);
    assert.match(row.profile_name, /Suivi \d+, Suivi \d+/);
    // A closed training's expenses are read-only: neither panel leads to it.
    const closed = await createTraining(t.db, { title: 'Formation close', startInDays: -60, training_status_id: 7 });
    await createExpense(t.db, closed.id, p1, EXPENSE_STATUS.inProgress);
    await createExpense(t.db, closed.id, p2, EXPENSE_STATUS.toPay);
    for (const path of ['pending-expenses', 'validated-expenses']) {
      const listed = (await get(`/api/trainings/${path}?per_page=100`, 'gestionnaire')).json();
      assert.ok(!listed.data.some((x: { training_id: number }) => x.training_id === closed.id), path);
    }
    await assertAccess('/api/trainings/pending-expenses', ['administrateur', 'gestionnaire']);
  });

  test('registrations?status=preinscription: pre-registrations of trainings not finished, oldest first', async () => {
    const open = await createTraining(t.db, { startInDays: 25 });
    const ended = await createTraining(t.db, { startInDays: -25 });
    const person = await createUser(t.db, { role: 'stagiaire', name: 'Inès Haddad', withProfile: true });
    const older = await register(t.db, open.id, person.profileId as number, 'preinscription', {
      created_at: daysFromNow(-3),
    });
    const [other] = await createTraineeProfiles(t.db, 1);
    const newer = await register(t.db, open.id, other, 'preinscription');
    const stale = await register(t.db, ended.id, other, 'preinscription');
    const res = await callApi(t.app, 'GET /registrations', { query: { status: 'preinscription', page: 1, per_page: 100 }, token: tokens.administrateur });
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    const list = data.map((x) => x.id);
    assert.ok(list.indexOf(older.id) < list.indexOf(newer.id) && list.indexOf(older.id) >= 0);
    assert.ok(!list.includes(stale.id));
    assert.deepEqual(
      data.find((x) => x.id === older.id),
      {
        id: older.id,
        created_at: older.created_at.toISOString(),
        registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' },
        profile: { id: person.profileId, name: 'Inès Haddad', email: person.email, profile_picture: null },
        training: { id: open.id, title: open.title, start_date: open.start_date.toISOString() },
      },
    );
    await assertAccess('/api/registrations?status=preinscription', ['administrateur', 'gestionnaire']);
    const bad = await get('/api/registrations?status=inconnu', 'administrateur');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Les données envoyées ne sont pas valides.');
  });
});

describe('trainee lists', () => {
  test('upcoming and past trainings of the caller, filtered by registration status', async () => {
    const { token, user } = await loginAsUser(t.app, 'stagiaire');
    tokens.me = token;
    const profileId = user.profileId as number;
    const pre = await createTraining(t.db, { title: 'Bientôt (préinscrit)', startInDays: 12 });
    const valid = await createTraining(t.db, { title: 'Bientôt (validé)', startInDays: 6, training_place_id: 3 });
    const pastValid = await createTraining(t.db, { title: 'Passée (validé)', startInDays: -60, training_status_id: 7 });
    const pastRefused = await createTraining(t.db, { title: 'Passée (refusé)', startInDays: -90, training_status_id: 7 });
    await register(t.db, pre.id, profileId, 'preinscription');
    await register(t.db, valid.id, profileId, 'valide');
    await register(t.db, pastValid.id, profileId, 'valide');
    await register(t.db, pastRefused.id, profileId, 'refuse');
    const [someoneElse] = await createTraineeProfiles(t.db, 1);
    await register(t.db, pre.id, someoneElse, 'valide');

    const upcoming = (await get('/api/trainee/trainings/upcoming', 'me')).json();
    assert.deepEqual(
      upcoming.data.map((x: { training_id: number }) => x.training_id),
      [valid.id, pre.id],
    );
    const row = upcoming.data[0];
    assert.equal(row.training_name, 'Bientôt (validé)');
    assert.deepEqual(row.registration_status, { id: 2, name: 'Validé', slug: 'valide' });
    assert.deepEqual(row.training_status, { id: 3, name: 'Publiée' });
    assert.deepEqual(row.category, { id: 1, name: 'Formation des conseillers prud’hommes' });
    assert.equal(row.place.city, 'Mulhouse');
    assert.equal(row.start_date, valid.start_date.toISOString());

    const onlyPre = (await get('/api/trainee/trainings/upcoming?status=preinscription', 'me')).json();
    assert.deepEqual(
      onlyPre.data.map((x: { training_id: number }) => x.training_id),
      [pre.id],
    );
    const past = (await get('/api/trainee/trainings/past?status=valide', 'me')).json();
    assert.deepEqual(
      past.data.map((x: { training_id: number }) => x.training_id),
      [pastValid.id],
    );
    const refused = (await get('/api/trainee/trainings/past?status=refuse', 'me')).json();
    assert.equal(refused.total, 1);

    for (const path of ['upcoming', 'past']) {
      await assertAccess(`/api/trainee/trainings/${path}?status=valide`, ['stagiaire']);
      assert.equal((await get(`/api/trainee/trainings/${path}?status=oui`, 'me')).statusCode, 400);
    }
  });
});
