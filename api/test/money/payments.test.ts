/**
 * Payments of expenses, payment orders and the régie: the administrateur
 * alone; all three payment fields required in French and nothing written otherwise; at most two
 * payment orders per expense, one per régie; an expense paid once, also under concurrent requests;
 * a new régie opened once; the report's and the export's totals equal to the cent the sum of their rows.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import type { RoleSlug } from '../../src/contract/common';
import { PAYMENT_MESSAGES } from '../../src/contract/payments';
import { EXPENSE_STATUS, TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { fromCents, toCents } from '../../src/modules/payments';
import { REGIE_HEADER_ROW, REGIE_TOTAL_LABEL, TRAINING_TOTAL_LABEL } from '../../src/modules/payments/regie-workbook';
import { callApi } from '../call';
import { createExpense, createTraineeProfiles, createTraining, daysFromNow, startTestApp } from '../factories-trainings';
import type { TestApp } from '../helpers';

const REFUSED: RoleSlug[] = ['gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];

let t: TestApp;
let tokens: Record<RoleSlug, string>;
let admin: string;

before(async () => {
  ({ t, tokens } = await startTestApp(['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire']));
  admin = tokens.administrateur;
});
after(() => t?.close());

/** An expense 'À payer' (or another status) of a new trainee on a new ended training. */
async function anExpense(opts: { status?: number; trainingStatus?: number; total?: string; forced?: string; trainingId?: number } = {}) {
  const trainingId =
    opts.trainingId ??
    (await createTraining(t.db, { start_date: daysFromNow(-10), end_date: daysFromNow(-9, 17), training_status_id: opts.trainingStatus ?? TRAINING_STATUS.toClose })).id;
  const [profileId] = await createTraineeProfiles(t.db, 1, 'Payé');
  const expense = await createExpense(t.db, trainingId, profileId, opts.status ?? EXPENSE_STATUS.toPay, {
    total_amount: opts.total ?? '123.45',
    total_forced_amount: opts.forced ?? '0',
    transport_costs: '80.40',
    evening_meals: '17.90',
  });
  return { expense, trainingId, profileId };
}

const newRegie = () => callApi(t.app, 'POST /payment-orders', { body: {}, token: admin });
const newOrder = (expenseId: number, token = admin) => callApi(t.app, 'POST /payment-orders', { body: { training_expense_id: expenseId }, token });
const pay = (body: { training_expense_id: number; payment_order_id?: number | null; payment_method?: string | null; payment_reference?: string | null }, token = admin) =>
  callApi(t.app, 'POST /training-expense-payments/attach', { body, token });

