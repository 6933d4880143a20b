/**
 * Creating, editing and moving a training through its lifecycle: the allowed
 * actions of the detail, POST/PUT/PATCH /api/trainings, POST /api/training-deferrals, and the
 * responsable pédagogique's own list.
 */
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { after, before, describe, test } from 'node:test';
import type { RoleSlug } from '../../src/contract/common';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { loginAs, loginAsUser } from '../factories';
import { addStaff, createTraining, daysFromNow } from '../factories-trainings';
import { callApi } from '../call';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
const tokens = new Map<RoleSlug, string>();
/** The intervenant's profile: they read only the trainings they teach. */
let teacherProfileId: number;
const ROLES: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];

before(async () => {
  t = await createTestApp();
  for (const role of ROLES.filter((r) => r !== 'intervenant')) tokens.set(role, await loginAs(t.app, role));
  const teacher = await loginAsUser(t.app, 'intervenant');
  tokens.set('intervenant', teacher.token);
  teacherProfileId = teacher.user.profileId as number;
});
after(async () => {
  await t?.close();
});

const tokenOf = (role: RoleSlug) => tokens.get(role) as string;

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, role: RoleSlug, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tokenOf(role)), ...(payload ? { payload } : {}) });
}

async function trainingRow(id: number) {
  const [row] = await t.db.select().from(s.trainings).where(eq(s.trainings.id, id));
  return row;
}

function payload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Négociation collective',
    complement: 'Salle 2',
    training_category_id: 1,
    training_type_id: 2,
    training_theme_id: 1,
    training_place_id: 1,
    start_date: daysFromNow(60, 8).toISOString(),
    end_date: daysFromNow(61, 16).toISOString(),
    max_attendees: 12,
    reserved: false,
    is_visio: false,
    paid_training: true,
    amount: 150,
    dinners: 1,
    accommodation: true,
    transportation_fees: true,
    number_of_round_trips: 2,
    unions: [1],
    // The trainings of this file share one room on the same days: saved anyway (double bookings: test/conflicts/).
    confirm_conflicts: true,
    ...overrides,
  };
}

describe('allowed actions of GET /api/trainings/{id}', () => {
  const cases: { status: number; role: RoleSlug; kinds: string[]; edit: string; force: boolean }[] = [
    { status: TRAINING_STATUS.upcoming, role: 'administrateur', kinds: ['validate'], edit: 'full', force: true },
    { status: TRAINING_STATUS.upcoming, role: 'gestionnaire', kinds: [], edit: 'full', force: false },
    { status: TRAINING_STATUS.validated, role: 'gestionnaire', kinds: ['publish', 'postpone'], edit: 'title', force: false },
    { status: TRAINING_STATUS.validated, role: 'administrateur', kinds: ['publish', 'postpone', 'cancel'], edit: 'title', force: true },
    { status: TRAINING_STATUS.published, role: 'responsable-pedagogique', kinds: [], edit: 'title', force: false },
    { status: TRAINING_STATUS.postponed, role: 'administrateur', kinds: ['postpone', 'cancel'], edit: 'none', force: true },
    { status: TRAINING_STATUS.toClose, role: 'administrateur', kinds: ['close'], edit: 'none', force: true },
    { status: TRAINING_STATUS.published, role: 'intervenant', kinds: [], edit: 'none', force: false },
    { status: TRAINING_STATUS.published, role: 'stagiaire', kinds: [], edit: 'none', force: false },
  ];
  for (const c of cases) {
    test(`status ${c.status}, ${c.role}: ${c.kinds.join(', ') || 'no transition'}, edit ${c.edit}`, async () => {
      const training = await createTraining(t.db, { training_status_id: c.status, startInDays: 20 });
      if (c.role === 'intervenant') await addStaff(t.db, training.id, teacherProfileId, 'teacher');
      const res = await callApi(t.app, 'GET /trainings/:id', { params: { id: training.id }, token: tokenOf(c.role) });
      assert.equal(res.statusCode, 200);
      const actions = res.json().allowed_actions;
      assert.deepEqual(actions.transitions.map((tr) => tr.kind), c.kinds);
      assert.equal(actions.edit, c.edit);
      assert.equal(actions.can_force_status, c.force);
    });
  }

  test('a training that has started can no longer be postponed', async () => {
    const training = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, startInDays: -1, days: 3 });
    const res = await call('GET', `/api/trainings/${training.id}`, 'gestionnaire');
    assert.deepEqual(res.json().allowed_actions.transitions, []);
  });

  test('attendance: open once ended, closed once marked done, certificates then', async () => {
    const ended = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, startInDays: -5 });
    let actions = (await call('GET', `/api/trainings/${ended.id}`, 'gestionnaire')).json().allowed_actions;
    assert.equal(actions.can_edit_attendance, true);
    assert.equal(actions.can_mark_attendance_done, true);
    assert.equal(actions.can_issue_certificates, false);
    const done = await createTraining(t.db, { training_status_id: TRAINING_STATUS.toClose, attendance_sheet_done: true, startInDays: -5 });
    actions = (await call('GET', `/api/trainings/${done.id}`, 'administrateur')).json().allowed_actions;
    assert.equal(actions.can_edit_attendance, false);
    assert.equal(actions.can_cancel_attendance_done, true);
    assert.equal(actions.can_issue_certificates, true);
    actions = (await call('GET', `/api/trainings/${done.id}`, 'gestionnaire')).json().allowed_actions;
    assert.equal(actions.can_cancel_attendance_done, false);
    const future = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, startInDays: 5 });
    actions = (await call('GET', `/api/trainings/${future.id}`, 'administrateur')).json().allowed_actions;
    assert.equal(actions.can_edit_attendance, false);
    assert.equal(actions.can_mark_attendance_done, false);
  });
});

