/**
 * Payments stay reversible until their régie is closed, and every régie stays readable: a payment of
 * the current régie is cancelled with its reason (the expense is 'À payer' again, both audited) and
 * refused once the next régie is opened; the closed régies are listed with their count and total and
 * read and exported to the cent; a transfer to bank details changed shortly before needs an explicit
 * confirmation and stays marked in the régie and its export.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { RoleSlug } from '../../src/contract/common';
import { AUDIT_ACTIONS } from '../../src/contract/audit';
import { PAYMENT_MESSAGES, type Regie } from '../../src/contract/payments';
import { EXPENSE_STATUS, TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { sealBankDetails } from '../../src/lib/bank-details';
import { fromCents, toCents } from '../../src/modules/payments';
import { REGIE_HEADER_ROW, REGIE_TOTAL_LABEL, REGIE_WORKBOOK_COLUMNS, TRAINING_TOTAL_LABEL } from '../../src/modules/payments/regie-workbook';
import { callApi } from '../call';
import { createExpense, createTraineeProfiles, createTraining, daysFromNow, startTestApp } from '../factories-trainings';
import type { TestApp } from '../helpers';

const REFUSED: RoleSlug[] = ['gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
const DAY = 24 * 3600 * 1000;

let t: TestApp;
let tokens: Record<RoleSlug, string>;
let admin: string;

before(async () => {
  ({ t, tokens } = await startTestApp(['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire']));
  admin = tokens.administrateur;
});
after(() => t?.close());

async function anExpense(total: string, profileId?: number) {
  const training = await createTraining(t.db, { start_date: daysFromNow(-10), end_date: daysFromNow(-9, 17), training_status_id: TRAINING_STATUS.toClose });
  const profile = profileId ?? (await createTraineeProfiles(t.db, 1, 'Régie'))[0];
  const expense = await createExpense(t.db, training.id, profile, EXPENSE_STATUS.toPay, { total_amount: total, total_forced_amount: '0' });
  return { expenseId: expense.id, profileId: profile };
}

const newRegie = () => callApi(t.app, 'POST /payment-orders', { body: {}, token: admin });
const panelOf = async (expenseId: number) => {
  const res = await callApi(t.app, 'GET /training-expenses/:id/payment', { params: { id: expenseId }, token: admin });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};
const cancel = (paymentId: number, reason: string | null, token = admin) =>
  callApi(t.app, 'POST /training-expense-payments/:paymentId/cancel', { params: { paymentId }, body: { reason }, token });

/** Pays the expense under its order of the current régie (made when it has none). */
async function pay(expenseId: number, opts: { method?: string; confirm?: boolean } = {}) {
  let order = (await panelOf(expenseId)).payment_orders.find((o) => o.in_current_regie);
  if (!order) {
    const made = await callApi(t.app, 'POST /payment-orders', { body: { training_expense_id: expenseId }, token: admin });
    assert.equal(made.statusCode, 201, made.body);
    order = (await panelOf(expenseId)).payment_orders.find((o) => o.in_current_regie)!;
  }
  return callApi(t.app, 'POST /training-expense-payments/attach', {
    body: {
      training_expense_id: expenseId,
      payment_order_id: order.id,
      payment_method: opts.method ?? 'virement',
      payment_reference: `REF-${expenseId}`,
      ...(opts.confirm === undefined ? {} : { confirm_bank_details_change: opts.confirm }),
    },
    token: admin,
  });
}

