// 'Exports et statistiques' (/exports, administrateur): each export of last year downloaded through
// the page and read back (rows of the period only), the date dialog's refusals, the union bilan without
// a period, the charts drawn from the demo's years of trainings; the other roles who type /exports are
// sent back to their dashboard without loading the administration remote.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, recordRequests, remoteOf, sidebar, test } from './support/fixtures';
import { pdfText, screenshots, seriousViolations } from './support/pages';

const year = new Date().getFullYear() - 1;
const FROM = `01/01/${year}`;
const TO = `31/12/${year}`;

/** The rows of the first sheet (header first), each cell as text. */
async function sheetRows(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => String(row.getCell(i + 1).value ?? ''))));
  return rows;
}

/** 'DD/MM/YYYY' falls in last year. */
const inPeriod = (day: string) => new RegExp(`^\\d{2}/\\d{2}/${year}$`).test(day);

async function exportThroughDialog(page: Page, label: string): Promise<Download> {
  await page.getByRole('button', { name: `Exporter : ${label}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Date de début' }).fill(FROM);
  await dialog.getByRole('textbox', { name: 'Date de fin' }).fill(TO);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exporter' }).click();
  const download = await downloading;
  await expect(page.getByText('Préparation en cours de votre document')).toBeHidden();
  return download;
}

test('l’administrateur exporte chaque fichier de l’an dernier et voit les statistiques', async ({ page, loginAs }, testInfo) => {
  test.setTimeout(180_000);
  await loginAs('administrateur', '/exports');
  await expect(page.getByRole('heading', { level: 1, name: 'Exports et statistiques' })).toBeVisible({ timeout: 30_000 });
  await expect(sidebar(page).getByRole('link', { name: 'Exports' })).toHaveAttribute('href', '/exports');

  // The dialog's refusals.
  await page.getByRole('button', { name: 'Exporter : Formations CPH' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Exporter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez sélectionner une date de début et de fin.');
  await dialog.getByRole('textbox', { name: 'Date de début' }).fill('31/02/2025');
  await dialog.getByRole('textbox', { name: 'Date de fin' }).fill(TO);
  await dialog.getByRole('button', { name: 'Exporter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Les dates ne sont pas valides.');
  await dialog.getByRole('textbox', { name: 'Date de début' }).fill(TO);
  await dialog.getByRole('textbox', { name: 'Date de fin' }).fill(FROM);
  await dialog.getByRole('button', { name: 'Exporter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La date de début doit être antérieure à la date de fin.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  const cph = await exportThroughDialog(page, 'Formations CPH');
  expect(cph.suggestedFilename()).toMatch(/^formations_cph_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const cphRows = await sheetRows(cph);
  expect(cphRows[0].slice(0, 3)).toEqual(['Formation', 'Type de formation', 'Début']);
  expect(cphRows.length).toBeGreaterThan(1);
  for (const row of cphRows.slice(1)) {
    expect(inPeriod(row[2]), row.join(' | ')).toBe(true);
    expect(row[6]).toMatch(/^Conseil de prud’hommes/);
  }

  const pdf = await exportThroughDialog(page, 'Formations prud’hommes');
  expect(pdf.suggestedFilename()).toMatch(/^formations_prudhommes_\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(pdf);
  expect(text).toContain(`Période du ${FROM} au ${TO}`);
  expect(text).toMatch(/Total : \d+ formations?, \d+ conseillers? formés?/);
  const datesInPdf = [...text.matchAll(/\b\d{2}\/\d{2}\/(\d{4})\b/g)].map((m) => Number(m[1]));
  expect(datesInPdf.every((y) => y === year)).toBe(true);

  const subscribers = await sheetRows(await exportThroughDialog(page, 'Abonnés à la newsletter'));
  expect(subscribers[0]).toEqual(['Nom', 'Adresse e-mail', 'Rôle', 'Compte créé le']);
  for (const row of subscribers.slice(1)) expect(inPeriod(row[3]), row.join(' | ')).toBe(true);

  const representatives = await sheetRows(await exportThroughDialog(page, 'Représentants du personnel'));
  expect(representatives.length).toBeGreaterThan(1);
  for (const row of representatives.slice(1)) {
    expect(row[3].length, row.join(' | ')).toBeGreaterThan(0);
    expect(inPeriod(row[6]), row.join(' | ')).toBe(true);
  }

  // The union bilan: its period on the page.
  const bilan = page.getByRole('region', { name: 'Bilan des formations syndicales' });
  await bilan.getByRole('button', { name: 'Exporter le bilan' }).click();
  await expect(bilan.getByRole('alert')).toContainText('Dates manquantes');
  await expect(bilan.getByRole('alert')).toContainText("Veuillez sélectionner une période avant d'exporter le bilan.");
  await bilan.getByRole('textbox', { name: 'Du' }).fill(FROM);
  await bilan.getByRole('textbox', { name: 'Au' }).fill(TO);
  const downloading = page.waitForEvent('download');
  await bilan.getByRole('button', { name: 'Exporter le bilan' }).click();
  const unions = await sheetRows(await downloading);
  expect(unions[0][0]).toBe('Syndicat');
  expect(unions.length).toBeGreaterThan(1);
  for (const row of unions.slice(1)) expect(inPeriod(row[3]), row.join(' | ')).toBe(true);

  // The charts, drawn from the demo's years of trainings.
  for (const title of ['Sessions de formation par année', 'Jours de formation par année', 'Stagiaires présents par année', 'Journées stagiaires par année']) {
    const figure = page.getByRole('figure', { name: title });
    await expect(figure).toBeVisible();
    // Drawn: the bars of several years and types (rectangles of the chart's SVG).
    await expect.poll(() => figure.locator('svg rect').count()).toBeGreaterThan(6);
  }
  await expect.poll(() => page.getByRole('figure', { name: /^Sessions par type en \d{4}$/ }).locator('svg path').count()).toBeGreaterThan(1);
  await expect(page.getByRole('table', { name: /^Les plus présents dans les équipes en \d{4}$/ }).getByRole('row')).not.toHaveCount(1);
  await screenshots(page, (name) => testInfo.outputPath(name), 'exports');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('figure', { name: 'Sessions de formation par année' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('les autres rôles qui tapent /exports reviennent au tableau de bord sans charger mf-admin', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  for (const role of ['gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'] as const) {
    const requests = recordRequests(page);
    await loginAs(role, '/exports');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Exports et statistiques' })).toHaveCount(0);
    requests.stop();
    expect(requests.urls.filter((url) => remoteOf(url) === 'mf-admin'), role).toEqual([]);
    await page.context().clearCookies();
  }
});
