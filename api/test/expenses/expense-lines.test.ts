/**
 * Which lines an expense may hold: a line that does not apply (travel without reimbursement or in visio,
 * accommodation not asked or within 50 km, meals without accommodation) is refused under its field and
 * never counted; amounts are bounded so that no sum overflows; the one-time repair of rows written
 * before the rule, and the expenses in payment listed for the administrateur; the status lookup, the
 * status attach and the evening meals calculation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { EXPENSE_MESSAGES, type ExpenseUpdate } from '../../src/contract/expenses';
import { EXPENSE_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { EXPENSE_LINES_REPAIR, repairExpenseLines } from '../../src/modules/expenses';
import { addStaff, createTraining, register } from '../factories-trainings';
import { callApi } from '../call';
import { loginAsUser, type CreatedUser } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { EMPTY_LINES } from './lines';

type Who = { token: string; user: CreatedUser };

describe('the lines of an expense follow one rule', () => {
  let t: TestApp;
  let admin: Who;
  let manager: Who;
  /** Lives in Colmar, travel reimbursed, no accommodation asked. */
  let near: Who;
  /** Lives in Strasbourg (the training's commune), asked for accommodation. */
  let local: Who;
  /** Teacher living in Colmar, travel reimbursed and accommodation asked. */
  let teacher: Who;
  /** Teacher of a visio training. */
  let remote: Who;
  let training: number;
  let visio: number;
  const ids: Record<string, number> = {};

  before(async () => {
    t = await createTestApp();
    [admin, manager, near, local, teacher, remote] = [
      await loginAsUser(t.app, 'administrateur'),
      await loginAsUser(t.app, 'gestionnaire'),
      await loginAsUser(t.app, 'stagiaire', { name: 'Marie Près' }),
      await loginAsUser(t.app, 'stagiaire', { name: 'Luc Local' }),
      await loginAsUser(t.app, 'intervenant', { name: 'Anne Formatrice' }),
      await loginAsUser(t.app, 'intervenant', { name: 'Paul Distance' }),
    ];
    const city = async (insee: string) => (await t.db.select().from(s.cities).where(eq(s.cities.insee_code, insee)).limit(1))[0].id;
    const colmar = await city('68066');
    const strasbourg = await city('67482');
    for (const [who, cityId] of [[near, colmar], [local, strasbourg], [teacher, colmar], [remote, colmar]] as const) {
      await t.db.update(s.profiles).set({ city_id: cityId }).where(eq(s.profiles.id, who.user.profileId!));
    }
    // Place 1 is in Strasbourg, about 65 km from Colmar as the crow flies.
    training = (await createTraining(t.db, { transportation_fees: true, accommodation: true, dinners: 2, training_place_id: 1 })).id;
    visio = (await createTraining(t.db, { is_visio: true, transportation_fees: true, accommodation: true, dinners: 2 })).id;
    await register(t.db, training, near.user.profileId!, 'valide', { reimbursed: true, needs_accommodation: false });
    await register(t.db, training, local.user.profileId!, 'valide', { reimbursed: true, needs_accommodation: true });
    await addStaff(t.db, training, teacher.user.profileId!, 'teacher', { reimbursed_transportation: true, needs_accommodation: true });
    await addStaff(t.db, visio, remote.user.profileId!, 'teacher', { reimbursed_transportation: true, needs_accommodation: true });
    for (const [key, trainingId, who] of [['near', training, near], ['local', training, local], ['teacher', training, teacher], ['remote', visio, remote]] as const) {
      const res = await callApi(t.app, 'POST /training-expenses', { body: { training_id: trainingId, profile_id: who.user.profileId! }, token: manager.token });
      assert.equal(res.statusCode, 201, res.body);
      ids[key] = res.json().id;
    }
  });
  after(() => t.close());

  const panel = (token: string, trainingId: number, profileId: number) =>
    callApi(t.app, 'GET /training-expenses/by-training/:trainingId/profiles/:profileId', { params: { trainingId, profileId }, token });
  const save = (token: string, id: number, body: Partial<ExpenseUpdate>) =>
    callApi(t.app, 'PUT /training-expenses/:id', { params: { id }, body: { ...EMPTY_LINES, ...body }, token });
  const row = async (id: number) => (await t.db.select().from(s.trainingExpenses).where(eq(s.trainingExpenses.id, id)))[0];

  test('the panel tells which lines apply, from the person’s part, the distance and the training', async () => {
    const all = { transport: true, toll_parking: true, public_transport: true, evening_meals: true, accommodation: true, other: true };
    assert.deepEqual((await panel(manager.token, training, teacher.user.profileId!)).json().allows, all);
    assert.deepEqual((await panel(manager.token, training, near.user.profileId!)).json().allows, { ...all, evening_meals: false, accommodation: false });
    // Asked, but within 50 km: no accommodation, hence no meals.
    assert.deepEqual((await panel(manager.token, training, local.user.profileId!)).json().allows, { ...all, evening_meals: false, accommodation: false });
    // Visio: no travel; accommodation asked beyond 50 km still applies.
    assert.deepEqual((await panel(manager.token, visio, remote.user.profileId!)).json().allows, {
      ...all,
      transport: false,
      toll_parking: false,
      public_transport: false,
    });
  });

  test('a line that does not apply is refused under its own field, in French, and nothing is written', async () => {
    const cases: [string, Partial<ExpenseUpdate>, string, string][] = [
      ['near', { accommodation_costs: '75' }, 'accommodation_costs', EXPENSE_MESSAGES.accommodationNotOffered],
      ['near', { evening_meals: '17,90' }, 'evening_meals', EXPENSE_MESSAGES.mealsNotOffered],
      // Asked, but the person lives in the training's commune: the 50 km rule says so, with the distance.
      ['local', { accommodation_costs: '75' }, 'accommodation_costs', EXPENSE_MESSAGES.accommodationTooClose.replace('{km}', '0,0')],
      ['remote', { toll_parking_costs: '5' }, 'toll_parking_costs', EXPENSE_MESSAGES.tollParkingNotOffered],
      ['remote', { public_transport_costs: '3.10' }, 'public_transport_costs', EXPENSE_MESSAGES.publicTransportNotOffered],
      ['remote', { transport_costs: '40' }, 'transport_costs', EXPENSE_MESSAGES.transportNotOffered],
    ];
    for (const [key, body, field, message] of cases) {
      const before = await row(ids[key]);
      const res = await save(manager.token, ids[key], { other_costs: '2', ...body });
      assert.equal(res.statusCode, 422, `${key} ${JSON.stringify(body)} ${res.body}`);
      assert.deepEqual(res.error().errors, { [field]: [message] });
      assert.deepEqual(await row(ids[key]), before);
    }
  });

  test('the lines that apply are saved and the total is exactly their sum', async () => {
    const saved = await save(manager.token, ids.teacher, { accommodation_costs: '75', evening_meals: '35,80', toll_parking_costs: '4.20', public_transport_costs: '6.35', other_costs: '3' });
    assert.equal(saved.statusCode, 200, saved.body);
    // No fiscal power: no kilometres; 75 + 35,80 + 4,20 + 6,35 + 3 = 124,35 €.
    assert.equal(saved.json().expense.total_amount, '124.35');
    const mine = await save(near.token, ids.near, { toll_parking_costs: '4.20', other_costs: '3' });
    assert.equal(mine.statusCode, 200, mine.body);
    assert.equal(mine.json().expense.total_amount, '7.20');
    const remoteSaved = await save(manager.token, ids.remote, { accommodation_costs: '80', evening_meals: '17.90' });
    assert.equal(remoteSaved.json().expense.total_amount, '97.90');
  });

  test('amounts are bounded: 422 in French, never an overflow', async () => {
    const before = await row(ids.teacher);
    const huge = await save(manager.token, ids.teacher, { other_costs: '99999999.99', toll_parking_costs: '99999999,99' });
    assert.equal(huge.statusCode, 422, huge.body);
    assert.deepEqual(huge.error().errors, { other_costs: [EXPENSE_MESSAGES.amountTooLarge], toll_parking_costs: [EXPENSE_MESSAGES.amountTooLarge] });
    for (const amount of ['100000000', '100000000.00', '100000,00']) {
      const res = await save(admin.token, ids.teacher, { accommodation_costs: amount });
      assert.equal(res.statusCode, 422, `${amount}: ${res.body}`);
      assert.ok(res.error().errors?.accommodation_costs?.[0], amount);
    }
    const forced = await save(admin.token, ids.teacher, { total_forced_amount: '99999999.99' });
    assert.deepEqual([forced.statusCode, forced.error().errors], [422, { total_forced_amount: [EXPENSE_MESSAGES.amountTooLarge] }]);
    const transport = await save(admin.token, ids.teacher, { transport_costs: '100000,00' });
    assert.deepEqual([transport.statusCode, transport.error().errors], [422, { transport_costs: [EXPENSE_MESSAGES.amountTooLarge] }]);
    // The trainee's own save is bounded the same way.
    const own = await save(near.token, ids.near, { other_costs: '99999999.99' });
    assert.deepEqual([own.statusCode, own.error().errors], [422, { other_costs: [EXPENSE_MESSAGES.amountTooLarge] }]);
    // The largest amounts on every line still sum without overflow.
    const max = '99999.99';
    const full = await save(admin.token, ids.teacher, { accommodation_costs: max, evening_meals: '35.80', toll_parking_costs: max, public_transport_costs: max, other_costs: max, total_forced_amount: max });
    assert.equal(full.statusCode, 200, full.body);
    // 4 × 99 999,99 + 35,80.
    assert.equal(full.json().expense.total_amount, '400035.76');
    assert.notDeepEqual(await row(ids.teacher), before);
  });

  test('GET /training-expense-statuses lists the statuses', async () => {
    const res = await callApi(t.app, 'GET /training-expense-statuses', { token: near.token });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().map((st) => st.id),
      [1, 2, 3, 4],
    );
    assert.equal(res.json().find((st) => st.id === EXPENSE_STATUS.toPay)?.name, 'À payer');
  });

  test('POST /training-expense-statuses/{statusId}/attach follows the rules of the status change', async () => {
    const attach = (token: string, statusId: number, id = ids.near) =>
      callApi(t.app, 'POST /training-expense-statuses/:statusId/attach', { params: { statusId }, body: { training_expense_id: id }, token });
    const toPay = await attach(manager.token, 2);
    assert.equal(toPay.statusCode, 200, toPay.body);
    assert.equal(toPay.json().expense.status.name, 'À payer');
    assert.equal(toPay.json().expense.history[0].to, 'À payer');
    assert.equal((await attach(manager.token, 2)).error().message, EXPENSE_MESSAGES.statusUnchanged);
    assert.equal((await attach(manager.token, 4)).error().message, EXPENSE_MESSAGES.paymentNotHere);
    assert.equal((await attach(manager.token, 99)).statusCode, 404);
    assert.equal((await attach(manager.token, 1, 999999)).statusCode, 404);
    assert.equal((await attach(near.token, 1)).statusCode, 403);
    const back = await attach(manager.token, 1);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().expense.training_expense_status_id, EXPENSE_STATUS.inProgress);
    const waiting = await attach(manager.token, 3);
    assert.equal(waiting.statusCode, 200, waiting.body);
    assert.equal(waiting.json().expense.status.name, 'En attente de pièces');
    // Accommodation saved, then no longer asked: the expense is not sent to payment until saved again.
    await t.db.update(s.registrations).set({ needs_accommodation: false }).where(eq(s.registrations.profile_id, remote.user.profileId!));
    await t.db.update(s.trainingStaff).set({ needs_accommodation: false }).where(eq(s.trainingStaff.profile_id, remote.user.profileId!));
    const stale = await attach(manager.token, 2, ids.remote);
    assert.equal(stale.statusCode, 422, stale.body);
    assert.equal(stale.error().message, EXPENSE_MESSAGES.staleLines);
    assert.deepEqual(stale.error().errors, { evening_meals: [EXPENSE_MESSAGES.mealsNotOffered], accommodation_costs: [EXPENSE_MESSAGES.accommodationNotOffered] });
    const resaved = await save(manager.token, ids.remote, { training_expense_status_id: 2 });
    assert.equal(resaved.statusCode, 200, resaved.body);
    assert.equal(resaved.json().expense.total_amount, '0.00');
    await t.db.update(s.trainingStaff).set({ needs_accommodation: true }).where(eq(s.trainingStaff.profile_id, remote.user.profileId!));
  });

  test('GET …/calculate-evening-meals: cap × dinners when meals apply, else 0; the distance may be given', async () => {
    const meals = (token: string, profileId: number, distance?: number, trainingId = training) =>
      callApi(t.app, 'GET /training-expenses/:trainingId/:profileId/calculate-evening-meals', {
        params: { trainingId, profileId },
        query: distance === undefined ? {} : { distance },
        token,
      });
    assert.deepEqual((await meals(manager.token, teacher.user.profileId!)).json(), { cap_amount: '17.90', evening_meals_cost: '35.80', applies: true });
    assert.deepEqual((await meals(near.token, near.user.profileId!)).json(), { cap_amount: '17.90', evening_meals_cost: '0.00', applies: false });
    // Not asked: no distance makes it apply.
    assert.equal((await meals(near.token, near.user.profileId!, 120)).json().evening_meals_cost, '0.00');
    // Asked: within 50 km no, beyond yes.
    assert.equal((await meals(manager.token, local.user.profileId!)).json().evening_meals_cost, '0.00');
    assert.equal((await meals(manager.token, local.user.profileId!, 50)).json().evening_meals_cost, '0.00');
    assert.equal((await meals(manager.token, local.user.profileId!, 50.1)).json().evening_meals_cost, '35.80');
    assert.equal((await meals(near.token, local.user.profileId!)).statusCode, 403);
    assert.equal((await meals(manager.token, local.user.profileId!, -1)).statusCode, 400);
  });

  test('the one-time repair zeroes the lines that do not apply on open expenses, records each change, and lists those in payment', async () => {
    // Rows written before the rule: amounts on lines that do not apply, counted in their totals.
    const extra = [
      await loginAsUser(t.app, 'stagiaire', { name: 'Rose Ancienne' }),
      await loginAsUser(t.app, 'stagiaire', { name: 'Hugo Payé' }),
      await loginAsUser(t.app, 'intervenant', { name: 'Inès Visio' }),
      await loginAsUser(t.app, 'stagiaire', { name: 'Théo Ordonné' }),
    ];
    const [old, paid, inVisio, ordered] = extra.map((w) => w.user.profileId!);
    await register(t.db, training, old, 'valide', { reimbursed: true, needs_accommodation: false });
    await register(t.db, training, paid, 'valide', { reimbursed: true, needs_accommodation: false });
    await register(t.db, training, ordered, 'valide', { reimbursed: true, needs_accommodation: false });
    await addStaff(t.db, visio, inVisio, 'teacher', { reimbursed_transportation: true, needs_accommodation: false });
    await t.db.execute(sql`
      INSERT INTO training_expenses (training_id, profile_id, training_expense_status_id, transport_costs, evening_meals,
        accommodation_costs, toll_parking_costs, public_transport_costs, other_costs, total_forced_amount, total_amount)
      VALUES (${training}, ${old}, 1, 49.91, 17.90, 75.00, 0, 0, 0, 0, 142.81),
             (${training}, ${paid}, 4, 49.91, 17.90, 0, 0, 0, 0, 0, 67.81),
             (${visio}, ${inVisio}, 2, 31.00, 17.90, 0, 4.50, 2.10, 1.00, 0, 56.50),
             (${training}, ${ordered}, 2, 12.00, 0, 60.00, 0, 0, 0, 50.00, 72.00)`);
    const idOf = async (trainingId: number, profileId: number) =>
      (await t.db.select().from(s.trainingExpenses).where(and(eq(s.trainingExpenses.training_id, trainingId), eq(s.trainingExpenses.profile_id, profileId))))[0].id;
    const [oldId, paidId, visioId, orderedId] = [await idOf(training, old), await idOf(training, paid), await idOf(visio, inVisio), await idOf(training, ordered)];
    const [regie] = await t.db.insert(s.paymentOrders).values({ order_number: 'R-TEST-LIGNES' }).returning();
    await t.db.insert(s.expensePaymentOrders).values({ training_expense_id: orderedId, payment_order_id: regie.id, sequence: 1, order_number: 'R-TEST-LIGNES/001' });
    // The expenses saved through the routes above hold only lines that apply.
    const untouched = await row(ids.teacher);

    const log = await repairExpenseLines(t.db);
    assert.ok(log);
    assert.deepEqual(
      log.map((r) => [r.expense_id, r.zeroed.map((z) => `${z.line} ${z.from}`), r.total_from, r.total_to]),
      [
        [oldId, ['evening_meals 17.90', 'accommodation 75.00'], '142.81', '49.91'],
        [visioId, ['transport 31.00', 'toll_parking 4.50', 'public_transport 2.10', 'evening_meals 17.90'], '56.50', '1.00'],
      ],
    );
    const repaired = await row(oldId);
    assert.deepEqual(
      [repaired.transport_costs, repaired.evening_meals, repaired.accommodation_costs, repaired.total_amount],
      ['49.91', '0.00', '0.00', '49.91'],
    );
    const visioRow = await row(visioId);
    assert.deepEqual([visioRow.transport_costs, visioRow.toll_parking_costs, visioRow.public_transport_costs, visioRow.other_costs, visioRow.total_amount], ['0.00', '0.00', '0.00', '1.00', '1.00']);
    assert.deepEqual(await row(ids.teacher), untouched);
    // Paid, or in a régie: amounts kept.
    assert.equal((await row(paidId)).total_amount, '67.81');
    assert.equal((await row(orderedId)).accommodation_costs, '60.00');

    // The history of the expense and the audit trail tell the change, by the system.
    const history = await t.db.select().from(s.trainingExpenseHistory).where(eq(s.trainingExpenseHistory.training_expense_id, oldId));
    assert.deepEqual(
      history.map((h) => [h.kind, h.from_value, h.to_value, h.user_id, h.user_name]),
      [['amount', '142.81', '49.91', null, 'Correction automatique']],
    );
    const audit = await t.db.select().from(s.auditEvents).where(and(eq(s.auditEvents.object_type, 'defraiement'), eq(s.auditEvents.object_id, oldId)));
    assert.deepEqual(
      audit.map((a) => [a.action, a.actor_role, a.from_value, a.to_value]).sort(),
      [
        ['defraiement.montant', 'systeme', '142.81', '49.91'],
        ['defraiement.montant', 'systeme', 'accommodation_costs 75.00', 'accommodation_costs 0.00'],
        ['defraiement.montant', 'systeme', 'evening_meals 17.90', 'evening_meals 0.00'],
      ],
    );
    const panelAfter = (await panel(admin.token, training, old)).json();
    assert.equal(panelAfter.expense!.history[0].user_name, 'Correction automatique');
    const [recorded] = await t.db.select().from(s.dataRepairs).where(eq(s.dataRepairs.name, EXPENSE_LINES_REPAIR));
    assert.equal((recorded.log as unknown[]).length, 2);

    // Once only.
    assert.equal(await repairExpenseLines(t.db), null);

    // In payment or paid: listed for the administrateur, amounts untouched.
    const checks = await callApi(t.app, 'GET /training-expense-checks', { token: admin.token });
    assert.equal(checks.statusCode, 200, checks.body);
    assert.deepEqual(
      checks.json().map((c) => [c.expense_id, c.status.id, c.amount, c.counted_total, c.lines.map((l) => `${l.line} ${l.amount}`)]),
      [
        [paidId, 4, '67.81', '49.91', ['evening_meals 17.90']],
        [orderedId, 2, '50.00', '12.00', ['accommodation 60.00']],
      ],
    );
    assert.equal((await callApi(t.app, 'GET /training-expense-checks', { token: manager.token })).statusCode, 403);
  });
  test('a person no longer offered accommodation: their open expense drops its nights and dinners at once, its total the sum of what is shown', async () => {
    const far = await loginAsUser(t.app, 'stagiaire', { name: 'Léa Loin' });
    const colmar = (await t.db.select().from(s.cities).where(eq(s.cities.insee_code, '68066')).limit(1))[0].id;
    await t.db.update(s.profiles).set({ city_id: colmar }).where(eq(s.profiles.id, far.user.profileId!));
    const held = (await createTraining(t.db, { transportation_fees: true, accommodation: true, dinners: 2, training_place_id: 1 })).id;
    await register(t.db, held, far.user.profileId!, 'valide', { reimbursed: true, needs_accommodation: true });
    const created = await callApi(t.app, 'POST /training-expenses', { body: { training_id: held, profile_id: far.user.profileId! }, token: manager.token });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;
    const saved = await save(manager.token, id, { accommodation_costs: '75', evening_meals: '17.90', toll_parking_costs: '4.20' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().expense.total_amount, '97.10');

    const off = await callApi(t.app, 'PATCH /trainings/:id/trainees/:traineeId/reimbursed', {
      params: { id: held, traineeId: far.user.profileId! },
      body: { reimbursed: true, needs_accommodation: false },
      token: manager.token,
    });
    assert.equal(off.statusCode, 200, off.body);
    const after = await row(id);
    assert.equal(after.accommodation_costs, '0.00');
    assert.equal(after.evening_meals, '0.00');
    assert.equal(after.toll_parking_costs, '4.20');
    assert.equal(after.total_amount, '4.20');
    const shown = (await panel(manager.token, held, far.user.profileId!)).json();
    assert.equal(shown.allows.accommodation, false);
    assert.equal(shown.expense?.total_amount, '4.20');
    const history = await t.db.select().from(s.trainingExpenseHistory).where(eq(s.trainingExpenseHistory.training_expense_id, id));
    assert.ok(history.some((h) => h.user_name === 'Correction automatique' && h.from_value === '97.10' && h.to_value === '4.20'), JSON.stringify(history));
  });
});