async function currentRegie(): Promise<Regie> {
  const res = await callApi(t.app, 'GET /last-payment-order', { token: admin });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

/** A fresh current régie (the current one is closed when it has payments). */
async function freshRegie(): Promise<Regie> {
  const res = await newRegie();
  if (res.statusCode !== 201) assert.equal(res.error().message, PAYMENT_MESSAGES.emptyRegie);
  return currentRegie();
}

const statusOf = async (expenseId: number) =>
  (await t.db.select({ st: s.trainingExpenses.training_expense_status_id }).from(s.trainingExpenses).where(eq(s.trainingExpenses.id, expenseId)))[0].st;

/** A change of the person's bank details in the audit trail, at the given time. */
async function bankDetailsChanged(profileId: number, at: Date) {
  await t.db.insert(s.auditEvents).values({ actor_role: 'stagiaire', action: AUDIT_ACTIONS.bankDetailsChanged, object_type: 'profil', object_id: profileId, created_at: at });
}

/** The exported régie read back: its payment rows (amount in cents, bank-details mark) and its total. */
async function readExport(regieId: number) {
  const res = await callApi(t.app, 'GET /financial-report-export/excel/:paymentOrderId', { params: { paymentOrderId: regieId }, token: admin });
  assert.equal(res.statusCode, 200, res.body);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Régie')!;
  const markColumn = REGIE_WORKBOOK_COLUMNS.findIndex((c) => c.key === 'bankDetails') + 1;
  const rows: { name: string; cents: number; mark: string }[] = [];
  let total: number | null = null;
  sheet.eachRow((row, n) => {
    if (n <= REGIE_HEADER_ROW) return;
    const cents = toCents(Number(row.getCell(4).value).toFixed(2));
    if (row.getCell(1).value === REGIE_TOTAL_LABEL) total = cents;
    else if (row.getCell(3).value !== TRAINING_TOTAL_LABEL) rows.push({ name: String(row.getCell(3).value), cents, mark: String(row.getCell(markColumn).value ?? '') });
  });
  return { title: String(sheet.getRow(1).getCell(1).value), header: String(sheet.getRow(REGIE_HEADER_ROW).getCell(markColumn).value), rows, total };
}

describe('cancelling a payment', () => {
  test('a payment of the current régie is cancelled with its reason, audited, and the expense paid again', async () => {
    const regie = await freshRegie();
    const { expenseId } = await anExpense('87.65');
    const paid = await pay(expenseId);
    assert.equal(paid.statusCode, 201, paid.body);
    const paymentId = paid.json().payment.id;
    assert.equal((await panelOf(expenseId)).can_cancel, true);

    for (const blank of [null, '   ']) {
      const refused = await cancel(paymentId, blank);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.error().message, PAYMENT_MESSAGES.reasonRequired);
      assert.deepEqual(Object.keys(refused.error().errors ?? {}), ['reason']);
    }
    for (const role of REFUSED) assert.equal((await cancel(paymentId, 'Erreur', tokens[role])).statusCode, 403, role);
    assert.equal(await statusOf(expenseId), EXPENSE_STATUS.paymentIssued);

    const before = await currentRegie();
    const done = await cancel(paymentId, 'Mauvaise référence');
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().message, PAYMENT_MESSAGES.cancelled);
    assert.equal(await statusOf(expenseId), EXPENSE_STATUS.toPay);
    const after = await currentRegie();
    assert.equal(after.id, regie.id);
    assert.equal(after.payments_count, before.payments_count - 1);
    assert.equal(toCents(after.total_amount), toCents(before.total_amount) - 8765);

    const trail = await t.db.select().from(s.auditEvents).where(and(eq(s.auditEvents.object_type, 'defraiement'), eq(s.auditEvents.object_id, expenseId)));
    const cancelled = trail.find((e) => e.action === AUDIT_ACTIONS.paymentCancelled);
    assert.ok(cancelled, 'annulation tracée');
    assert.equal(cancelled.to_value, 'Mauvaise référence');
    assert.match(cancelled.from_value ?? '', /^87\.65 € — virement — REF-\d+ — régie R-/);
    assert.ok(trail.some((e) => e.action === AUDIT_ACTIONS.expenseStatus && e.from_value === String(EXPENSE_STATUS.paymentIssued) && e.to_value === String(EXPENSE_STATUS.toPay)));
    const history = await t.db.select().from(s.trainingExpenseHistory).where(eq(s.trainingExpenseHistory.training_expense_id, expenseId));
    assert.ok(history.some((h) => h.kind === 'status' && h.to_value === String(EXPENSE_STATUS.toPay) && h.from_value === String(EXPENSE_STATUS.paymentIssued)));

    // Cancelled once: again is a 404, and the expense is paid again under the same order.
    assert.equal((await cancel(paymentId, 'Encore')).statusCode, 404);
    const panel = await panelOf(expenseId);
    assert.equal(panel.payment, null);
    assert.equal(panel.can_pay, true);
    assert.equal(panel.payment_orders.length, 1);
    const again = await pay(expenseId, { method: 'chèque' });
    assert.equal(again.statusCode, 201, again.body);
    assert.equal((await currentRegie()).payments_count, before.payments_count);
  });

  test('once the next régie is opened, the payments of the closed one are final', async () => {
    await freshRegie();
    const { expenseId } = await anExpense('42.10');
    const paid = await pay(expenseId);
    assert.equal(paid.statusCode, 201, paid.body);
    const closedId = (await currentRegie()).id;
    assert.equal((await newRegie()).statusCode, 201);
    assert.equal((await panelOf(expenseId)).can_cancel, false);
    const refused = await cancel(paid.json().payment.id, 'Trop tard');
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(refused.error().message, PAYMENT_MESSAGES.paymentFinal);
    assert.equal(await statusOf(expenseId), EXPENSE_STATUS.paymentIssued);
    const report = await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: closedId }, token: admin });
    assert.ok(report.json().payment_order.closed_at);
    assert.equal(report.json().payment_order.payments_count, 1);
    assert.equal((await cancel(999999, 'x')).statusCode, 404);
  });
});

