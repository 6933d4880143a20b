/** The demo's current régie: paid expenses of several trainings, by transfer and by cheque, totals exact. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../src/db/seed-demo';
import { EXPENSE_STATUS } from '../../src/contract/statuses';
import { toCents } from '../../src/modules/payments';
import { callApi } from '../call';
import { tokenFor } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  admin = await tokenFor(t.app, { email: DEMO_ACCOUNTS.administrateur, password: DEMO_PASSWORD });
});
after(() => t?.close());

test('the current régie of the demo holds payments of several trainings, both methods, and expenses stay to pay', async () => {
  const regie = (await callApi(t.app, 'GET /last-payment-order', { token: admin })).json();
  assert.match(regie.order_number, /^R-\d{4}-\d{2}$/);
  const res = await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: regie.id }, query: { per_page: 100 }, token: admin });
  assert.equal(res.statusCode, 200, res.body);
  const trainings = res.json().data;
  assert.ok(trainings.length >= 2, `${trainings.length} formations`);
  const people = trainings.flatMap((tr) => tr.participants);
  assert.deepEqual(new Set(people.map((p) => p.payment_method)), new Set(['virement', 'chèque']));
  assert.equal(people.length, regie.payments_count);
  assert.equal(people.reduce((sum, p) => sum + toCents(p.amount), 0), toCents(regie.total_amount));

  const toPay = await t.db.query.trainingExpenses.findMany({ where: (e, { eq }) => eq(e.training_expense_status_id, EXPENSE_STATUS.toPay) });
  assert.ok(toPay.length > 0, 'des défraiements restent à payer');
});

test('every seeded expense has a history that ends at its status, paid ones by the administrateur, shown in the panel', async () => {
  const expenses = await t.db.query.trainingExpenses.findMany();
  const history = await t.db.query.trainingExpenseHistory.findMany({ orderBy: (h, { asc }) => [asc(h.created_at), asc(h.id)] });
  assert.ok(expenses.length > 0);
  const adminUser = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, DEMO_ACCOUNTS.administrateur) });
  for (const expense of expenses) {
    const statuses = history.filter((h) => h.training_expense_id === expense.id && h.kind === 'status');
    assert.ok(statuses.length > 0, `historique du défraiement ${expense.id}`);
    assert.equal(statuses[0].from_value, null);
    assert.equal(statuses[0].to_value, String(EXPENSE_STATUS.inProgress));
    // Each change starts where the previous one ended, and the last one is the expense's status.
    for (let i = 1; i < statuses.length; i++) assert.equal(statuses[i].from_value, statuses[i - 1].to_value);
    assert.equal(statuses.at(-1)!.to_value, String(expense.training_expense_status_id));
    if (expense.training_expense_status_id === EXPENSE_STATUS.paymentIssued) assert.equal(statuses.at(-1)!.user_id, adminUser!.id);
  }

  const paid = expenses.find((e) => e.training_expense_status_id === EXPENSE_STATUS.paymentIssued)!;
  const panel = await callApi(t.app, 'GET /training-expenses/by-training/:trainingId/profiles/:profileId', {
    params: { trainingId: paid.training_id, profileId: paid.profile_id },
    token: admin,
  });
  assert.equal(panel.statusCode, 200, panel.body);
  const labels = panel.json().expense!.history.map((h: { from: string | null; to: string }) => `${h.from ?? '—'} → ${h.to}`);
  assert.ok(labels.includes('À payer → Mise en paiement'), labels.join(' | '));
});

test('the earlier régies of the demo are closed, listed with their payments, and one transfer is marked', async () => {
  const res = await callApi(t.app, 'GET /regies', { query: { per_page: 100 }, token: admin });
  assert.equal(res.statusCode, 200, res.body);
  const regies = res.json().data;
  assert.ok(regies.length >= 2, `${regies.length} régies closes`);
  assert.ok(regies.every((r) => r.closed_at !== null && r.payments_count > 0));
  assert.equal(regies.reduce((sum, r) => sum + r.flagged_count, 0), 1);
  const current = (await callApi(t.app, 'GET /last-payment-order', { token: admin })).json();
  assert.equal(current.closed_at, null);
  for (const regie of regies) {
    const report = await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: regie.id }, query: { per_page: 100 }, token: admin });
    const people = report.json().data.flatMap((tr) => tr.participants);
    assert.equal(people.reduce((sum, p) => sum + toCents(p.amount), 0), toCents(regie.total_amount), regie.order_number);
  }
});
