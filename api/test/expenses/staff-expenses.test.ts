/**
 * The staff's expense screens (a training's Défraiements tab and the expense side panel): the tab's
 * people, counters and figures; the panel in creation mode; a save with the transport computed by the
 * server from the communes; the status rules (À payer, 'Modifier', paid and closed read-only); who may
 * do what; bad input refused in French with nothing written; the history of every change.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { EXPENSE_MESSAGES, type ExpenseUpdate } from '../../src/contract/expenses';
import * as s from '../../src/db/schema';
import { distanceBetweenCommunes } from '../../src/lib/geo';
import { addStaff, createExpense, createTraining, register } from '../factories-trainings';
import { callApi } from '../call';
import { loginAsUser, type CreatedUser } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';
import { EMPTY_LINES } from './lines';

type Who = { token: string; user: CreatedUser };

/** Integer division rounded half up (the amounts are positive). */
const halfUp = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

describe('staff expenses: Défraiements tab and side panel', () => {
  let t: TestApp;
  let admin: Who;
  let manager: Who;
  let lead: Who;
  let speaker: Who;
  let teacher: Who;
  let trainee: Who;
  let otherTrainee: Who;
  let training: number;
  let colmar: number;

  before(async () => {
    t = await createTestApp();
    [admin, manager, lead, speaker, teacher, trainee, otherTrainee] = [
      await loginAsUser(t.app, 'administrateur'),
      await loginAsUser(t.app, 'gestionnaire'),
      await loginAsUser(t.app, 'responsable-pedagogique'),
      await loginAsUser(t.app, 'intervenant'),
      await loginAsUser(t.app, 'intervenant', { name: 'Aline Enseignante' }),
      await loginAsUser(t.app, 'stagiaire', { name: 'Bruno Stagiaire' }),
      await loginAsUser(t.app, 'stagiaire', { name: 'Chloé Sansfrais' }),
    ];
    const [city] = await t.db.select().from(s.cities).where(eq(s.cities.insee_code, '68066')).limit(1);
    colmar = city.id;
    for (const who of [teacher, trainee]) {
      await t.db.update(s.profiles).set({ city_id: colmar, profile_zip_code: '68000', vehicle_category_id: 3 }).where(eq(s.profiles.id, who.user.profileId!));
    }
    // Place 1: Strasbourg. Two round trips, two dinners, accommodation offered.
    training = (
      await createTraining(t.db, { transportation_fees: true, number_of_round_trips: 2, dinners: 2, accommodation: true, training_place_id: 1 })
    ).id;
    await addStaff(t.db, training, teacher.user.profileId!, 'teacher', { reimbursed_transportation: true, needs_accommodation: true });
    await register(t.db, training, trainee.user.profileId!, 'valide', { reimbursed: true });
    await register(t.db, training, otherTrainee.user.profileId!, 'valide', { reimbursed: false });
  });
  after(() => t.close());

  const tab = (token: string, trainingId = training) =>
    callApi(t.app, 'GET /training-expenses/by-training/:trainingId', { params: { trainingId }, token });
  const panel = (token: string, profileId: number, trainingId = training) =>
    callApi(t.app, 'GET /training-expenses/by-training/:trainingId/profiles/:profileId', { params: { trainingId, profileId }, token });
  const save = (token: string, id: number, body: Partial<ExpenseUpdate>) =>
    callApi(t.app, 'PUT /training-expenses/:id', { params: { id }, body: { ...EMPTY_LINES, ...body }, token });
  const setStatus = (token: string, id: number, status: 1 | 2 | 3) =>
    callApi(t.app, 'PATCH /training-expenses/:id/status', { params: { id }, body: { training_expense_status_id: status }, token });
  const create = (token: string, profileId: number, trainingId = training) =>
    callApi(t.app, 'POST /training-expenses', { body: { training_id: trainingId, profile_id: profileId, training_expense_status_id: 1 }, token });
  const snapshot = async (id: number) => ({
    row: (await t.db.select().from(s.trainingExpenses).where(eq(s.trainingExpenses.id, id)))[0],
    history: (await t.db.select().from(s.trainingExpenseHistory).where(eq(s.trainingExpenseHistory.training_expense_id, id))).length,
  });

  /** The transport the rules give from Colmar to Strasbourg at 0,636 €/km, two round trips. */
  function expectedTransport() {
    const km = distanceBetweenCommunes('68066', '67482')!;
    const tenths = halfUp(Math.round(km * 10) * 13, 10);
    return { distance: `${Math.floor(tenths / 10)}.${tenths % 10}`, cents: halfUp(tenths * 2 * 2 * 636, 100) };
  }
  const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

  test('the tab is the managers’: the people of the training, the Détail rule, counters', async () => {
    for (const who of [lead, speaker, trainee]) assert.equal((await tab(who.token)).statusCode, 403);
    const res = await tab(manager.token);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(body.counters, { dinners: 2, round_trips: 2, accommodation: true, accommodated_people: 1 });
    const byName = new Map(body.people.map((p) => [p.username, p]));
    assert.equal(byName.get('Aline Enseignante')?.on_team, true);
    assert.equal(byName.get('Aline Enseignante')?.detail_available, true);
    assert.equal(byName.get('Bruno Stagiaire')?.detail_available, true);
    assert.equal(byName.get('Chloé Sansfrais')?.detail_available, false);
    assert.equal(body.people[0].username, 'Aline Enseignante', 'the team first');
    assert.deepEqual(body.indicators, { requested: '0.00', to_pay: '0.00', paid: '0.00', expenses: 0 });
    assert.equal((await tab(admin.token, 999999)).statusCode, 404);
  });

  test('creation mode, then a gestionnaire fills a teacher’s expense: transport computed from the communes, saved À payer', async () => {
    const empty = (await panel(manager.token, teacher.user.profileId!)).json();
    assert.equal(empty.expense, null);
    assert.equal(empty.rights.can_create, true);
    assert.deepEqual(empty.allows, { transport: true, toll_parking: true, public_transport: true, evening_meals: true, accommodation: true, other: true });
    assert.deepEqual(empty.meals, { cap_amount: '17.90', maximum: '35.80' });
    assert.equal(empty.person.commune, '68000 Colmar');
    // The place is named with its town once.
    assert.equal(String(empty.training.place).split('Strasbourg').length - 1, 1, String(empty.training.place));

    const calc = await callApi(t.app, 'PATCH /trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost', {
      params: { trainingId: training, profileId: teacher.user.profileId! },
      body: {},
      token: manager.token,
    });
    assert.equal(calc.statusCode, 200, calc.body);
    const { distance, cents } = expectedTransport();
    assert.deepEqual(
      { d: calc.json().calculated_distance, m: calc.json().distance_method, c: calc.json().transport_costs, v: calc.json().vehicle_category_id },
      { d: distance, m: 'great_circle', c: euros(cents), v: 3 },
    );

    const created = await create(manager.token, teacher.user.profileId!);
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;
    const saved = await save(manager.token, id, {
      vehicle_category_id: 3,
      evening_meals: '35,80',
      accommodation_costs: '75.5',
      toll_parking_costs: '4.20',
      other_costs: '3',
      other_costs_comment: '  Photocopies ',
      training_expense_status_id: 2,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const e = saved.json().expense;
    const total = cents + 3580 + 7550 + 420 + 300;
    assert.equal(e.transport_costs, euros(cents));
    assert.equal(e.calculated_distance, distance);
    assert.equal(e.distance_method, 'great_circle');
    assert.equal(e.total_amount, euros(total));
    assert.equal(e.amount, euros(total));
    assert.equal(e.other_costs_comment, 'Photocopies');
    assert.equal(e.status.name, 'À payer');
    // History, most recent first: the amount and the status of the save, then the creation.
    assert.deepEqual(
      e.history.map((h) => [h.kind, h.from, h.to, h.user_name]),
      [
        ['amount', '0.00', euros(total), manager.user.name],
        ['status', 'En cours', 'À payer', manager.user.name],
        ['status', null, 'En cours', manager.user.name],
      ],
    );

    const figures = (await tab(admin.token)).json();
    assert.deepEqual(figures.indicators, { requested: euros(total), to_pay: euros(total), paid: '0.00', expenses: 1 });
    const row = figures.people.find((p) => p.profile_id === teacher.user.profileId);
    assert.equal(row?.expense_status?.name, 'À payer');
    assert.equal(row?.amount, euros(total));
  });

  test('À payer: the gestionnaire only reopens it (Modifier), the administrator edits it, the owner nothing', async () => {
    const id = (await panel(admin.token, teacher.user.profileId!)).json().expense!.id;
    const before = await snapshot(id);
    const refused = await save(manager.token, id, { training_expense_status_id: 2 });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.error().message, EXPENSE_MESSAGES.toPayManagerReopens);
    const owner = await save(teacher.token, id, {});
    assert.equal(owner.error().message, EXPENSE_MESSAGES.toPayReadOnly);
    assert.deepEqual(await snapshot(id), before, 'nothing written');
    assert.equal((await panel(manager.token, teacher.user.profileId!)).json().rights.can_reopen, true);

    const edited = await save(admin.token, id, { vehicle_category_id: 3, training_expense_status_id: 2, total_forced_amount: '100' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().expense.amount, '100.00');
    assert.equal(edited.json().expense.status.name, 'À payer');

    const reopened = await setStatus(manager.token, id, 1);
    assert.equal(reopened.statusCode, 200, reopened.body);
    assert.equal(reopened.json().expense.status.name, 'En cours');
    assert.equal(reopened.json().expense.history[0].to, 'En cours');
    assert.equal(reopened.json().expense.history[0].from, 'À payer');
    assert.equal((await setStatus(manager.token, id, 1)).error().message, EXPENSE_MESSAGES.statusUnchanged);
    // The gestionnaire may not change the administrator's forced total, but saves the rest with it.
    const forced = await save(manager.token, id, { vehicle_category_id: 3, total_forced_amount: '50' });
    assert.equal(forced.statusCode, 422);
    assert.deepEqual(forced.error().errors, { total_forced_amount: [EXPENSE_MESSAGES.onlyAdminForcesTotal] });
    assert.equal((await save(manager.token, id, { vehicle_category_id: 3, total_forced_amount: '100.00' })).statusCode, 200);
  });

  test('bad input is refused in French under its field and nothing is written', async () => {
    const id = (await panel(admin.token, teacher.user.profileId!)).json().expense!.id;
    const before = await snapshot(id);
    const cases: [Partial<ExpenseUpdate>, string, string][] = [
      [{ toll_parking_costs: '12,345' }, 'toll_parking_costs', EXPENSE_MESSAGES.invalidAmount],
      [{ other_costs: '-3' }, 'other_costs', EXPENSE_MESSAGES.invalidAmount],
      [{ evening_meals: '35.81' }, 'evening_meals', EXPENSE_MESSAGES.mealsAboveMaximum.replace('{max}', '35,80')],
      [{ vehicle_category_id: 99 }, 'vehicle_category_id', EXPENSE_MESSAGES.unknownVehicleCategory],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(admin.token, id, { total_forced_amount: '100', ...body });
      assert.equal(res.statusCode, 422, JSON.stringify(body));
      assert.deepEqual(res.error().errors?.[field], [message]);
    }
    const schema = await t.app.inject({
      method: 'PUT',
      url: `/api/training-expenses/${id}`,
      headers: bearer(admin.token),
      payload: { ...EMPTY_LINES, training_expense_status_id: 4 },
    });
    assert.equal(schema.statusCode, 400);
    assert.equal(schema.json().errors.training_expense_status_id[0], "Cette valeur n'est pas autorisée.");
    assert.deepEqual(await snapshot(id), before);
  });

  test('a trainee edits their own expense En cours, never À payer nor forced amounts; nobody else’s', async () => {
    const created = await create(trainee.token, trainee.user.profileId!);
    const id = created.json().id;
    const own = await panel(trainee.token, trainee.user.profileId!);
    assert.equal(own.statusCode, 200);
    assert.deepEqual(
      { edit: own.json().rights.can_edit, pay: own.json().rights.can_set_to_pay, force: own.json().rights.can_force_transport },
      { edit: true, pay: false, force: false },
    );
    const ok = await save(trainee.token, id, { vehicle_category_id: 3, public_transport_costs: '12.40' });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().expense.public_transport_costs, '12.40');
    assert.equal((await save(trainee.token, id, { training_expense_status_id: 2 })).error().message, EXPENSE_MESSAGES.onlyManagersSetToPay);
    assert.deepEqual((await save(trainee.token, id, { transport_costs: '10' })).error().errors, { transport_costs: [EXPENSE_MESSAGES.onlyManagersForceTransport] });
    assert.equal((await setStatus(trainee.token, id, 2)).statusCode, 403);
    // Accommodation was not asked by this trainee.
    assert.deepEqual((await save(admin.token, id, { accommodation_costs: '20' })).error().errors, { accommodation_costs: [EXPENSE_MESSAGES.accommodationNotOffered] });

    for (const who of [otherTrainee, lead, speaker]) {
      assert.equal((await panel(who.token, trainee.user.profileId!)).statusCode, 403);
      assert.equal((await save(who.token, id, {})).statusCode, 403);
      assert.equal((await callApi(t.app, 'GET /training-expenses/:id', { params: { id }, token: who.token })).statusCode, 403);
    }
    assert.equal((await callApi(t.app, 'GET /training-expenses/:id', { params: { id }, token: trainee.token })).statusCode, 200);
    assert.equal((await setStatus(lead.token, id, 2)).statusCode, 403);
  });

  test('Mise en paiement and a closed training are read-only for everyone', async () => {
    const paidTraining = (await createTraining(t.db, { training_status_id: 5 })).id;
    await register(t.db, paidTraining, trainee.user.profileId!, 'valide', { reimbursed: true });
    const paid = await createExpense(t.db, paidTraining, trainee.user.profileId!, 4);
    const res = await save(admin.token, paid.id, {});
    assert.equal(res.error().message, EXPENSE_MESSAGES.paidReadOnly);
    assert.equal((await setStatus(admin.token, paid.id, 1)).error().message, EXPENSE_MESSAGES.paidReadOnly);
    const shown = (await panel(trainee.token, trainee.user.profileId!, paidTraining)).json();
    assert.equal(shown.expense?.status.name, 'Mise en paiement');
    assert.equal(shown.rights.read_only_reason, EXPENSE_MESSAGES.paidReadOnly);

    const closed = (await createTraining(t.db, { training_status_id: 7 })).id;
    await addStaff(t.db, closed, teacher.user.profileId!, 'teacher', { reimbursed_transportation: true });
    const open = await createExpense(t.db, closed, teacher.user.profileId!, 1);
    assert.equal((await save(admin.token, open.id, {})).error().message, EXPENSE_MESSAGES.closedReadOnly);
    assert.equal((await setStatus(manager.token, open.id, 2)).error().message, EXPENSE_MESSAGES.closedReadOnly);
    const [row] = await t.db.select().from(s.trainingExpenses).where(and(eq(s.trainingExpenses.id, open.id)));
    assert.equal(row.training_expense_status_id, 1);
  });

  test('En attente de pièces: the managers set it from En cours or À payer, recorded in the history; the owner then saves it En cours', async () => {
    const own = (await createTraining(t.db, { transportation_fees: true, training_place_id: 1 })).id;
    await addStaff(t.db, own, teacher.user.profileId!, 'teacher', { reimbursed_transportation: true });
    const open = await createExpense(t.db, own, teacher.user.profileId!, 1);
    assert.equal((await panel(manager.token, teacher.user.profileId!, own)).json().rights.can_await_receipts, true);
    assert.equal((await panel(teacher.token, teacher.user.profileId!, own)).json().rights.can_await_receipts, false, 'not its owner');
    const owner = await t.app.inject({
      method: 'PATCH',
      url: `/api/training-expenses/${open.id}/status`,
      headers: bearer(teacher.token),
      payload: { training_expense_status_id: 3 },
    });
    assert.equal(owner.statusCode, 403);

    const awaiting = await setStatus(manager.token, open.id, 3);
    assert.equal(awaiting.statusCode, 200, awaiting.body);
    assert.equal(awaiting.json().expense.status.name, 'En attente de pièces');
    assert.deepEqual([awaiting.json().expense.history[0].from, awaiting.json().expense.history[0].to], ['En cours', 'En attente de pièces']);
    assert.equal((await setStatus(manager.token, open.id, 3)).error().message, EXPENSE_MESSAGES.statusUnchanged);
    const rights = (await panel(teacher.token, teacher.user.profileId!, own)).json().rights;
    assert.deepEqual([rights.can_edit, rights.can_await_receipts], [true, false]);
    // The owner completes it: 'Enregistrer' saves it En cours again.
    const saved = await save(teacher.token, open.id, { toll_parking_costs: '3.10' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().expense.status.name, 'En cours');

    // From À payer too (the gestionnaire, who cannot edit it); never once paid.
    assert.equal((await setStatus(manager.token, open.id, 2)).statusCode, 200);
    assert.equal((await setStatus(manager.token, open.id, 3)).json().expense.status.name, 'En attente de pièces');
    const paid = await createExpense(t.db, own, trainee.user.profileId!, 4);
    const refused = await setStatus(admin.token, paid.id, 3);
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.error().message, EXPENSE_MESSAGES.paidReadOnly);
    const [row] = await t.db.select().from(s.trainingExpenses).where(eq(s.trainingExpenses.id, paid.id));
    assert.equal(row.training_expense_status_id, 4, 'nothing written');
  });

  test('a failed transport calculation answers 400 with the reason', async () => {
    const calc = (profileId: number, body: { vehicle_category_id?: number | null } = {}) =>
      callApi(t.app, 'PATCH /trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost', {
        params: { trainingId: training, profileId },
        body,
        token: admin.token,
      });
    const noCategory = await calc(teacher.user.profileId!, { vehicle_category_id: null });
    assert.equal(noCategory.statusCode, 400);
    assert.equal(noCategory.error().message, EXPENSE_MESSAGES.noVehicleCategory);
    await t.db.update(s.profiles).set({ city_id: null }).where(eq(s.profiles.id, teacher.user.profileId!));
    const noCommune = await calc(teacher.user.profileId!);
    assert.equal(noCommune.error().message, EXPENSE_MESSAGES.noProfileCommune);
    await t.db.update(s.profiles).set({ city_id: colmar }).where(eq(s.profiles.id, teacher.user.profileId!));
    const notReimbursed = await calc(otherTrainee.user.profileId!);
    assert.equal(notReimbursed.error().message, EXPENSE_MESSAGES.transportNotOffered);
  });
});
