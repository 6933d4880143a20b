// The régie (/regie, administrateur): the current batch with its trainings and totals, exported as a
// real .xlsx that the test opens and checks row by row and to the cent; an expense 'À payer' paid
// through the API (payment order, method, reference) lands in the régie; the other roles typing /regie
// are sent back to the dashboard without loading mf-finance.
import ExcelJS from 'exceljs';
import type { ExpensePaymentPanel, OkOf, PaymentAttached, PaymentOrderCreated, Regie, RegieReport } from '@irt/api/contract';
import { expect, recordRequests, remoteOf, sidebar, test } from './support/fixtures';
import { seriousViolations } from './support/pages';

// One after the other: the payment of the second test changes the régie the first one reads.
test.describe.configure({ mode: 'serial' });

/** Cents of a decimal string, without floating point ("1234.50" → 123450). */
const cents = (amount: string) => {
  const [units, decimals = ''] = amount.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
};
const euros = (amount: string) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(Number(amount));
/** Spaces as the browser renders them (narrow and no-break spaces become plain ones). */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

async function wholeReport(api: { get<T>(path: string, token?: string, params?: Record<string, string | number>): Promise<T> }, token: string, regieId: number) {
  const trainings: RegieReport['data'] = [];
  for (let page = 1; ; page++) {
    const body = await api.get<RegieReport>(`/api/financial-report/${regieId}`, token, { page });
    trainings.push(...body.data);
    if (page >= body.last_page) return trainings;
  }
}