async function currentRegie() {
  const res = await callApi(t.app, 'GET /last-payment-order', { token: admin });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

/** A current régie that may take a new one: opened when there is none, or when the current one has payments. */
async function freshRegie() {
  const res = await newRegie();
  if (res.statusCode === 201) return res.json();
  assert.equal(res.statusCode, 422, res.body);
  return currentRegie();
}

async function payExpense(expenseId: number, method = 'virement', reference?: string) {
  const order = await newOrder(expenseId);
  assert.equal(order.statusCode, 201, order.body);
  const res = await pay({ training_expense_id: expenseId, payment_order_id: order.json().id, payment_method: method, payment_reference: reference ?? `ref-${expenseId}` });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

const paymentsOf = async (expenseId: number) =>
  Number((await t.db.select({ n: count() }).from(s.trainingExpensePayments).where(eq(s.trainingExpensePayments.training_expense_id, expenseId)))[0].n);
const statusOf = async (expenseId: number) =>
  (await t.db.select({ st: s.trainingExpenses.training_expense_status_id }).from(s.trainingExpenses).where(eq(s.trainingExpenses.id, expenseId)))[0].st;

describe('the régie', () => {
  test('before the first régie there is no current one, and an expense cannot get a payment order', async () => {
    const res = await callApi(t.app, 'GET /last-payment-order', { token: admin });
    assert.equal(res.statusCode, 404);
    assert.equal(res.error().message, PAYMENT_MESSAGES.noRegie);
    const { expense } = await anExpense();
    const order = await newOrder(expense.id);
    assert.equal(order.statusCode, 422);
    assert.equal(order.error().message, PAYMENT_MESSAGES.noRegie);
  });

  test('a new régie is numbered after the month, is the current one, and is not replaced while empty', async () => {
    const created = await newRegie();
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().message, PAYMENT_MESSAGES.regieCreated);
    assert.match(created.json().order_number, /^R-\d{4}-\d{2}$/);
    const current = await currentRegie();
    assert.equal(current.id, created.json().id);
    assert.equal(current.payments_count, 0);
    assert.equal(current.total_amount, '0.00');
    const again = await newRegie();
    assert.equal(again.statusCode, 422);
    assert.equal(again.error().message, PAYMENT_MESSAGES.emptyRegie);
    // Without any body at all, as the spec's call sends it: the same request.
    const bare = await t.app.inject({ method: 'POST', url: '/api/payment-orders', headers: { authorization: `Bearer ${admin}` } });
    assert.equal(bare.statusCode, 422, bare.body);
    assert.equal(bare.json().message, PAYMENT_MESSAGES.emptyRegie);
  });

  test('concurrent requests for a new régie open one, numbered after the previous one of the month', async () => {
    const before = await freshRegie();
    const { expense } = await anExpense();
    await payExpense(expense.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => newRegie()));
    const created = answers.filter((a) => a.statusCode === 201);
    assert.equal(created.length, 1, answers.map((a) => `${a.statusCode} ${a.body}`).join('\n'));
    for (const refused of answers.filter((a) => a.statusCode !== 201)) assert.equal(refused.error().message, PAYMENT_MESSAGES.emptyRegie);
    const number = created[0].json().order_number;
    assert.notEqual(number, before.order_number);
    assert.ok(number.startsWith(before.order_number.slice(0, 9)), `${number} suit ${before.order_number}`);
    assert.equal((await currentRegie()).id, created[0].json().id);
  });

  test('only the administrateur reads, opens and exports the régie', async () => {
    const regie = await currentRegie();
    for (const role of REFUSED) {
      const token = tokens[role];
      assert.equal((await callApi(t.app, 'GET /last-payment-order', { token })).statusCode, 403, role);
      assert.equal((await callApi(t.app, 'POST /payment-orders', { body: {}, token })).statusCode, 403, role);
      assert.equal((await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: regie.id }, token })).statusCode, 403, role);
      assert.equal((await callApi(t.app, 'GET /financial-report-export/excel/:paymentOrderId', { params: { paymentOrderId: regie.id }, token })).statusCode, 403, role);
    }
    assert.equal((await callApi(t.app, 'GET /last-payment-order')).statusCode, 401);
    assert.equal((await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: 999999 }, token: admin })).statusCode, 404);
    assert.equal((await callApi(t.app, 'GET /financial-report-export/excel/:paymentOrderId', { params: { paymentOrderId: 999999 }, token: admin })).statusCode, 404);
  });
});

