// The Stagiaires tab of a training as the administrateur runs it: the table is
// the API's first page, a status changed in 'Gérer le statut', a refusal whose reason reaches the
// trainee's email, and 'Exporter les pupitres' saved as stagiaires_{id}.xlsx.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Paged, TrainingDetail, TrainingRow, TrainingTrainee } from '@irt/api/contract';
import { seriousViolations } from './support/pages';
import { expect, test } from './support/fixtures';
import { ofName } from '@irt/api/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

test('stagiaires d’une formation : tableau, statut, refus motivé et export', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('administrateur');
  // A coming published training with at least two trainees still to process (pre-registered or waiting).
  const upcoming = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline: 'upcoming', current_page: 1, per_page: 100 });
  let chosen: { training: TrainingDetail; trainees: Paged<TrainingTrainee> } | undefined;
  for (const row of [...upcoming.data].reverse()) {
    if (row.status.id !== 3 || new Date(row.start_date).getTime() - Date.now() < 8 * DAY_MS) continue;
    const trainees = await api.get<Paged<TrainingTrainee>>(`/api/trainings/${row.id}/trainees`, token, { page: 1 });
    const open = trainees.data.filter((t) => t.registration_status.slug === 'preinscription' || t.registration_status.slug === 'en_attente');
    if (open.length >= 2) {
      chosen = { training: await api.get<TrainingDetail>(`/api/trainings/${row.id}`, token), trainees };
      break;
    }
  }
  expect(chosen, 'a coming published training with two trainees to process').toBeTruthy();
  const { training, trainees } = chosen!;

  await loginAs('administrateur', `/formations/${training.id}?tab=Stagiaires`);
  const tab = page.getByRole('region', { name: 'Stagiaires' });
  const table = tab.getByRole('table', { name: 'Stagiaires de la formation' });
  await expect(table.getByRole('row')).toHaveCount(trainees.data.length + 1);
  // Each row's header cell names the trainee (photo or initials, name, email), in the API's order.
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(table.getByRole('rowheader')).toHaveText(trainees.data.map((t) => new RegExp(`${escaped(t.name)}${escaped(t.email)}$`)));
  const first = trainees.data[0];
  // 'Voir' opens the trainee's page.
  await expect(table.getByRole('row', { name: new RegExp(first.name) }).first()).toBeVisible();
  await expect(table.getByRole('link', { name: /^Voir / }).first()).toHaveAttribute('href', /^\/stagiaires\/\d+$/);
  await page.screenshot({ path: testInfo.outputPath('stagiaires.png'), fullPage: true });
  expect(await seriousViolations(page, 'section[aria-label="Stagiaires"]')).toEqual([]);

  // A pre-registration (or waiting one) put on the waiting list / validated: saved at once.
  const [waiting, refused] = trainees.data.filter((t) => t.registration_status.slug === 'preinscription' || t.registration_status.slug === 'en_attente');
  const target = waiting.registration_status.slug === 'en_attente' ? 'Préinscription' : 'En attente';
  await tab.getByRole('button', { name: `Gérer le statut ${ofName(waiting.name)}` }).click();
  let panel = page.getByRole('dialog', { name: 'Gérer le statut' });
  await expect(panel.getByText(waiting.email).first()).toBeVisible();
  if (waiting.registration_status.slug !== 'preinscription') await panel.getByRole('button', { name: 'modifier' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/trainings/${training.id}/update-status`) && r.request().method() === 'POST');
  // The choice closes once saved: a click, not a check that would look at it afterwards.
  await panel.getByRole('radio', { name: new RegExp(`^${target}`) }).click();
  expect((await saved).status()).toBe(200);
  await page.screenshot({ path: testInfo.outputPath('gerer-le-statut.png') });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await panel.getByRole('button', { name: 'Fermer' }).click();
  await expect(panel).toBeHidden();
  const afterChange = await api.get<Paged<TrainingTrainee>>(`/api/trainings/${training.id}/trainees`, token, { page: 1 });
  expect(afterChange.data.find((t) => t.id === waiting.id)?.registration_status.name).toBe(target);
  await expect(table.locator('tr', { hasText: waiting.email }).getByText(target, { exact: true })).toBeVisible();

  // A refusal needs its reason, which the trainee reads in the email.
  const reason = `Places réservées aux conseillers prud’hommes (${Date.now().toString(36)})`;
  await tab.getByRole('button', { name: `Gérer le statut ${ofName(refused.name)}` }).click();
  panel = page.getByRole('dialog', { name: 'Gérer le statut' });
  if (refused.registration_status.slug !== 'preinscription') await panel.getByRole('button', { name: 'modifier' }).click();
  await panel.getByRole('radio', { name: /^Refusé/ }).click();
  await expect(panel.getByRole('button', { name: 'Refuser' })).toBeDisabled();
  await panel.getByRole('textbox', { name: /Motif du refus/ }).fill(reason);
  await panel.getByRole('button', { name: 'Refuser' }).click();
  await expect(panel.getByText('Refusé', { exact: true }).first()).toBeVisible();
  await expect
    .poll(async () => (await api.outbox()).filter((m) => m.to === refused.email && m.text.includes(reason)).length, { message: 'the refusal email with its reason' })
    .toBe(1);
  const email = (await api.outbox()).find((m) => m.to === refused.email && m.text.includes(reason))!;
  expect(email.subject).toBe(`Formation : ${training.title}`);
  await panel.getByRole('button', { name: 'Fermer' }).click();

  // 'Exporter les pupitres': the real spreadsheet under its name.
  const download = page.waitForEvent('download');
  await tab.getByRole('button', { name: 'Exporter les pupitres' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`stagiaires_${training.id}.xlsx`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // Opened: the French header, then one row per trainee of the training.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Stagiaires')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Nom', 'Adresse e-mail', 'Syndicat', 'Mandats en cours', 'Entreprise', 'Taille de l’entreprise', 'Statut de l’inscription']);
  expect(sheet.actualRowCount - 1).toBe(trainees.total);
  const emails = new Set<string>();
  sheet.eachRow((row, index) => {
    if (index > 1) emails.add(String(row.getCell(2).value));
  });
  for (const trainee of trainees.data) expect(emails, trainee.email).toContain(trainee.email);
  const refusedRow = sheet.getRows(2, sheet.actualRowCount - 1)!.find((row) => row.getCell(2).value === refused.email)!;
  expect(refusedRow.getCell(7).value).toBe('Refusé');
});