describe('POST /api/trainings', () => {
  test('creates the training at status 1 with its union, and answers it', async () => {
    const res = await callApi(t.app, 'POST /trainings', { body: payload(), token: tokenOf('gestionnaire') });
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.equal(body.title, 'Négociation collective');
    assert.equal(body.training_status_id, TRAINING_STATUS.upcoming);
    assert.deepEqual(body.unions.map((u) => u.id), [1]);
    assert.equal(body.amount, 150);
    assert.equal(body.number_of_round_trips, 2);
    assert.equal(body.allowed_actions.edit, 'full');
    const row = await trainingRow(body.id);
    assert.equal(row.max_attendees, 12);
    assert.notEqual(row.created_by, null);
  });

  test('drops the price of a free training and the round trips without transportation', async () => {
    const res = await call('POST', '/api/trainings', 'gestionnaire', payload({ paid_training: false, amount: 90, transportation_fees: false }));
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().amount, null);
    assert.equal(res.json().number_of_round_trips, 0);
  });

  test('ignores the price and the fees a responsable pédagogique sends: free, nothing covered', async () => {
    const res = await call('POST', '/api/trainings', 'responsable-pedagogique', payload());
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.equal(body.title, 'Négociation collective');
    assert.deepEqual(
      {
        paid: body.paid_training,
        amount: body.amount,
        dinners: body.dinners,
        accommodation: body.accommodation,
        transportation: body.transportation_fees,
        trips: body.number_of_round_trips,
      },
      { paid: false, amount: null, dinners: 0, accommodation: false, transportation: false, trips: 0 },
    );
  });

  const refusals: { name: string; body: Record<string, unknown>; status: number; field?: string }[] = [
    { name: 'no title', body: { title: '' }, status: 400 },
    { name: 'no places', body: { max_attendees: 0 }, status: 400 },
    { name: 'end before start', body: { end_date: daysFromNow(59).toISOString() }, status: 422, field: 'end_date' },
    { name: 'paid without price', body: { amount: null }, status: 422, field: 'amount' },
    { name: 'unknown theme', body: { training_theme_id: 99999 }, status: 422, field: 'training_theme_id' },
    { name: 'unknown union', body: { unions: [99999] }, status: 422, field: 'unions' },
    { name: 'another status', body: { training_status_id: 3 }, status: 422, field: 'training_status_id' },
  ];
  for (const r of refusals) {
    test(`refuses ${r.name} (${r.status}) and writes nothing`, async () => {
      const before = (await t.db.select({ id: s.trainings.id }).from(s.trainings)).length;
      const res = await call('POST', '/api/trainings', 'administrateur', payload({ ...r.body, title: r.body.title ?? 'Refusée' }));
      assert.equal(res.statusCode, r.status, res.body);
      assert.equal(typeof res.json().message, 'string');
      if (r.field) assert.ok(res.json().errors?.[r.field]?.[0], JSON.stringify(res.json()));
      assert.equal((await t.db.select({ id: s.trainings.id }).from(s.trainings)).length, before);
    });
  }
});

