// The bilan pédagogique et financier (/exports/bpf, administrateur): reached from the Exports page, the
// demo's last year with its cadres and the agreement of F-1, F-3 and F-4; a figure followed to the rows
// it counts; the workbook downloaded and read back, its cells those of the page.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import { screenshots, seriousViolations } from './support/pages';

const year = new Date().getFullYear() - 1;

test('l’administrateur ouvre le BPF de l’an dernier, suit un chiffre jusqu’à ses lignes et exporte le classeur', async ({ page, loginAs }, testInfo) => {
  test.setTimeout(180_000);
  await loginAs('administrateur', '/exports');
  await page.getByRole('link', { name: 'Ouvrir le BPF' }).click();
  await expect(page).toHaveURL(/\/exports\/bpf$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bilan pédagogique et financier' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: /Année/ })).toContainText(String(year));
  await expect(page.getByText('Les totaux des cadres F-1, F-3 et F-4 concordent (stagiaires et heures-stagiaires).')).toBeVisible();

  // What the server computed, to compare with the page and the file.
  const report = (await (await page.request.get(`/api/bpf/${year}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json()) as {
    figures: { key: string; line: string; label: string; count: number | null; hours: number | null; amount: string | null; rows: number }[];
  };
  const salaries = report.figures.find((f) => f.key === 'f1_salaries')!;
  expect(salaries.count).toBeGreaterThan(0);

  // F-1 a followed to its rows.
  const f1 = page.getByRole('region', { name: 'F-1. Type de stagiaires de l’organisme' });
  await f1.getByRole('button', { name: new RegExp(`^F-1 a Salariés d’employeurs privés hors apprentis : ${salaries.count}, voir les lignes`) }).click();
  const dialog = page.getByRole('dialog', { name: 'F-1 a · Salariés d’employeurs privés hors apprentis' });
  await expect(dialog.getByText(`${salaries.count} lignes comptées`)).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(salaries.count!);
  await expect(dialog.getByRole('listitem').first()).toContainText(/Salarié|Intérimaire/);
  await page.screenshot({ path: testInfo.outputPath('bpf-rows-1366.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('bpf-rows-375.png') });
  await page.setViewportSize({ width: 1366, height: 800 });
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await screenshots(page, (name) => testInfo.outputPath(name), 'bpf');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The workbook, read back: the cadres' titles and the figures of the page.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^bpf_${year}_\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push(Array.from({ length: 6 }, (_, i) => String(row.getCell(i + 1).value ?? ''))));
  expect(rows[0]).toEqual(['Ligne', 'Libellé', 'Nombre', 'Heures', 'Montant (€)', 'Origine']);
  expect(rows.some((row) => row[1].startsWith('F-4. Spécialités de formation'))).toBe(true);
  for (const key of ['f1_salaries', 'f1_total', 'f4_total', 'e_total', 'd_defraiements']) {
    const figure = report.figures.find((f) => f.key === key)!;
    const row = rows.find((r) => r[0] === figure.line && r[1] === figure.label);
    expect(row, key).toBeTruthy();
    expect(row![2]).toBe(figure.count === null ? '' : String(figure.count));
    expect(row![3]).toBe(figure.hours === null ? '' : String(figure.hours));
    if (figure.amount !== null) expect(Number(row![4]).toFixed(2)).toBe(figure.amount);
  }
});
