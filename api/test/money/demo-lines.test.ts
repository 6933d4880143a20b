/**
 * The demo's expenses are consistent: over every expense of the seed, the panel shows the lines that
 * apply, no other line holds an amount, and the total is exactly the sum of the lines shown; the repair
 * finds nothing to do and nothing is left for the administrateur to check.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../src/db/seed-demo';
import { repairExpenseLines } from '../../src/modules/expenses';
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

/** Cents of "12.34", by the digits. */
const cents = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

test('every demo expense: the total is the sum of the lines its panel shows, and no hidden line holds an amount', async () => {
  const expenses = await t.db.query.trainingExpenses.findMany();
  assert.ok(expenses.length > 20, `${expenses.length} défraiements`);
  let withMeals = 0;
  for (const e of expenses) {
    const res = await callApi(t.app, 'GET /training-expenses/by-training/:trainingId/profiles/:profileId', {
      params: { trainingId: e.training_id, profileId: e.profile_id },
      token: admin,
    });
    assert.equal(res.statusCode, 200, res.body);
    const { allows, expense } = res.json();
    assert.ok(expense);
    const lines = {
      transport: expense.transport_costs,
      toll_parking: expense.toll_parking_costs,
      public_transport: expense.public_transport_costs,
      evening_meals: expense.evening_meals,
      accommodation: expense.accommodation_costs,
      other: expense.other_costs,
    };
    let shown = 0;
    for (const [line, amount] of Object.entries(lines) as [keyof typeof lines, string][]) {
      if (allows[line]) shown += cents(amount);
      else assert.equal(amount, '0.00', `défraiement ${e.id} : ${line} ne s’applique pas`);
    }
    assert.equal(cents(expense.total_amount), shown, `défraiement ${e.id}`);
    if (cents(expense.evening_meals) > 0) withMeals += 1;
  }
  // Accommodated people claim their dinners: the demo still shows meals.
  assert.ok(withMeals > 0, 'des repas dans la démo');
});

test('the repair finds nothing to change in the demo, and nothing is left to check', async () => {
  assert.deepEqual(await repairExpenseLines(t.db), []);
  const checks = await callApi(t.app, 'GET /training-expense-checks', { token: admin });
  assert.equal(checks.statusCode, 200, checks.body);
  assert.deepEqual(checks.json(), []);
});
