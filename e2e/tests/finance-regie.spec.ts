// The régie (/regie, administrateur): the current batch with its trainings and totals, exported as a
// real .xlsx that the test opens and checks row by row and to the cent; the journey of an expense of a
// trainee and a training of the test's own — filled by the gestionnaire with real kilometres, paid by
// the administrateur from the panel on the current régie through the confirmation, cancelled and paid
// again, exported, the next régie opened through its confirmation, the closed one opened again from
// the list of earlier régies and exported once more, then read by the trainee as paid;
// the other roles typing /regie are sent back to the dashboard without loading mf-finance.
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import type { ProfileSaved, Regie, RegieReport } from '@irt/api/contract';
import { expect, recordRequests, remoteOf, sessionCookies, sidebar, test } from './support/fixtures';
import { at, publishedTraining, setRegistrationStatus, TRAINING_TYPE, trainingPayload } from './support/scene';
import { seriousViolations } from './support/pages';
import { ofName } from '@irt/api/constants';

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

/**
 * 'Exporter la régie' on /regie: the downloaded workbook, named with the régie's number and today's
 * date (Paris), read back: its payment rows, its totals per training and the régie's total, in cents.
 */
async function exportRegie(page: Page, regie: Pick<Regie, 'order_number'>, outputPath: (name: string) => string, button = page.getByRole('button', { name: 'Exporter la régie', exact: true })) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  expect(download.suggestedFilename()).toBe(`regie-${regie.order_number}-${today}.xlsx`);
  const file = outputPath(download.suggestedFilename());
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
  return { rows, trainingTotals, regieTotal };
}