describe('the closed régies', () => {
  test('are listed newest first with their count, total and closing, and read and exported to the cent', async () => {
    const opened: { id: number; order_number: string; cents: number; names: string[] }[] = [];
    for (const amounts of [['10.01', '20.02', '0.07'], ['1234.56'], ['99.99', '0.01']]) {
      const regie = await freshRegie();
      let cents = 0;
      const names: string[] = [];
      for (const amount of amounts) {
        const { expenseId } = await anExpense(amount);
        assert.equal((await pay(expenseId)).statusCode, 201);
        cents += toCents(amount);
        const expense = (await t.db.select({ p: s.trainingExpenses.profile_id }).from(s.trainingExpenses).where(eq(s.trainingExpenses.id, expenseId)))[0];
        const [user] = await t.db.select({ name: s.users.name }).from(s.users).innerJoin(s.profiles, eq(s.profiles.user_id, s.users.id)).where(eq(s.profiles.id, expense.p));
        names.push(user.name);
      }
      opened.push({ id: regie.id, order_number: regie.order_number, cents, names });
    }
    const created = await newRegie();
    assert.equal(created.statusCode, 201, created.body);

    const list = await callApi(t.app, 'GET /regies', { query: { per_page: 100 }, token: admin });
    assert.equal(list.statusCode, 200, list.body);
    const rows = list.json().data;
    assert.ok(rows.every((r) => r.closed_at !== null));
    assert.ok(!rows.some((r) => r.id === created.json().id), 'la régie en cours n’est pas listée');
    assert.deepEqual(
      rows.map((r) => r.id),
      [...rows.map((r) => r.id)].sort((a, b) => b - a),
    );
    const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' });
    for (const regie of opened) {
      const row = rows.find((r) => r.id === regie.id);
      assert.ok(row, regie.order_number);
      assert.equal(row.payments_count, regie.names.length);
      assert.equal(row.total_amount, fromCents(regie.cents));
      assert.equal(row.month, paris.format(new Date(row.created_at)));
      assert.ok(Date.parse(row.closed_at!) >= Date.parse(row.created_at));

      const report = await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: regie.id }, query: { per_page: 100 }, token: admin });
      assert.equal(report.statusCode, 200, report.body);
      const people = report.json().data.flatMap((tr) => tr.participants);
      assert.equal(people.reduce((sum, p) => sum + toCents(p.amount), 0), regie.cents);
      const exported = await readExport(regie.id);
      assert.equal(exported.title, `Régie ${regie.order_number}`);
      assert.equal(exported.total, regie.cents);
      assert.deepEqual(exported.rows.map((r) => r.name).sort(), [...regie.names].sort());
      assert.equal(exported.rows.reduce((sum, r) => sum + r.cents, 0), regie.cents);
    }
    for (const role of REFUSED) assert.equal((await callApi(t.app, 'GET /regies', { token: tokens[role] })).statusCode, 403, role);
  });
});