test('l’administrateur voit la régie en cours, ses totaux, et l’exporte en .xlsx juste au centime', async ({ page, api, loginAs, tokenOf }, testInfo) => {
  test.setTimeout(120_000);
  const token = await tokenOf('administrateur');
  const regie = await api.get<Regie>('/api/last-payment-order', token);
  const trainings = await wholeReport(api, token, regie.id);
  expect(trainings.length).toBeGreaterThanOrEqual(2);

  await loginAs('administrateur', '/regie');
  await expect(sidebar(page).getByRole('link', { name: 'Régie' })).toHaveAttribute('href', '/regie');
  await expect(page.getByRole('heading', { level: 1, name: `Régie en cours : ${regie.order_number}` })).toBeVisible();
  await expect(page.getByText('Tous les paiements de la régie de ce mois')).toBeVisible();
  const summary = page.getByText(/Total de la régie/);
  await expect(summary).toBeVisible();
  expect(plain(await summary.innerText())).toContain(`${regie.payments_count} paiements — Total de la régie : ${plain(euros(regie.total_amount))}`);

  const first = trainings[0];
  // The page lists the trainings in the report's order (two sessions may share a title).
  const table = page.getByRole('table', { name: `Paiements de la formation ${first.training_title}` }).first();
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(first.participants.length + 2);
  const totalRow = table.getByRole('row', { name: /Total de la formation/ });
  expect(plain(await totalRow.innerText())).toContain(plain(euros(first.total_expenses)));
  expect(cents(first.total_expenses)).toBe(first.participants.reduce((sum, p) => sum + cents(p.amount), 0));
  await expect(table.getByText(first.participants[0].payment_method === 'virement' ? 'Virement' : 'Chèque').first()).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath('regie-1366.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The export: a real workbook named with the régie's number and today's date (Paris).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter la régie' }).click();
  const download = await downloading;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  expect(download.suggestedFilename()).toBe(`regie-${regie.order_number}-${today}.xlsx`);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Régie');
  expect(sheet).toBeTruthy();
  expect(sheet!.getRow(1).getCell(1).value).toBe(`Régie ${regie.order_number}`);
  const rows: { training: string; name: string; cents: number }[] = [];
  const trainingTotals: number[] = [];
  let regieTotal = -1;
  sheet!.eachRow((row, n) => {
    if (n <= 4) return;
    const training = String(row.getCell(1).value ?? '');
    const name = String(row.getCell(3).value ?? '');
    const amount = cents(Number(row.getCell(4).value).toFixed(2));
    if (training === 'Total de la régie') regieTotal = amount;
    else if (name === 'Total de la formation') trainingTotals.push(amount);
    else rows.push({ training, name, cents: amount });
  });
  expect(rows).toHaveLength(regie.payments_count);
  expect(regieTotal).toBe(cents(regie.total_amount));
  expect(rows.reduce((sum, r) => sum + r.cents, 0)).toBe(cents(regie.total_amount));
  expect(trainingTotals).toEqual(trainings.map((t) => cents(t.total_expenses)));
  expect(rows.map((r) => r.name)).toEqual(trainings.flatMap((t) => t.participants.map((p) => p.participant_name)));

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: `Régie en cours : ${regie.order_number}` })).toBeVisible();
  await expect(page.getByRole('list', { name: `Paiements de la formation ${first.training_title}` }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('regie-375.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('un défraiement « À payer » payé (ordre, virement, référence par défaut) entre dans la régie en cours, une seule fois', async ({ page, api, loginAs, tokenOf }) => {
  const token = await tokenOf('administrateur');
  const panels = await api.get<OkOf<'GET /trainings/validated-expenses'>>('/api/trainings/validated-expenses', token, { per_page: 50 });
  const expense = panels.data.flatMap((training) => training.expenses.map((e) => ({ ...e, training_id: training.training_id }))).find((e) => e.status.id === 2);
  expect(expense, 'un défraiement À payer dans la démo').toBeTruthy();
  const before = await api.get<Regie>('/api/last-payment-order', token);
  const section = await api.get<ExpensePaymentPanel>(`/api/training-expenses/${expense!.id}/payment`, token);
  expect(section.can_pay).toBe(true);
  expect(section.default_reference).toBe(`${expense!.id}-${expense!.profile_id}`);

  // The gestionnaire may not pay.
  expect((await api.post('/api/payment-orders', { training_expense_id: expense!.id }, await tokenOf('gestionnaire'))).status()).toBe(403);
  const order = await api.write<PaymentOrderCreated>('POST', '/api/payment-orders', { training_expense_id: expense!.id }, token);
  const missing = await api.post('/api/training-expense-payments/attach', { training_expense_id: expense!.id, payment_order_id: order.id, payment_method: 'virement', payment_reference: '' }, token);
  expect(missing.status()).toBe(400);
  expect(((await missing.json()) as { message: string }).message).toBe('Veuillez remplir tous les champs');
  const body = { training_expense_id: expense!.id, payment_order_id: order.id, payment_method: 'virement', payment_reference: section.default_reference };
  const answers = await Promise.all([api.post('/api/training-expense-payments/attach', body, token), api.post('/api/training-expense-payments/attach', body, token)]);
  expect(answers.map((a) => a.status()).sort()).toEqual([201, 422]);
  const paid = (await answers.find((a) => a.status() === 201)!.json()) as PaymentAttached;
  expect(paid.payment.regie_number).toBe(before.order_number);

  const after = await api.get<Regie>('/api/last-payment-order', token);
  expect(after.payments_count).toBe(before.payments_count + 1);
  expect(cents(after.total_amount)).toBe(cents(before.total_amount) + cents(paid.payment.amount));

  await loginAs('administrateur', '/regie');
  await expect(page.getByRole('heading', { level: 1, name: `Régie en cours : ${before.order_number}` })).toBeVisible();
  await expect(page.getByText(`${after.payments_count} paiements`)).toBeVisible();
});

test('un responsable pédagogique ou un intervenant qui tape /regie revient au tableau de bord sans charger mf-finance', async ({ page, loginAs }) => {
  const requests = recordRequests(page);
  for (const role of ['responsable-pedagogique', 'intervenant'] as const) {
    await loginAs(role, '/regie');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Régie en cours/ })).toHaveCount(0);
  }
  requests.stop();
  expect(requests.urls.filter((url) => remoteOf(url) === 'mf-finance')).toEqual([]);
});