test('l’administrateur voit la régie en cours, ses totaux, et l’exporte en .xlsx juste au centime', async ({ page, api, loginAs, tokenOf }, testInfo) => {
  test.setTimeout(180_000);
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
  const workbook = await exportRegie(page, regie, testInfo.outputPath.bind(testInfo));
  expect(workbook.rows).toHaveLength(regie.payments_count);
  expect(workbook.regieTotal).toBe(cents(regie.total_amount));
  expect(workbook.rows.reduce((sum, r) => sum + r.cents, 0)).toBe(cents(regie.total_amount));
  expect(workbook.trainingTotals).toEqual(trainings.map((t) => cents(t.total_expenses)));
  expect(workbook.rows.map((r) => r.name)).toEqual(trainings.flatMap((t) => t.participants.map((p) => p.participant_name)));

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: `Régie en cours : ${regie.order_number}` })).toBeVisible();
  await expect(page.getByRole('list', { name: `Paiements de la formation ${first.training_title}` }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('regie-375.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('parcours : le gestionnaire remplit le défraiement d’un stagiaire, l’administrateur le paie depuis le panneau et exporte la régie, le stagiaire le voit mis en paiement', async ({ page, api, freshAccount, loginAs, tokenOf, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await tokenOf('administrateur');
  const manager = await tokenOf('gestionnaire');

  // A trainee and a training of the test's own: the trainee lives in Colmar, the training is held in
  // Strasbourg (place 1) and reimburses transport, so the server computes real kilometres.
  const account = await freshAccount('defraiement');
  const traineeToken = await api.login(account.email, account.password);
  const [colmar] = await api.get<{ id: number; name: string }[]>('/api/cities', traineeToken, { zip_code: '68000' });
  expect(colmar, 'the commune of Colmar').toBeTruthy();
  const created = await api.post('/api/profiles', { name: account.name, genre_id: 2, phone: '0611111111', profile_zip_code: '68000', city_id: colmar.id }, traineeToken);
  expect(created.status(), await created.text()).toBe(201);
  const trainee = ((await created.json()) as ProfileSaved).profile;
  expect((await api.post('/api/profile/accept-terms', {}, traineeToken)).status()).toBe(200);
  const title = `Défraiements et régie ${Date.now().toString(36)}`;
  const training = await publishedTraining(
    api,
    admin,
    trainingPayload({ title, training_type_id: TRAINING_TYPE.stage, start_date: at(40, 9), end_date: at(41, 17), transportation_fees: true, number_of_round_trips: 1 }),
  );
  const registered = await api.post(`/api/trainings/${training.id}/register`, { referral_source_id: 1, mandates_certified: true, mandate_profile_ids: [], reimbursed: true }, traineeToken);
  expect(registered.status(), await registered.text()).toBe(201);
  await setRegistrationStatus(api, admin, training.id, trainee.id, 'valide');

  // The gestionnaire fills the expense in the Défraiements tab: 5 CV, kilometres computed, À payer.
  await loginAs('gestionnaire', `/formations/${training.id}?tab=Défraiements`);
  const tab = page.getByRole('region', { name: 'Frais' });
  const detail = tab.getByRole('button', { name: `Détail du défraiement ${ofName(account.name)}` });
  await expect(detail).toBeVisible({ timeout: 45_000 });
  await detail.click();
  let panel = page.getByRole('dialog', { name: `Défraiement ${ofName(account.name)}` });
  await panel.getByRole('button', { name: 'Créer' }).click();
  await panel.getByRole('combobox', { name: 'Puissance fiscale' }).click();
  await page.getByRole('option', { name: '5 CV' }).click();
  await expect(panel.getByLabel('Calcul du transport').getByText(/km \((à vol d’oiseau × 1,3|distance routière)\)/)).toBeVisible();
  await panel.getByLabel('Péage et stationnement (€)').fill('3,60');
  const saving = page.waitForResponse((res) => res.request().method() === 'PUT' && /\/api\/training-expenses\/\d+$/.test(res.url()));
  await panel.getByRole('button', { name: 'À payer' }).click();
  const saved = (await (await saving).json()) as { expense: { id: number; total_amount: string; calculated_distance: string | null; status: { name: string } } };
  expect(saved.expense.status.name).toBe('À payer');
  expect(Number(saved.expense.calculated_distance)).toBeGreaterThan(0);
  await expect(panel).toBeHidden();
  // The gestionnaire may not pay.
  expect((await api.post('/api/payment-orders', { training_expense_id: saved.expense.id }, manager)).status()).toBe(403);

  // The administrateur pays it from the panel: a new payment order of the current régie, the method,
  // the reference by default; every field is required.
  const before = await api.get<Regie>('/api/last-payment-order', admin);
  await page.context().clearCookies();
  await loginAs('administrateur', `/formations/${training.id}?tab=Défraiements`);
  await expect(detail).toBeVisible({ timeout: 45_000 });
  await detail.click();
  panel = page.getByRole('dialog', { name: `Défraiement ${ofName(account.name)}` });
  const payment = panel.getByRole('form', { name: 'Mise en paiement' });
  await expect(payment.getByText(`régie en cours : ${before.order_number}`)).toBeVisible();
  await payment.getByRole('button', { name: 'Créer un ordre de paiement' }).click();
  await expect(payment.getByRole('combobox', { name: /Ordre de paiement/ })).toHaveText(new RegExp(`${before.order_number}/\\d{3}`));
  const reference = payment.getByRole('textbox', { name: /Référence de paiement/ });
  await expect(reference).toHaveValue(`${saved.expense.id}-${trainee.id}`);
  await payment.getByRole('button', { name: 'Mettre en paiement' }).click();
  await expect(payment.getByText('Veuillez remplir tous les champs')).toBeVisible();
  await payment.getByRole('combobox', { name: /Mode de paiement/ }).click();
  await page.getByRole('option', { name: 'Virement' }).click();
  await payment.getByRole('button', { name: 'Mettre en paiement' }).click();

  // Nothing is paid before the confirmation: payee, amount, method, reference, IBAN, receipts.
  const confirmation = page.getByRole('dialog', { name: 'Confirmer la mise en paiement' });
  await expect(confirmation).toBeVisible();
  const shown = plain(await confirmation.innerText());
  for (const text of [account.name, plain(euros(saved.expense.total_amount)), 'Virement', `${saved.expense.id}-${trainee.id}`, 'Aucun IBAN renseigné', 'Aucun justificatif n’est joint à ce défraiement.']) {
    expect(shown).toContain(text);
  }
  expect((await api.get<Regie>('/api/last-payment-order', admin)).payments_count).toBe(before.payments_count);
  await page.screenshot({ path: testInfo.outputPath('paiement-confirmation-1366.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(confirmation.getByRole('button', { name: 'Confirmer la mise en paiement' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('paiement-confirmation-375.png') });
  await page.setViewportSize({ width: 1366, height: 800 });
  await confirmation.getByRole('button', { name: 'Confirmer la mise en paiement' }).click();
  const done = panel.getByRole('region', { name: 'Paiement' });
  await expect(done.getByText('Mise en paiement', { exact: true })).toBeVisible();
  await expect(done.getByText(before.order_number, { exact: true })).toBeVisible();
  const paidOnce = await api.get<Regie>('/api/last-payment-order', admin);
  expect(paidOnce.payments_count).toBe(before.payments_count + 1);
  expect(cents(paidOnce.total_amount)).toBe(cents(before.total_amount) + cents(saved.expense.total_amount));

  // Cancelled with its reason (required) while the régie is current: 'À payer' again, out of the régie.
  await done.getByRole('button', { name: 'Annuler le paiement' }).click();
  const cancelling = page.getByRole('dialog', { name: 'Annuler le paiement' });
  await cancelling.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(cancelling.getByText('Veuillez indiquer le motif de l’annulation.')).toBeVisible();
  await cancelling.getByRole('textbox', { name: /Motif de l’annulation/ }).fill('Mode de paiement erroné');
  await cancelling.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(cancelling).toBeHidden();
  await expect(payment.getByRole('button', { name: 'Mettre en paiement' })).toBeVisible();
  const cancelled = await api.get<Regie>('/api/last-payment-order', admin);
  expect(cancelled.payments_count).toBe(before.payments_count);
  expect(cents(cancelled.total_amount)).toBe(cents(before.total_amount));

  // Meanwhile the trainee gives their bank details (their own change, allowed): a transfer to details
  // changed in the last 30 days is flagged and needs a second, explicit confirmation.
  const iban = 'FR76 3000 6000 0112 3456 7890 189';
  const changed = await api.write('PUT', `/api/profiles/${trainee.id}`, { iban, bic: 'AGRIFRPP' }, traineeToken);
  expect(changed).toBeTruthy();
  await page.reload();
  await expect(detail).toBeVisible({ timeout: 45_000 });
  await detail.click();
  await expect(payment.getByRole('button', { name: 'Mettre en paiement' })).toBeVisible();
  await payment.getByRole('combobox', { name: /Mode de paiement/ }).click();
  await page.getByRole('option', { name: 'Virement' }).click();
  await payment.getByRole('button', { name: 'Mettre en paiement' }).click();
  await expect(confirmation.getByText(new RegExp(`Les coordonnées bancaires ${ofName(account.name)} ont été modifiées le`))).toBeVisible();
  await expect(confirmation).toContainText(iban.replace(/\s/g, '').slice(-4));
  const confirmPayment = confirmation.getByRole('button', { name: 'Confirmer la mise en paiement' });
  await expect(confirmPayment).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('paiement-coordonnees-modifiees-1366.png') });
  await confirmation.getByRole('checkbox', { name: 'Je confirme le virement vers ces nouvelles coordonnées bancaires' }).check();
  await confirmPayment.click();
  await expect(done.getByText('Mise en paiement', { exact: true })).toBeVisible();
  await expect(done.getByText('Virement', { exact: true })).toBeVisible();
  const after = await api.get<Regie>('/api/last-payment-order', admin);
  expect(after.id).toBe(before.id);
  expect(after.payments_count).toBe(before.payments_count + 1);
  expect(cents(after.total_amount)).toBe(cents(before.total_amount) + cents(saved.expense.total_amount));

  // The régie's export holds the payment, and its totals are the sums of its rows.
  await page.goto('/regie');
  await expect(page.getByRole('heading', { level: 1, name: `Régie en cours : ${after.order_number}` })).toBeVisible();
  const workbook = await exportRegie(page, after, testInfo.outputPath.bind(testInfo));
  expect(workbook.rows).toContainEqual({ training: title, name: account.name, cents: cents(saved.expense.total_amount) });
  expect(workbook.rows).toHaveLength(after.payments_count);
  expect(workbook.regieTotal).toBe(cents(after.total_amount));
  expect(workbook.rows.reduce((sum, r) => sum + r.cents, 0)).toBe(workbook.regieTotal);

  // The next régie: its confirmation says which one is closed, with its count and total, and offers its export.
  await page.getByRole('button', { name: 'Créer la nouvelle régie' }).click();
  const closing = page.getByRole('dialog', { name: 'Créer la nouvelle régie' });
  expect(plain(await closing.innerText())).toContain(
    `La régie ${after.order_number} sera close : ses ${after.payments_count} paiements, pour un total de ${plain(euros(after.total_amount))}, deviendront définitifs`,
  );
  const fromDialog = await exportRegie(page, after, testInfo.outputPath.bind(testInfo), closing.getByRole('button', { name: `Exporter la régie ${after.order_number}` }));
  expect(fromDialog.regieTotal).toBe(cents(after.total_amount));
  await closing.getByRole('button', { name: 'Créer la régie' }).click();
  await expect(closing).toBeHidden();
  const next = await api.get<Regie>('/api/last-payment-order', admin);
  expect(next.id).not.toBe(after.id);
  await expect(page.getByRole('heading', { level: 1, name: `Régie en cours : ${next.order_number}` })).toBeVisible();

  // The closed régie stays listed, with its count, total and closing day; its payment is final.
  const earlier = page.getByRole('table', { name: 'Régies précédentes' });
  const row = earlier.getByRole('row', { name: new RegExp(after.order_number) }).first();
  await expect(row).toBeVisible();
  expect(plain(await row.innerText())).toContain(plain(euros(after.total_amount)));
  await expect(row.getByRole('cell', { name: String(after.payments_count), exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('regies-precedentes-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('list', { name: 'Régies précédentes' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('regies-precedentes-375.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 800 });
  expect((await api.get<{ can_cancel: boolean }>(`/api/training-expenses/${saved.expense.id}/payment`, admin)).can_cancel).toBe(false);

  // Opened again, read-only, and exported again: the same rows and total, to the cent.
  await earlier.getByRole('button', { name: after.order_number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Régie ${after.order_number}` })).toBeVisible();
  await expect(page.getByText(/Close le .* consultation seule/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer la nouvelle régie' })).toHaveCount(0);
  const reopened = await exportRegie(page, after, testInfo.outputPath.bind(testInfo));
  expect(reopened.regieTotal).toBe(cents(after.total_amount));
  expect(reopened.rows).toEqual(workbook.rows);
  expect(reopened.trainingTotals).toEqual(workbook.trainingTotals);

  // The trainee, on their own session, reads the paid label and may no longer add receipts.
  await page.context().clearCookies();
  await page.context().addCookies(sessionCookies(traineeToken, baseURL as string));
  await page.goto(`/formations/${training.id}?tab=Remboursements`);
  const refunds = page.getByRole('region', { name: 'Remboursements' });
  await expect(refunds.getByText('Mise en paiement', { exact: true })).toBeVisible();
  await expect(refunds.getByRole('button', { name: 'Ajouter un justificatif' })).toHaveCount(0);
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