describe('PUT /api/trainings/{idTraining}', () => {
  test('edits a training at status 1, unions replaced', async () => {
    const training = await createTraining(t.db, { training_status_id: TRAINING_STATUS.upcoming, unionIds: [1, 2] });
    const res = await callApi(t.app, 'PUT /trainings/:id', {
      params: { id: training.id },
      body: payload({ title: 'Nouveau titre', unions: [3] }),
      token: tokenOf('gestionnaire'),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().title, 'Nouveau titre');
    assert.deepEqual(res.json().unions.map((u) => u.id), [3]);
  });

  test('keeps the stored price and fees when a responsable pédagogique edits the training', async () => {
    const training = await createTraining(t.db, { training_status_id: TRAINING_STATUS.upcoming });
    let res = await call('PUT', `/api/trainings/${training.id}`, 'gestionnaire', payload());
    assert.equal(res.statusCode, 200, res.body);
    res = await call(
      'PUT',
      `/api/trainings/${training.id}`,
      'responsable-pedagogique',
      payload({ title: 'Titre du responsable', paid_training: false, amount: null, dinners: 0, accommodation: false, transportation_fees: false }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.title, 'Titre du responsable');
    assert.deepEqual(
      [body.paid_training, body.amount, body.dinners, body.accommodation, body.transportation_fees, body.number_of_round_trips],
      [true, 150, 1, true, true, 2],
    );
  });

  test('refuses a validated training (422) and an unknown one (404)', async () => {
    const training = await createTraining(t.db, { training_status_id: TRAINING_STATUS.validated });
    const res = await call('PUT', `/api/trainings/${training.id}`, 'administrateur', payload({ title: 'Interdit' }));
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'Seule une formation « À venir » peut être modifiée entièrement.');
    assert.equal((await trainingRow(training.id)).title, training.title);
    assert.equal((await call('PUT', '/api/trainings/999999', 'administrateur', payload())).statusCode, 404);
  });
});

describe('PATCH /api/trainings/{id}', () => {
  test('the lifecycle: validate, publish, cancel by the roles of the table', async () => {
    const training = await createTraining(t.db, { training_status_id: TRAINING_STATUS.upcoming, startInDays: 40 });
    const url = `/api/trainings/${training.id}`;
    let res = await call('PATCH', url, 'gestionnaire', { training_status_id: 2 });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, "Vous n'avez pas les droits pour ce changement de statut.");
    res = await call('PATCH', url, 'administrateur', { training_status_id: 2 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status.id, 2);
    res = await call('PATCH', url, 'responsable-pedagogique', { training_status_id: 3 });
    assert.equal(res.statusCode, 403);
    res = await call('PATCH', url, 'gestionnaire', { training_status_id: 3 });
    assert.equal(res.statusCode, 200);
    res = await call('PATCH', url, 'gestionnaire', { training_status_id: 7 });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'Ce changement de statut n’est pas possible depuis le statut actuel de la formation.');
    res = await call('PATCH', url, 'gestionnaire', { training_status_id: 6 });
    assert.equal(res.statusCode, 403);
    res = await call('PATCH', url, 'administrateur', { training_status_id: 6, training_place_id: 2 });
    assert.equal(res.statusCode, 200);
    const row = await trainingRow(training.id);
    assert.equal(row.training_status_id, TRAINING_STATUS.cancelled);
    assert.equal(row.training_place_id, 2);
  });

  test('postponing goes through the deferral route', async () => {
    const training = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published });
    const res = await call('PATCH', `/api/trainings/${training.id}`, 'gestionnaire', { training_status_id: 4, training_place_id: 1 });
    assert.equal(res.statusCode, 422);
    assert.equal((await trainingRow(training.id)).training_status_id, TRAINING_STATUS.published);
  });

  test('forcing a status: administrateur only', async () => {
    const training = await createTraining(t.db, { training_status_id: TRAINING_STATUS.closed });
    const url = `/api/trainings/${training.id}`;
    assert.equal((await call('PATCH', url, 'gestionnaire', { training_status_id: 1, force: true })).statusCode, 403);
    const res = await call('PATCH', url, 'administrateur', { training_status_id: 1, force: true });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status.id, 1);
  });

  test("the 'Modifier' dialog: title, theme and place at status 2 and 3 only", async () => {
    const published = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published });
    const res = await call('PATCH', `/api/trainings/${published.id}`, 'responsable-pedagogique', {
      title: 'Intitulé corrigé',
      training_theme_id: 2,
      training_place_id: null,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().title, 'Intitulé corrigé');
    assert.equal(res.json().training_theme_id, 2);
    assert.equal(res.json().place, null);
    const closed = await createTraining(t.db, { training_status_id: TRAINING_STATUS.closed });
    const refused = await call('PATCH', `/api/trainings/${closed.id}`, 'administrateur', { title: 'Non', training_theme_id: 2, training_place_id: 1 });
    assert.equal(refused.statusCode, 422);
    assert.equal((await trainingRow(closed.id)).title, closed.title);
    const mixed = await call('PATCH', `/api/trainings/${published.id}`, 'administrateur', { title: 'Non', training_status_id: 6 });
    assert.equal(mixed.statusCode, 400);
  });

  test('attendance done (gestionnaire) then cancelled (administrateur only)', async () => {
    const training = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, startInDays: -4 });
    const url = `/api/trainings/${training.id}`;
    assert.equal((await call('PATCH', url, 'responsable-pedagogique', { attendance_sheet_done: true, training_status_id: 5 })).statusCode, 403);
    assert.equal((await call('PATCH', url, 'gestionnaire', { attendance_sheet_done: true, training_status_id: 3 })).statusCode, 422);
    let res = await call('PATCH', url, 'gestionnaire', { attendance_sheet_done: true, training_status_id: 5 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().attendance_sheet_done, true);
    assert.equal(res.json().status.id, 5);
    assert.equal((await call('PATCH', url, 'gestionnaire', { attendance_sheet_done: false, training_status_id: 3 })).statusCode, 403);
    res = await call('PATCH', url, 'administrateur', { attendance_sheet_done: false, training_status_id: 3 });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().attendance_sheet_done, false);
    assert.equal(res.json().status.id, 3);
  });

  test('attendance cannot be marked done before the end', async () => {
    const training = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, startInDays: 4 });
    const res = await call('PATCH', `/api/trainings/${training.id}`, 'administrateur', { attendance_sheet_done: true, training_status_id: 5 });
    assert.equal(res.statusCode, 422);
    assert.equal((await trainingRow(training.id)).attendance_sheet_done, false);
  });
});

