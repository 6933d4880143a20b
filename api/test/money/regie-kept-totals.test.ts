/**
 * The régie's totals the database keeps (migration 0036): per régie, its payments, their sum in cents,
 * its flagged transfers and its trainings (with their start, the report's order). After payments added
 * (one and several at once), amounts changed, payments moved to another régie, flagged and unflagged, a
 * training's start moved, an expense moved to another training, deletes (a payment, an expense, a
 * training, a payee's profile, each cascading), an anonymisation and an emptying, each kept value equals
 * count(*) or SUM() to the cent, and the report and the current régie answer the totals and the order of
 * trainings they computed before.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { EXPENSE_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { emptyInstituteData } from '../../src/db/seed';
import { queryRows } from '../../src/lib/sql';
import { runRetention } from '../../src/modules/retention';
import { callApi } from '../call';
import { loginAs } from '../factories';
import { createExpense, createTraineeProfiles, createTraining, daysFromNow } from '../factories-trainings';
import { createTestApp, testEngine, type TestApp } from '../helpers';
import { assertAllKept } from '../kept-counts';

const DAY = 86_400_000;
const YEAR = 365 * DAY;

let t: TestApp;
let admin: string;
before(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'administrateur');
});
after(() => t.close());

let regieSequence = 0;
async function aRegie(): Promise<number> {
  const [row] = await t.db.insert(s.paymentOrders).values({ order_number: `R-KEPT-${process.pid}-${++regieSequence}` }).returning();
  return row.id;
}

async function aPayment(regieId: number, expenseId: number, amount: string, flaggedAt: Date | null = null) {
  const [row] = await t.db
    .insert(s.trainingExpensePayments)
    .values({ training_expense_id: expenseId, payment_order_id: regieId, payment_method: 'virement', payment_reference: `K-${expenseId}`, amount, bank_details_changed_at: flaggedAt })
    .returning();
  return row;
}

interface Counted {
  payments_count: number;
  total_amount: string;
  flagged_count: number;
  trainings: number[];
}

/** The régie's figures computed from its payments: count(*), SUM() to the cent, its trainings by start. */
async function counted(regieId: number): Promise<Counted> {
  const [totals] = await queryRows<{ n: number; total: string; flagged: number }>(
    t.db,
    sql`SELECT count(*)::int AS n, COALESCE(SUM(amount), 0)::numeric(14, 2)::text AS total, count(bank_details_changed_at)::int AS flagged
      FROM training_expense_payments WHERE payment_order_id = ${regieId}`,
  );
  const trainings = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT tr.id FROM training_expense_payments p JOIN training_expenses x ON x.id = p.training_expense_id JOIN trainings tr ON tr.id = x.training_id
      WHERE p.payment_order_id = ${regieId} GROUP BY tr.id ORDER BY min(tr.start_date), tr.id`,
  );
  return { payments_count: totals.n, total_amount: totals.total, flagged_count: totals.flagged, trainings: trainings.map((r) => r.id) };
}

/**
 * The régie as the report answers it, read two trainings a page: the total of the first page (a full
 * one asks for the count), the trainings of every page.
 */
async function reported(regieId: number): Promise<Counted & { total: number }> {
  const trainings: number[] = [];
  let total = 0;
  let payment: Omit<Counted, 'trainings'> | null = null;
  for (let page = 1; page === 1 || trainings.length < total; page += 1) {
    const res = await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: regieId }, token: admin, query: { page, per_page: 2 } });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    trainings.push(...body.data.map((d) => d.training_id));
    if (page === 1) total = body.total;
    payment = { payments_count: body.payment_order.payments_count, total_amount: body.payment_order.total_amount, flagged_count: body.payment_order.flagged_count };
    if (body.data.length === 0) break;
  }
  return { ...payment!, trainings, total };
}

async function assertRegies(regieIds: number[], when: string): Promise<void> {
  await assertAllKept(t.db, when);
  for (const id of regieIds) {
    const expected = await counted(id);
    const answer = await reported(id);
    assert.deepEqual({ ...answer, total: undefined }, { ...expected, total: undefined }, `régie ${id} ${when}`);
    assert.equal(answer.total, expected.trainings.length, `trainings of régie ${id} ${when}`);
  }
  const current = await callApi(t.app, 'GET /last-payment-order', { token: admin });
  assert.equal(current.statusCode, 200, current.body);
  const last = Math.max(...(await queryRows<{ id: number }>(t.db, sql`SELECT id FROM payment_orders`)).map((r) => r.id));
  const { trainings: _, ...expected } = await counted(last);
  assert.deepEqual(
    { payments_count: current.json().payments_count, total_amount: current.json().total_amount, flagged_count: current.json().flagged_count },
    expected,
    `current régie ${when}`,
  );
}

describe(`the régie's totals kept by the database on ${testEngine}`, () => {
  test('payments added, changed, moved, flagged, their trainings moved, deletes and an anonymisation: kept to the cent', async () => {
    const [r1, r2] = [await aRegie(), await aRegie()];
    await assertRegies([r1, r2], 'with no payment');
    const trainings: (typeof s.trainings.$inferSelect)[] = [];
    for (let i = 0; i < 4; i += 1) trainings.push(await createTraining(t.db, { start_date: daysFromNow(-40 + 7 * ((i * 3) % 4)), end_date: daysFromNow(-39 + 7 * ((i * 3) % 4), 17) }));
    const people = await createTraineeProfiles(t.db, 5, 'Payé');
    const expenses: Record<string, number> = {};
    for (const training of trainings) {
      for (const profileId of people) {
        expenses[`${training.id}:${profileId}`] = (await createExpense(t.db, training.id, profileId, EXPENSE_STATUS.paymentIssued)).id;
      }
    }
    const expenseOf = (training: number, person: number) => expenses[`${trainings[training].id}:${people[person]}`];
    // Amounts whose sum a binary float would not keep to the cent.
    const p1 = await aPayment(r1, expenseOf(0, 0), '0.10');
    const p2 = await aPayment(r1, expenseOf(0, 1), '0.20', new Date());
    const p3 = await aPayment(r1, expenseOf(1, 0), '99999999.99');
    await aPayment(r1, expenseOf(2, 0), '1234.56');
    await aPayment(r2, expenseOf(3, 0), '0.07');
    // Several in one statement.
    await t.db.insert(s.trainingExpensePayments).values(
      [1, 2, 3].map((person) => ({ training_expense_id: expenseOf(3, person), payment_order_id: r2, payment_method: 'chèque', payment_reference: `K-${person}`, amount: `${person}.33` })),
    );
    await assertRegies([r1, r2], 'after payments');

    // The report's total of trainings is the kept count itself.
    await t.db.execute(sql`UPDATE list_counts SET n = n + 1000 WHERE list = 'regie_trainings' AND key = ${r1}`);
    try {
      const res = await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: r1 }, token: admin, query: { page: 1, per_page: 2 } });
      assert.equal(res.json().total, (await counted(r1)).trainings.length + 1000);
    } finally {
      await t.db.execute(sql`UPDATE list_counts SET n = n - 1000 WHERE list = 'regie_trainings' AND key = ${r1}`);
    }

    // An amount changed, a payment moved to the other régie, one flagged and another unflagged, a change
    // of reference alone, and a change rolled back.
    await t.db.update(s.trainingExpensePayments).set({ amount: '0.01' }).where(eq(s.trainingExpensePayments.id, p3.id));
    await t.db.update(s.trainingExpensePayments).set({ payment_order_id: r2 }).where(eq(s.trainingExpensePayments.id, p1.id));
    await t.db.update(s.trainingExpensePayments).set({ bank_details_changed_at: null }).where(eq(s.trainingExpensePayments.id, p2.id));
    await t.db.update(s.trainingExpensePayments).set({ bank_details_changed_at: new Date() }).where(eq(s.trainingExpensePayments.payment_order_id, r2));
    await t.db.update(s.trainingExpensePayments).set({ payment_reference: 'Autre' }).where(eq(s.trainingExpensePayments.id, p2.id));
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.update(s.trainingExpensePayments).set({ amount: '5.55', payment_order_id: r1 }).where(eq(s.trainingExpensePayments.payment_order_id, r2));
        throw new Error('rolled back');
      }),
    );
    await assertRegies([r1, r2], 'after changes of payments');

    // A training's start moved (the report's order follows); an unpaid expense deleted, and a paid one
    // moved to its training.
    await t.db.update(s.trainings).set({ start_date: daysFromNow(-90), end_date: daysFromNow(-89, 17) }).where(eq(s.trainings.id, trainings[2].id));
    await t.db.delete(s.trainingExpenses).where(and(eq(s.trainingExpenses.training_id, trainings[2].id), eq(s.trainingExpenses.profile_id, people[1])));
    await t.db.update(s.trainingExpenses).set({ training_id: trainings[2].id }).where(eq(s.trainingExpenses.id, expenseOf(0, 1)));
    await assertRegies([r1, r2], 'after changes of trainings and expenses');

    // Deletes: a payment, an expense with its payment, a training with its expenses and payments, a payee's
    // profile with theirs.
    await t.db.delete(s.trainingExpensePayments).where(eq(s.trainingExpensePayments.id, p2.id));
    await t.db.delete(s.trainingExpenses).where(eq(s.trainingExpenses.id, expenseOf(3, 1)));
    await t.db.delete(s.trainings).where(eq(s.trainings.id, trainings[1].id));
    await t.db.delete(s.profiles).where(eq(s.profiles.id, people[2]));
    await assertRegies([r1, r2], 'after deletes');

    // A payee's account closed three years ago is anonymised: their payments stay, counted.
    const [account] = await queryRows<{ user_id: number }>(t.db, sql`SELECT user_id FROM profiles WHERE id = ${people[3]}`);
    await t.db.update(s.users).set({ is_active: false, closed_at: new Date() }).where(eq(s.users.id, account.user_id));
    const result = await runRetention(t.db, new Date(Date.now() + 3 * YEAR + 2 * DAY));
    assert.ok(result.closed.includes(account.user_id), JSON.stringify(result));
    admin = await loginAs(t.app, 'administrateur');
    await assertRegies([r1, r2], 'after an anonymisation');
  });

  test('emptying the institute empties the régies’ kept totals; new payments are counted again', async () => {
    await emptyInstituteData(t.db);
    const [kept] = await queryRows<{ n: number }>(t.db, sql`SELECT (SELECT count(*) FROM list_counts WHERE n <> 0) + (SELECT count(*) FROM regie_trainings) AS n`);
    assert.equal(Number(kept.n), 0);
    admin = await loginAs(t.app, 'administrateur');
    const regie = await aRegie();
    const training = await createTraining(t.db, { start_date: daysFromNow(-20), end_date: daysFromNow(-19, 17) });
    const [profileId] = await createTraineeProfiles(t.db, 1, 'Nouveau');
    await aPayment(regie, (await createExpense(t.db, training.id, profileId, EXPENSE_STATUS.paymentIssued)).id, '42.42');
    await assertRegies([regie], 'after an emptying');
    assert.equal((await reported(regie)).total_amount, '42.42');
  });
});