describe('payment orders of an expense', () => {
  test('an expense À payer gets one payment order per régie, numbered in sequence, and two at most', async () => {
    const regie = await freshRegie();
    const { expense } = await anExpense();
    const { expense: other } = await anExpense();
    const first = await newOrder(expense.id);
    assert.equal(first.statusCode, 201, first.body);
    const second = await newOrder(other.id);
    assert.equal(second.statusCode, 201, second.body);
    const n1 = Number(first.json().order_number.split('/')[1]);
    const n2 = Number(second.json().order_number.split('/')[1]);
    assert.equal(first.json().order_number.split('/')[0], regie.order_number);
    assert.equal(n2, n1 + 1);

    const same = await newOrder(expense.id);
    assert.equal(same.statusCode, 422);
    assert.equal(same.error().message, PAYMENT_MESSAGES.orderInCurrentRegie);

    // The régie is closed before the expense was paid: a second order in the new régie, then no third.
    await payExpense((await anExpense()).expense.id);
    assert.equal((await newRegie()).statusCode, 201);
    const again = await newOrder(expense.id);
    assert.equal(again.statusCode, 201, again.body);
    await payExpense((await anExpense()).expense.id);
    assert.equal((await newRegie()).statusCode, 201);
    const third = await newOrder(expense.id);
    assert.equal(third.statusCode, 422);
    assert.equal(third.error().message, PAYMENT_MESSAGES.tooManyOrders);

    const panel = await callApi(t.app, 'GET /training-expenses/:id/payment', { params: { id: expense.id }, token: admin });
    assert.equal(panel.statusCode, 200, panel.body);
    assert.equal(panel.json().payment_orders.length, 2);
    assert.equal(panel.json().can_create_payment_order, false);
    assert.equal(panel.json().can_pay, true);
  });

  test('an expense not À payer, paid, or of a closed training gets no payment order', async () => {
    await freshRegie();
    for (const [opts, message] of [
      [{ status: EXPENSE_STATUS.inProgress }, PAYMENT_MESSAGES.notToPay],
      [{ status: EXPENSE_STATUS.paymentIssued }, PAYMENT_MESSAGES.alreadyPaid],
      [{ trainingStatus: TRAINING_STATUS.closed }, PAYMENT_MESSAGES.trainingClosed],
      [{ total: '0.00', forced: '0' }, PAYMENT_MESSAGES.nothingToPay],
    ] as const) {
      const { expense } = await anExpense(opts);
      const res = await newOrder(expense.id);
      assert.equal(res.statusCode, 422, res.body);
      assert.equal(res.error().message, message);
    }
    assert.equal((await newOrder(999999)).statusCode, 404);
  });

  test('concurrent requests for a payment order of one expense make one', async () => {
    await freshRegie();
    const { expense } = await anExpense();
    const answers = await Promise.all(Array.from({ length: 6 }, () => newOrder(expense.id)));
    assert.equal(answers.filter((a) => a.statusCode === 201).length, 1, answers.map((a) => a.body).join('\n'));
    const rows = await t.db.select().from(s.expensePaymentOrders).where(eq(s.expensePaymentOrders.training_expense_id, expense.id));
    assert.equal(rows.length, 1);
  });

  test('concurrent payment orders of different expenses get different numbers in sequence', async () => {
    const regie = await freshRegie();
    const expenses = await Promise.all(Array.from({ length: 5 }, () => anExpense()));
    const answers = await Promise.all(expenses.map(({ expense }) => newOrder(expense.id)));
    for (const a of answers) assert.equal(a.statusCode, 201, a.body);
    const numbers = answers.map((a) => Number(a.json().order_number.split('/')[1])).sort((a, b) => a - b);
    assert.equal(new Set(numbers).size, numbers.length);
    assert.deepEqual(numbers, numbers.map((_, i) => numbers[0] + i));
    assert.ok(answers.every((a) => a.json().order_number.startsWith(`${regie.order_number}/`)));
  });

  test('only the administrateur makes payment orders and reads the payment section', async () => {
    const { expense } = await anExpense();
    for (const role of REFUSED) {
      assert.equal((await newOrder(expense.id, tokens[role])).statusCode, 403, role);
      assert.equal((await callApi(t.app, 'GET /training-expenses/:id/payment', { params: { id: expense.id }, token: tokens[role] })).statusCode, 403, role);
    }
    assert.equal(await t.db.$count(s.expensePaymentOrders, eq(s.expensePaymentOrders.training_expense_id, expense.id)), 0);
    assert.equal((await callApi(t.app, 'GET /training-expenses/:id/payment', { params: { id: 999999 }, token: admin })).statusCode, 404);
  });
});

