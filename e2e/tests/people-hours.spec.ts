// The trainer hours report /formateurs/heures 'Heures formateurs': the trainings the API gives with their
// team's hours, 20 per page; the filter side panel (Ares statuses, period) kept in the address; 'Exporter'
// downloads the filter's rows as .xlsx, opened here and compared with the API's rows; a gestionnaire typing
// the address goes back to the dashboard.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import type { Paged, TrainingWithStaff } from '@irt/api/contract';
import { screenshots, seriousViolations } from './support/pages';
import { expect, test } from './support/fixtures';
import { ofName } from '@irt/api/constants';

const FIRST_LOAD_MS = 45_000;
const PATH = '/formateurs/heures';
const LIST = 'Formations et heures de leur équipe';

/** The titles of the trainings shown, in order. */
function shownTrainings(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: LIST }).getByRole('heading', { level: 2 }).allInnerTexts();
}

/** Today in Paris ('AAAA-MM-JJ'). */
function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

for (const role of ['administrateur', 'responsable-pedagogique'] as const) {
  test(`Heures formateurs (${role}) : la liste, le filtre et l’export`, async ({ page, loginAs, api, tokenOf }, testInfo) => {
    test.slow();
    const token = await tokenOf(role);
    const read = (query: Record<string, string | number> = {}) =>
      api.get<Paged<TrainingWithStaff>>('/api/trainings/with-staff', token, { current_page: 1, per_page: 20, ...query });

    await loginAs(role, PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Heures formateurs' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    const first = await read();
    expect(first.total, 'the demo institute has trainings with hours').toBeGreaterThan(0);
    await expect.poll(() => shownTrainings(page)).toEqual(first.data.map((t) => t.training_name));
    await expect(page.getByText(first.total === 1 ? '1 formation' : `${first.total} formations`, { exact: true })).toBeVisible();
    // The training's link, and its team's rows with their HETD.
    const top = first.data[0];
    await expect(page.getByRole('link', { name: top.training_name }).first()).toHaveAttribute('href', `/formations/${top.training_id}`);
    const team = page.getByRole('table', { name: `Équipe ${ofName(top.training_name)}` }).first();
    await expect(team.getByRole('rowheader')).toHaveCount(top.staff.length);
    if (role === 'administrateur') {
      expect(await seriousViolations(page)).toEqual([]);
      await screenshots(page, (name) => testInfo.outputPath(name), 'heures-formateurs');
    }

    // Filter: validated Ares contracts, trainings starting until today.
    await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filtrer les heures' });
    await panel.getByRole('checkbox', { name: 'Contrat validé' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PATH && url.searchParams.get('ares') === '2');
    await expect(panel.getByRole('checkbox', { name: 'Contrat validé' })).toBeChecked();
    const today = parisToday();
    await panel.getByLabel('Au', { exact: true }).fill(today.split('-').reverse().join('/'));
    await expect(page).toHaveURL((url) => url.searchParams.get('au') === today && url.searchParams.get('ares') === '2');
    if (role === 'administrateur') {
      expect(await seriousViolations(page)).toEqual([]);
      await screenshots(page, (name) => testInfo.outputPath(name), 'heures-formateurs-filtres');
    }
    await panel.getByRole('button', { name: 'Voir les résultats' }).click();
    await expect(panel).toBeHidden();
    const filter = { end_date: today, 'ares_status_ids[]': 2 };
    const filtered = await read(filter);
    expect(filtered.total).toBeGreaterThan(0);
    await expect.poll(() => shownTrainings(page)).toEqual(filtered.data.map((t) => t.training_name));
    for (const training of filtered.data) for (const row of training.staff) expect(row.ares_status?.id).toBe(2);

    // Reloading keeps the filter.
    await page.reload();
    await expect.poll(() => shownTrainings(page), { timeout: FIRST_LOAD_MS }).toEqual(filtered.data.map((t) => t.training_name));

    // Export: the rows of the filter, every page, in the report's order.
    const expected: string[][] = [];
    for (let p = 1; ; p += 1) {
      const answer = await read({ ...filter, current_page: p, per_page: 100 });
      for (const training of answer.data) for (const row of training.staff) expected.push([training.training_name, row.profile.name, 'Contrat validé']);
      if (p >= answer.last_page) break;
    }
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^heures-formateurs-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await readFile((await file.path())!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Heures formateurs')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Formation',
      'Début',
      'Fin',
      'Nom',
      'Adresse e-mail',
      'Rôle dans la formation',
      'Statut Ares',
      'CM prévisionnels',
      'TD prévisionnels',
      'HETD prévisionnelles',
      'CM réalisés',
      'TD réalisés',
      'HETD réalisées',
      'Rémunéré',
    ]);
    const lines: string[][] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) lines.push([String(row.getCell(1).value), String(row.getCell(4).value), String(row.getCell(7).value)]);
    });
    expect(lines).toEqual(expected);
  });
}

test('un gestionnaire qui tape /formateurs/heures revient au tableau de bord', async ({ page, loginAs }) => {
  await loginAs('gestionnaire', PATH);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible({ timeout: FIRST_LOAD_MS });
});
