// The staff trainings list: each filter shows the rows the API gives
// that user, 20 per page; the address keeps filter and page; an intervenant has no create button; a
// responsable pédagogique switches to 'Mes formations'.
import type { Page } from '@playwright/test';
import type { Paged, TrainingDetail, TrainingRow } from '@irt/api/contract';
import { seriousViolations } from './support/pages';
import { expect, test } from './support/fixtures';

const FILTERS = [
  { label: 'Tout', timeline: 'all', slug: null },
  { label: 'Passées', timeline: 'past', slug: 'passees' },
  { label: 'En cours', timeline: 'ongoing', slug: 'en-cours' },
  { label: 'A venir', timeline: 'upcoming', slug: 'a-venir' },
] as const;

const FIRST_LOAD_MS = 45_000;

/** The titles of the table's rows, in order (each row's header cell is the title). */
async function shownTitles(page: Page, table: string): Promise<string[]> {
  return page.getByRole('table', { name: table }).getByRole('rowheader').allInnerTexts();
}

async function expectRows(page: Page, table: string, answer: Paged<TrainingRow>) {
  if (answer.data.length === 0) {
    await expect(page.getByText('Aucune formation pour le moment')).toBeVisible();
    return;
  }
  await expect.poll(() => shownTitles(page, table)).toEqual(answer.data.map((row) => row.title));
  const first = answer.data[0];
  const row = page.getByRole('table', { name: table }).getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(4)).toHaveText(`${first.registered_count} / ${first.max_attendees}`);
  await expect(row.getByRole('cell').nth(5)).toHaveText(first.status.name);
  await expect(row.getByRole('link', { name: `Détails de la formation ${first.title}` })).toHaveAttribute('href', `/formations/${first.id}`);
}

test("liste des formations de l'administrateur : chaque filtre, la pagination et le retour arrière", async ({
  page,
  loginAs,
  api,
  tokenOf,
}, testInfo) => {
  // Many steps, each waiting on the API and the page: more than the default time on a shared machine.
  test.slow();
  const token = await tokenOf('administrateur');
  const list = (timeline: string, current_page = 1) =>
    api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline, current_page, per_page: 20 });

  await loginAs('administrateur', '/formations');
  // The first visit loads the remote: on a busy machine this can take longer than one expectation.
  await expect(page.getByRole('heading', { level: 1, name: 'Formations' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('link', { name: 'Créer une formation' })).toHaveAttribute('href', '/formations/creer-une-formation');
  await expect(page.getByRole('tab')).toHaveCount(0);

  const all = await list('all');
  expect(all.last_page, 'the demo institute has more than 20 trainings').toBeGreaterThan(1);
  await expectRows(page, 'Formations', all);
  await page.screenshot({ path: testInfo.outputPath('formations-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/formations\?page=2$/);
  await expectRows(page, 'Formations', await list('all', 2));

  for (const filter of FILTERS.slice(1)) {
    await page.getByRole('button', { name: filter.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/formations\\?filtre=${filter.slug}$`));
    await expect(page.getByRole('button', { name: filter.label, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const answer = await list(filter.timeline);
    expect(answer.data.length, `demo trainings for '${filter.label}'`).toBeGreaterThan(0);
    await expectRows(page, 'Formations', answer);
  }

  // Back: the previous filter ('En cours'), then page 2 of 'Tout'.
  await page.goBack();
  await expect(page).toHaveURL(/filtre=en-cours$/);
  await expectRows(page, 'Formations', await list('ongoing'));
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/formations\?page=2$/);
  await expectRows(page, 'Formations', await list('all', 2));

  await page.setViewportSize({ width: 375, height: 800 });
  // On a phone the trainings are cards of a list.
  await expect(page.getByRole('list', { name: 'Formations' }).getByRole('article')).toHaveCount((await list('all', 2)).data.length);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('formations-375.png'), fullPage: true });
});

test("liste des formations de l'intervenant : les siennes, sans bouton de création", async ({ page, loginAs, api, tokenOf }) => {
  const token = await tokenOf('intervenant');
  await loginAs('intervenant', '/formations');
  await expect(page.getByRole('heading', { level: 1, name: 'Formations' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const mine = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline: 'all', current_page: 1, per_page: 20 });
  expect(mine.data.length, 'trainings taught by the demo intervenant').toBeGreaterThan(0);
  // Only theirs: the intervenant is in the team of each one, as the administrateur reads it.
  const me = await api.get<{ id: number }>('/api/profile', token);
  const adminToken = await tokenOf('administrateur');
  for (const row of mine.data) {
    const detail = await api.get<TrainingDetail>(`/api/trainings/${row.id}`, adminToken);
    expect([...detail.teachers, ...detail.pedagogical_supervisors].map((m) => m.profile_id), row.title).toContain(me.id);
  }
  await expectRows(page, 'Formations', mine);
  await expect(page.getByRole('link', { name: 'Créer une formation' })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test("liste des formations du responsable pédagogique : l'onglet 'Mes formations'", async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('responsable-pedagogique');
  await loginAs('responsable-pedagogique', '/formations');
  await expect(page.getByRole('heading', { level: 1, name: 'Formations' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('tab', { name: 'Toutes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Créer une formation' })).toBeVisible();
  await expectRows(page, 'Formations', await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline: 'all', current_page: 1, per_page: 20 }));

  await page.getByRole('tab', { name: 'Mes formations' }).click();
  await expect(page).toHaveURL(/onglet=mes-formations$/);
  const assigned = (filter: string) =>
    api.get<Paged<TrainingRow>>('/api/pedagogical-supervisor/assigned-trainings', token, { filter, page: 1, per_page: 20 });
  const mine = await assigned('all');
  expect(mine.data.length, 'trainings assigned to the demo responsable pédagogique').toBeGreaterThan(0);
  await expectRows(page, 'Mes formations', mine);
  await page.screenshot({ path: testInfo.outputPath('mes-formations.png'), fullPage: true });

  await page.getByRole('button', { name: 'A venir', exact: true }).click();
  await expect(page).toHaveURL(/onglet=mes-formations&filtre=a-venir$/);
  await expectRows(page, 'Mes formations', await assigned('upcoming'));
});