describe('paying an expense', () => {
  test('the three fields are required, in French, and nothing is written without them', async () => {
    await freshRegie();
    const { expense } = await anExpense();
    const order = (await newOrder(expense.id)).json();
    const full = { training_expense_id: expense.id, payment_order_id: order.id, payment_method: 'virement', payment_reference: 'REF-1' };
    for (const [field, blank] of [
      ['payment_order_id', null],
      ['payment_method', ''],
      ['payment_reference', '   '],
    ] as const) {
      const res = await pay({ ...full, [field]: blank });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.error().message, 'Veuillez remplir tous les champs');
      assert.deepEqual(Object.keys(res.error().errors ?? {}), [field]);
    }
    const none = await callApi(t.app, 'POST /training-expense-payments/attach', { rawBody: { training_expense_id: expense.id }, token: admin });
    assert.equal(none.statusCode, 400);
    assert.equal(none.error().message, 'Veuillez remplir tous les champs');
    const wrongMethod = await pay({ ...full, payment_method: 'espèces' });
    assert.equal(wrongMethod.statusCode, 400);
    assert.equal(wrongMethod.error().message, PAYMENT_MESSAGES.badMethod);
    const wrongType = await callApi(t.app, 'POST /training-expense-payments/attach', { rawBody: { ...full, payment_order_id: 'abc' }, token: admin });
    assert.equal(wrongType.statusCode, 400);
    assert.equal(await paymentsOf(expense.id), 0);
    assert.equal(await statusOf(expense.id), EXPENSE_STATUS.toPay);
  });

  test('paying records the régie, method, reference and amount (forced when above 0) and marks the expense paid', async () => {
    const regie = await freshRegie();
    const { expense, profileId } = await anExpense({ total: '99.99', forced: '120.00' });
    const panel = (await callApi(t.app, 'GET /training-expenses/:id/payment', { params: { id: expense.id }, token: admin })).json();
    assert.equal(panel.default_reference, `${expense.id}-${profileId}`);
    assert.equal(panel.expense.amount, '120.00');
    assert.equal(panel.can_pay, true);
    assert.equal(panel.can_create_payment_order, true);
    const paid = await payExpense(expense.id, 'chèque', panel.default_reference);
    assert.equal(paid.message, PAYMENT_MESSAGES.paid);
    assert.equal(paid.payment.payment_method, 'chèque');
    assert.equal(paid.payment.payment_reference, `${expense.id}-${profileId}`);
    assert.equal(paid.payment.amount, '120.00');
    assert.equal(paid.payment.payment_order_id, regie.id);
    assert.equal(paid.payment.regie_number, regie.order_number);
    assert.equal(await statusOf(expense.id), EXPENSE_STATUS.paymentIssued);
    // The expense's history holds the payment: who, from 'À payer' to paid.
    const history = await t.db
      .select()
      .from(s.trainingExpenseHistory)
      .where(eq(s.trainingExpenseHistory.training_expense_id, expense.id));
    assert.deepEqual(
      history.map((row) => [row.kind, row.from_value, row.to_value, row.user_id !== null]),
      [['status', String(EXPENSE_STATUS.toPay), String(EXPENSE_STATUS.paymentIssued), true]],
    );
    const after = (await callApi(t.app, 'GET /training-expenses/:id/payment', { params: { id: expense.id }, token: admin })).json();
    assert.equal(after.payment?.payment_reference, `${expense.id}-${profileId}`);
    assert.equal(after.can_pay, false);
    assert.equal(after.can_create_payment_order, false);
    assert.equal(after.blocked_reason, null);
  });

  test('an expense not À payer, of a closed training, or under an order of another expense or of a closed régie is not paid', async () => {
    await freshRegie();
    const { expense: mine } = await anExpense();
    const { expense: theirs } = await anExpense();
    const theirOrder = (await newOrder(theirs.id)).json();
    const wrong = await pay({ training_expense_id: mine.id, payment_order_id: theirOrder.id, payment_method: 'virement', payment_reference: 'x' });
    assert.equal(wrong.statusCode, 422);
    assert.equal(wrong.error().message, PAYMENT_MESSAGES.unknownOrder);

    // An order of a régie since closed.
    const myOrder = (await newOrder(mine.id)).json();
    await payExpense((await anExpense()).expense.id);
    assert.equal((await newRegie()).statusCode, 201);
    const stale = await pay({ training_expense_id: mine.id, payment_order_id: myOrder.id, payment_method: 'virement', payment_reference: 'x' });
    assert.equal(stale.statusCode, 422);
    assert.equal(stale.error().message, PAYMENT_MESSAGES.closedRegie);

    const { expense: draft } = await anExpense({ status: EXPENSE_STATUS.inProgress });
    const refusedDraft = await pay({ training_expense_id: draft.id, payment_order_id: myOrder.id, payment_method: 'virement', payment_reference: 'x' });
    assert.equal(refusedDraft.statusCode, 422);
    assert.equal(refusedDraft.error().message, PAYMENT_MESSAGES.notToPay);

    // The training is closed after the order was made.
    const { expense: late, trainingId } = await anExpense();
    const lateOrder = (await newOrder(late.id)).json();
    await t.db.update(s.trainings).set({ training_status_id: TRAINING_STATUS.closed }).where(eq(s.trainings.id, trainingId));
    const closed = await pay({ training_expense_id: late.id, payment_order_id: lateOrder.id, payment_method: 'virement', payment_reference: 'x' });
    assert.equal(closed.statusCode, 422);
    assert.equal(closed.error().message, PAYMENT_MESSAGES.trainingClosed);

    // Its amount corrected to 0,00 € after the order was made: nothing to pay, and the panel says why.
    const { expense: nothing } = await anExpense();
    const nothingOrder = (await newOrder(nothing.id)).json();
    await t.db.update(s.trainingExpenses).set({ total_amount: '0.00', total_forced_amount: '0.00' }).where(eq(s.trainingExpenses.id, nothing.id));
    const zero = await pay({ training_expense_id: nothing.id, payment_order_id: nothingOrder.id, payment_method: 'virement', payment_reference: 'x' });
    assert.equal(zero.statusCode, 422);
    assert.equal(zero.error().message, PAYMENT_MESSAGES.nothingToPay);
    const panel = await callApi(t.app, 'GET /training-expenses/:id/payment', { params: { id: nothing.id }, token: admin });
    assert.equal(panel.json().can_pay, false);
    assert.equal(panel.json().blocked_reason, PAYMENT_MESSAGES.nothingToPay);

    for (const id of [mine.id, draft.id, late.id, nothing.id]) assert.equal(await paymentsOf(id), 0);
    assert.equal(await statusOf(late.id), EXPENSE_STATUS.toPay);
    assert.equal((await pay({ training_expense_id: 999999, payment_order_id: 1, payment_method: 'virement', payment_reference: 'x' })).statusCode, 404);
  });

  test('only the administrateur pays', async () => {
    await freshRegie();
    const { expense } = await anExpense();
    const order = (await newOrder(expense.id)).json();
    for (const role of REFUSED) {
      const res = await pay({ training_expense_id: expense.id, payment_order_id: order.id, payment_method: 'virement', payment_reference: 'x' }, tokens[role]);
      assert.equal(res.statusCode, 403, role);
    }
    assert.equal(await paymentsOf(expense.id), 0);
    assert.equal(await statusOf(expense.id), EXPENSE_STATUS.toPay);
  });

  test('concurrent payments of one expense: exactly one succeeds, one payment is recorded', async () => {
    await freshRegie();
    const { expense } = await anExpense();
    const order = (await newOrder(expense.id)).json();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        pay({ training_expense_id: expense.id, payment_order_id: order.id, payment_method: i % 2 ? 'chèque' : 'virement', payment_reference: `REF-${i}` }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 201);
    assert.equal(ok.length, 1, answers.map((a) => `${a.statusCode} ${a.body}`).join('\n'));
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      assert.equal(refused.statusCode, 422);
      assert.equal(refused.error().message, PAYMENT_MESSAGES.alreadyPaid);
    }
    assert.equal(await paymentsOf(expense.id), 1);
    assert.equal(await statusOf(expense.id), EXPENSE_STATUS.paymentIssued);
  });
});