describe('POST /api/training-deferrals', () => {
  test('records the deferral, moves the dates and the place, sets status 4', async () => {
    const training = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, startInDays: 10, training_place_id: 1 });
    const newStart = daysFromNow(40, 8);
    const newEnd = daysFromNow(41, 16);
    const res = await call('POST', '/api/training-deferrals', 'gestionnaire', {
      training_id: training.id,
      new_start_date: newStart.toISOString(),
      new_end_date: newEnd.toISOString(),
      training_place_id: 2,
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().initial_start_date, training.start_date.toISOString());
    assert.equal(res.json().new_start_date, newStart.toISOString());
    const detail = (await call('GET', `/api/trainings/${training.id}`, 'administrateur')).json();
    assert.equal(detail.status.id, TRAINING_STATUS.postponed);
    assert.equal(detail.start_date, newStart.toISOString());
    assert.equal(detail.training_place_id, 2);
    assert.equal(detail.deferrals.length, 1);
    assert.equal(detail.deferrals[0].initial_end_date, training.end_date.toISOString());
  });

  test('refuses a started training, a new start in the past, a status 1 training; writes nothing', async () => {
    const started = await createTraining(t.db, { training_status_id: TRAINING_STATUS.published, startInDays: -1, days: 3 });
    const upcoming = await createTraining(t.db, { training_status_id: TRAINING_STATUS.upcoming, startInDays: 10 });
    const body = (id: number, start = daysFromNow(30)) => ({
      training_id: id,
      new_start_date: start.toISOString(),
      new_end_date: daysFromNow(31).toISOString(),
    });
    let res = await call('POST', '/api/training-deferrals', 'administrateur', body(started.id));
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'La formation a déjà commencé : elle ne peut plus être reportée.');
    res = await call('POST', '/api/training-deferrals', 'administrateur', body(upcoming.id));
    assert.equal(res.statusCode, 422);
    res = await call('POST', '/api/training-deferrals', 'administrateur', body(upcoming.id, daysFromNow(-2)));
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.new_start_date);
    const deferrals = await t.db.select().from(s.trainingDeferrals).where(eq(s.trainingDeferrals.training_id, started.id));
    assert.equal(deferrals.length, 0);
    assert.equal((await trainingRow(started.id)).training_status_id, TRAINING_STATUS.published);
  });
});