describe('a transfer to bank details changed shortly before', () => {
  test('is shown in the dialog’s data, needs an explicit confirmation, and stays marked in the régie and its export', async () => {
    const regie = await freshRegie();
    const { expenseId, profileId } = await anExpense('300.00');
    await t.db.update(s.profiles).set(sealBankDetails({ iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' })).where(eq(s.profiles.id, profileId));
    await t.db.insert(s.receipts).values({ training_expense_id: expenseId, file_key: 'justificatifs/test.pdf', mime_type: 'application/pdf' });
    let panel = await panelOf(expenseId);
    assert.equal(panel.payee.iban_last4, '0189');
    assert.match(panel.payee.name, /^Régie /);
    assert.equal(panel.receipts_count, 1);
    assert.equal(panel.bank_details_changed_at, null);

    const changedAt = new Date(Date.now() - 3 * DAY);
    await bankDetailsChanged(profileId, changedAt);
    panel = await panelOf(expenseId);
    assert.equal(panel.bank_details_changed_at, changedAt.toISOString());

    for (const confirm of [undefined, false]) {
      const refused = await pay(expenseId, { confirm });
      assert.equal(refused.statusCode, 422, refused.body);
      assert.equal(refused.error().message, PAYMENT_MESSAGES.bankDetailsToConfirm);
    }
    assert.equal(await statusOf(expenseId), EXPENSE_STATUS.toPay);
    const paid = await pay(expenseId, { confirm: true });
    assert.equal(paid.statusCode, 201, paid.body);
    assert.equal(paid.json().payment.bank_details_changed_at, changedAt.toISOString());

    const current = await currentRegie();
    assert.equal(current.id, regie.id);
    assert.equal(current.flagged_count, 1);
    const report = await callApi(t.app, 'GET /financial-report/:paymentOrderId', { params: { paymentOrderId: regie.id }, query: { per_page: 100 }, token: admin });
    const people = report.json().data.flatMap((tr) => tr.participants);
    assert.equal(people.find((p) => p.expense_id === expenseId)?.bank_details_changed_at, changedAt.toISOString());
    assert.ok(people.filter((p) => p.expense_id !== expenseId).every((p) => p.bank_details_changed_at === null));
    const exported = await readExport(regie.id);
    assert.equal(exported.header, 'Coordonnées bancaires');
    const day = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(changedAt);
    assert.deepEqual(
      exported.rows.filter((r) => r.mark !== '').map((r) => r.mark),
      [`Modifiées le ${day} : à vérifier`],
    );
  });

  test('is flagged within 30 days, or after the person’s last payment; a cheque needs no confirmation', async () => {
    await freshRegie();
    // Changed 40 days ago, never paid: not flagged.
    const old = await anExpense('10.00');
    await bankDetailsChanged(old.profileId, new Date(Date.now() - 40 * DAY));
    assert.equal((await panelOf(old.expenseId)).bank_details_changed_at, null);
    assert.equal((await pay(old.expenseId)).statusCode, 201);

    // Paid 60 days ago, changed 40 days ago: changed since the last payment, flagged.
    const person = await anExpense('11.00');
    const earlier = await anExpense('12.00', person.profileId);
    assert.equal((await pay(earlier.expenseId, { method: 'chèque' })).statusCode, 201);
    await t.db.update(s.trainingExpensePayments).set({ created_at: new Date(Date.now() - 60 * DAY) }).where(eq(s.trainingExpensePayments.training_expense_id, earlier.expenseId));
    await bankDetailsChanged(person.profileId, new Date(Date.now() - 40 * DAY));
    assert.notEqual((await panelOf(person.expenseId)).bank_details_changed_at, null);
    // Paid again 20 days ago, after that change: no longer flagged.
    await t.db.update(s.trainingExpensePayments).set({ created_at: new Date(Date.now() - 20 * DAY) }).where(eq(s.trainingExpensePayments.training_expense_id, earlier.expenseId));
    assert.equal((await panelOf(person.expenseId)).bank_details_changed_at, null);

    // Changed yesterday, paid by cheque: no confirmation, no mark.
    const cheque = await anExpense('13.00');
    await bankDetailsChanged(cheque.profileId, new Date(Date.now() - DAY));
    const paid = await pay(cheque.expenseId, { method: 'chèque' });
    assert.equal(paid.statusCode, 201, paid.body);
    assert.equal(paid.json().payment.bank_details_changed_at, null);
  });
});
