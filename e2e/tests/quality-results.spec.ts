// Satisfaction results: the staff's Qualité page (/qualite) per theme and year, its year filter and its
// workbook opened back; the Évaluations tab's response rate, means and comments; the results the
// catalogue publishes per theme (5 respondents at least), on a phone and a desktop, and the same
// figures answered to a visitor without a session, on the public page 'Nos résultats'.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Paged, PublishedResults, QualityResults, TrainingEvaluationResults } from '@irt/api/contract';
import { expect, sidebar, test } from './support/fixtures';
import { screenshots, seriousViolations } from './support/pages';

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const score = (value: number | null) => (value === null ? '—' : `${oneDecimal.format(value)}/10`);
const rate = (value: number | null) => (value === null ? '—' : `${oneDecimal.format(value)}\u202f%`);

test('Qualité : par thème et par année, l’export ouvert', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  test.setTimeout(120_000);
  const token = await tokenOf('responsable-pedagogique');
  const current = await api.get<QualityResults>('/api/quality/results', token);
  await loginAs('responsable-pedagogique', '/qualite');
  await expect(page.getByRole('heading', { level: 1, name: 'Qualité' })).toBeVisible({ timeout: 30_000 });
  await expect(sidebar(page).getByRole('link', { name: 'Qualité' })).toHaveAttribute('href', '/qualite');
  await expect(page.getByRole('combobox', { name: 'Année' })).toHaveValue(String(current.year));
  const total = page.getByRole('region', { name: `Ensemble de l’année ${current.year}` });
  const satisfaction = page.getByRole('region', { name: 'Satisfaction générale par thème' });
  // The current year moves while other tests evaluate trainings: the page is read again with the
  // figures the API gives at that moment, until both agree.
  await expect(async () => {
    const now = await api.get<QualityResults>('/api/quality/results', token);
    await page.reload();
    await expect(total).toContainText(rate(now.total.response_rate), { timeout: 5_000 });
    await expect(total).toContainText(score(now.total.means.overall_satisfaction), { timeout: 5_000 });
    for (const theme of now.themes) {
      await expect(satisfaction.getByRole('listitem').filter({ hasText: theme.theme })).toContainText(score(theme.means.overall_satisfaction), { timeout: 5_000 });
    }
  }).toPass({ timeout: 60_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, (name) => testInfo.outputPath(name), 'qualite');

  // Last year: the address keeps it, the figures are that year's.
  const lastYear = current.year - 1;
  const previous = await api.get<QualityResults>('/api/quality/results', token, { year: lastYear });
  await page.getByRole('combobox', { name: 'Année' }).selectOption(String(lastYear));
  await expect(page).toHaveURL(new RegExp(`annee=${lastYear}`));
  const previousTotal = page.getByRole('region', { name: `Ensemble de l’année ${lastYear}` });
  await expect(previousTotal).toContainText(`${previous.total.respondents} sur ${previous.total.validated}`);
  const first = previous.themes[0];
  await expect(page.getByRole('article', { name: first.theme })).toContainText(rate(first.completion_rate));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^resultats_qualite_${lastYear}_\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value)));
  expect(rows[0].slice(0, 5)).toEqual(['Thème', 'Formations', 'Stagiaires validés', 'Répondants', 'Taux de réponse (%)']);
  expect(rows.slice(1).map((r) => [r[0], r[3], r[11]])).toEqual(
    [...previous.themes, previous.total].map((r) => [r.theme, r.respondents, r.means.overall_satisfaction ?? '']),
  );
});

test('Évaluations : taux de réponse, moyennes et commentaires d’une formation passée', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('administrateur');
  const past = await api.get<Paged<{ id: number }>>('/api/trainings', token, { timeline: 'past', page: 1, per_page: 50 });
  let found: { id: number; results: TrainingEvaluationResults } | undefined;
  for (const row of past.data) {
    const results = await api.get<TrainingEvaluationResults>(`/api/evaluations/${row.id}/results`, token);
    if (results.comments.length > 0) {
      found = { id: row.id, results };
      break;
    }
  }
  expect(found, 'a past training with comments').toBeTruthy();
  const { results } = found!;
  await loginAs('administrateur', `/formations/${found!.id}?tab=Évaluations`);
  const section = page.getByRole('region', { name: 'Résultats' });
  await expect(section).toContainText(`Taux de réponse : ${rate(results.response_rate)} (${results.respondents} évaluation`);
  const means = section.getByRole('list', { name: 'Moyenne de chaque critère' }).getByRole('listitem');
  await expect(means).toHaveCount(7);
  await expect(means.last()).toContainText(['Satisfaction générale', score(results.means.overall_satisfaction)].join(''));
  await expect(section.getByRole('heading', { name: `Commentaires (${results.comments.length})` })).toBeVisible();
  await expect(section.getByText(results.comments[0].comment).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, (name) => testInfo.outputPath(name), 'evaluations-resultats');
});

test('catalogue : les résultats publiés par thème, à partir de 5 répondants', async ({ page, loginAs, api }, testInfo) => {
  // A visitor gets the same figures: the endpoint needs no session.
  const published = await api.get<PublishedResults>('/api/catalog/published-results');
  expect(published.minimum_respondents).toBe(5);
  expect(published.themes.length).toBeGreaterThan(0);
  for (const theme of published.themes) expect(theme.respondents).toBeGreaterThanOrEqual(5);

  await loginAs('stagiaire', '/catalogue-de-formations');
  const section = page.getByRole('region', { name: 'Nos résultats' });
  await expect(section).toContainText('Les résultats d’un thème ne sont publiés qu’à partir de 5 répondants.', { timeout: 30_000 });
  for (const theme of published.themes) {
    const card = section.getByRole('listitem', { name: theme.theme });
    await expect(card).toContainText(score(theme.overall_satisfaction));
    await expect(card).toContainText(`${theme.respondents} répondants`);
    await expect(card).toContainText(rate(theme.completion_rate));
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await section.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 800 });
  await screenshots(page, (name) => testInfo.outputPath(name), 'catalogue-resultats');
});

test('un visiteur lit « Nos résultats » depuis le pied de la page de connexion', async ({ page }, testInfo) => {
  await page.goto('/authentification');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nos résultats' }).click();
  await expect(page).toHaveURL(/\/nos-resultats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nos résultats' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Nos résultats' });
  await expect(section).toContainText('Les résultats d’un thème ne sont publiés qu’à partir de 5 répondants.', { timeout: 30_000 });
  await expect(section.getByRole('listitem').first()).toContainText('répondants');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshots(page, (name) => testInfo.outputPath(name), 'nos-resultats-visiteur');
});