describe('GET /api/pedagogical-supervisor/assigned-trainings', () => {
  test("lists only the supervisor's trainings, by timeline", async () => {
    const { token, user } = await loginAsUser(t.app, 'responsable-pedagogique');
    const past = await createTraining(t.db, { title: 'Assignée passée', startInDays: -20 });
    const next = await createTraining(t.db, { title: 'Assignée à venir', startInDays: 20 });
    await createTraining(t.db, { title: 'Non assignée', startInDays: 20 });
    await addStaff(t.db, past.id, user.profileId as number, 'pedagogical_supervisor');
    await addStaff(t.db, next.id, user.profileId as number, 'pedagogical_supervisor');
    const titles = async (filter: string) => {
      const res = await callApi(t.app, 'GET /pedagogical-supervisor/assigned-trainings', { query: { filter }, token });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.map((r) => r.title);
    };
    assert.deepEqual((await titles('all')).sort(), ['Assignée passée', 'Assignée à venir']);
    assert.deepEqual(await titles('upcoming'), ['Assignée à venir']);
    assert.deepEqual(await titles('past'), ['Assignée passée']);
    assert.deepEqual(await titles('ongoing'), []);
  });
});

describe('GET /api/trainings filters', () => {
  test("Tout / Passées / En cours / A venir, by 'timeline' or 'filter'; an intervenant sees the trainings they teach", async () => {
    const { token, user } = await loginAsUser(t.app, 'intervenant');
    const past = await createTraining(t.db, { title: 'Filtre passée', startInDays: -30 });
    const ongoing = await createTraining(t.db, { title: 'Filtre en cours', startInDays: -1, days: 3 });
    const next = await createTraining(t.db, { title: 'Filtre à venir', startInDays: 30 });
    await createTraining(t.db, { title: 'Filtre non enseignée', startInDays: 30 });
    for (const training of [past, ongoing, next]) await addStaff(t.db, training.id, user.profileId as number, 'teacher');
    const titles = async (query: string) => {
      const res = await callApi(t.app, 'GET /trainings', { query: { per_page: 100, ...Object.fromEntries(new URLSearchParams(query)) }, token });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.map((r) => r.title);
    };
    assert.deepEqual((await titles('timeline=all')).sort(), ['Filtre en cours', 'Filtre passée', 'Filtre à venir']);
    assert.deepEqual(await titles('timeline=past'), ['Filtre passée']);
    assert.deepEqual(await titles('filter=ongoing'), ['Filtre en cours']);
    assert.deepEqual(await titles('filter=upcoming'), ['Filtre à venir']);
  });
});