describe('the régie report and its export', () => {
  /** Reads back an exported régie: its rows per training, the training totals and the régie total, in cents. */
  async function readExport(regieId: number) {
    const res = await callApi(t.app, 'GET /financial-report-export/excel/:paymentOrderId', { params: { paymentOrderId: regieId }, token: admin });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Régie');
    assert.ok(sheet);
    const rows: { training: string; name: string; cents: number; method: string; reference: string }[] = [];
    const trainingTotals = new Map<string, number>();
    let regieTotal: number | null = null;
    sheet.eachRow((row, n) => {
      if (n <= REGIE_HEADER_ROW) return;
      const training = String(row.getCell(1).value ?? '');
      const name = String(row.getCell(3).value ?? '');
      const cents = toCents(Number(row.getCell(4).value).toFixed(2));
      if (training === REGIE_TOTAL_LABEL) regieTotal = cents;
      else if (name === TRAINING_TOTAL_LABEL) trainingTotals.set(training, cents);
      else rows.push({ training, name, cents, reference: String(row.getCell(14).value), method: String(row.getCell(15).value) });
    });
    return { disposition: String(res.headers['content-disposition']), title: String(sheet.getRow(1).getCell(1).value), header: sheet.getRow(REGIE_HEADER_ROW).values, rows, trainingTotals, regieTotal };
  }

  async function fullReport(regieId: number) {
    const trainings = [];
    for (let page = 1; ; page++) {
      const res = await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: regieId }, query: { page }, token: admin });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.per_page, 10);
      trainings.push(...body.data);
      if (page >= body.last_page) return { trainings, regie: body.payment_order, total: body.total };
    }
  }

  test('groups the payments by training, 10 trainings a page, with every column, and exports the same rows and totals', async () => {
    // A régie of its own: the current one has payments, so a new one opens.
    const regie = await freshRegie();
    const trainingIds: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { trainingId } = await anExpense({ status: EXPENSE_STATUS.inProgress });
      trainingIds.push(trainingId);
    }
    const paid: { id: number; cents: number }[] = [];
    for (const [i, trainingId] of trainingIds.entries()) {
      for (let j = 0; j < (i % 3) + 1; j++) {
        const total = fromCents(1001 + i * 137 + j * 59);
        const { expense } = await anExpense({ trainingId, total });
        await payExpense(expense.id, j % 2 ? 'chèque' : 'virement');
        paid.push({ id: expense.id, cents: toCents(total) });
      }
    }
    const expected = paid.reduce((sum, p) => sum + p.cents, 0);
    const page1 = await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: regie.id }, token: admin });
    const body = page1.json();
    assert.equal(body.data.length, 10);
    assert.equal(body.last_page, 2);
    assert.equal(body.total, 11);
    const first = body.data[0].participants[0];
    assert.equal(first.transport_costs, '80.40');
    assert.equal(first.evening_meals, '17.90');
    assert.equal(first.accommodation_costs, '0.00');
    assert.match(first.participant_name, /^Payé /);

    const report = await fullReport(regie.id);
    assert.equal(report.trainings.length, 11);
    assert.equal(report.regie.payments_count, paid.length);
    assert.equal(toCents(report.regie.total_amount), expected);
    for (const training of report.trainings) {
      assert.equal(toCents(training.total_expenses), training.participants.reduce((sum, p) => sum + toCents(p.amount), 0));
    }

    const exported = await readExport(regie.id);
    assert.match(exported.disposition, new RegExp(`filename="regie-${regie.order_number}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"`));
    assert.equal(exported.title, `Régie ${regie.order_number}`);
    assert.equal(exported.rows.length, paid.length);
    assert.equal(exported.regieTotal, expected);
    assert.deepEqual(
      [...exported.trainingTotals.values()],
      report.trainings.map((tr) => toCents(tr.total_expenses)),
    );
    assert.deepEqual(new Set(exported.rows.map((r) => r.method)), new Set(['virement', 'chèque']));
  });

  test('totals are exact to the cent for any amounts (generated expenses)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ cents: fc.integer({ min: 1, max: 99_999_999 }), forced: fc.option(fc.integer({ min: 1, max: 99_999_999 }), { nil: undefined }) }), { minLength: 1, maxLength: 6 }),
        async (amounts) => {
          const regie = await freshRegie();
          const trainingId = (await createTraining(t.db, { start_date: daysFromNow(-10), end_date: daysFromNow(-9, 17), training_status_id: TRAINING_STATUS.toClose })).id;
          let expected = 0;
          for (const a of amounts) {
            const { expense } = await anExpense({ trainingId, total: fromCents(a.cents), forced: a.forced === undefined ? '0' : fromCents(a.forced) });
            await payExpense(expense.id);
            expected += a.forced ?? a.cents;
          }
          const report = await fullReport(regie.id);
          assert.equal(toCents(report.regie.total_amount), expected);
          assert.equal(report.trainings.length, 1);
          assert.equal(toCents(report.trainings[0].total_expenses), expected);
          const exported = await readExport(regie.id);
          assert.equal(exported.regieTotal, expected);
          assert.equal(exported.rows.reduce((sum, r) => sum + r.cents, 0), expected);
          assert.deepEqual([...exported.trainingTotals.values()], [expected]);
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('money in cents', () => {
  test('reads and writes decimal strings exactly, rounding half away from zero beyond the cent', () => {
    assert.equal(toCents('0.10'), 10);
    assert.equal(toCents('1234.5'), 123450);
    assert.equal(toCents('0.125'), 13);
    assert.equal(toCents('-0.125'), -13);
    assert.equal(toCents('0.124'), 12);
    assert.equal(fromCents(5), '0.05');
    assert.equal(fromCents(-1234), '-12.34');
    fc.assert(fc.property(fc.integer({ min: -9e12, max: 9e12 }), (c) => toCents(fromCents(c)) === c));
    // 0.1 + 0.2 in cents is 0.30, not 0.30000000000000004.
    assert.equal(fromCents(toCents('0.1') + toCents('0.2')), '0.30');
    assert.throws(() => toCents('1,50'));
  });
});
