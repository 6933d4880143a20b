// The staff page of a training: its Informations as the API answers them, the
// status panel and the 'Modifier' dialog, per role, against the demo data.
import type { Page } from '@playwright/test';
import type { Paged, RoleSlug, TrainingDetail, TrainingRow } from '@irt/api/contract';
import { saveDespiteConflict, seriousViolations } from './support/pages';
import { at, createTraining, trainingPayload } from './support/scene';
import { expect, test } from './support/fixtures';
import { TRAINING_STATUS } from '@irt/api/constants';

type Api = { get: <T>(path: string, token?: string, params?: Record<string, string | number>) => Promise<T> };

/** The first training the role lists whose detail satisfies `wanted`. */
async function findTraining(api: Api, token: string, wanted: (detail: TrainingDetail) => boolean): Promise<TrainingDetail> {
  for (const timeline of ['upcoming', 'all']) {
    for (let page = 1; page <= 5; page++) {
      const rows = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline, page, per_page: 100 });
      for (const row of rows.data) {
        const detail = await api.get<TrainingDetail>(`/api/trainings/${row.id}`, token);
        if (wanted(detail)) return detail;
      }
      if (page >= rows.last_page) break;
    }
  }
  throw new Error('no demo training fits');
}

async function open(page: Page, loginAs: (role: RoleSlug, path?: string) => Promise<void>, role: RoleSlug, training: TrainingDetail, query = '') {
  await loginAs(role, `/formations/${training.id}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: training.title })).toBeVisible();
}

test("l'administrateur lit la formation et la valide depuis le panneau de statut", async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('administrateur');
  // A training of its own: another spec running alongside may move the demo's upcoming trainings on.
  const created = await createTraining(
    api,
    token,
    trainingPayload({ title: `Formation à valider ${Date.now().toString(36)}`, start_date: at(30, 9), end_date: at(31, 17) }),
  );
  const training = await api.get<TrainingDetail>(`/api/trainings/${created.id}`, token);
  expect(training.training_status_id).toBe(TRAINING_STATUS.upcoming);
  expect(training.allowed_actions.transitions).toHaveLength(1);
  await open(page, loginAs, 'administrateur', training, '?tab=informations');

  await expect(page.getByRole('tab', { name: 'Informations', selected: true })).toBeVisible();
  const badge = page.getByTestId('training-status');
  await expect(badge).toHaveText(training.status.name);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(training.category.name, { exact: true })).toBeVisible();
  await expect(panel.getByText(training.type.name, { exact: true })).toBeVisible();
  await expect(panel.getByText(training.theme.name, { exact: true })).toBeVisible();
  await expect(panel.getByText(`${training.registered_count} / ${training.max_attendees}`)).toBeVisible();
  if (training.place) await expect(panel.getByText(training.place.name, { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Il reste \d+ jours? avant le début de la formation$/)).toBeVisible();
  await expect(panel.getByText(training.paid_training ? /^Payante/ : 'Gratuite')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Éditer' })).toHaveAttribute('href', `/formations/editer-une-formation/${training.id}`);
  await page.screenshot({ path: testInfo.outputPath('formation-admin-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Valider' }).click();
  const side = page.getByRole('dialog', { name: 'Changer le statut' });
  await expect(side.getByRole('radio', { name: 'Valider' })).toBeChecked();
  await expect(side.getByRole('button', { name: 'Forcer le statut' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('panneau-statut.png') });
  await side.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Bravo, le statut a bien été modifié')).toBeVisible();
  await expect(side).toBeHidden();

  const after = await api.get<TrainingDetail>(`/api/trainings/${training.id}`, token);
  expect(after.training_status_id).toBe(TRAINING_STATUS.validated);
  await expect(badge).toHaveText(after.status.name);
  // Validated: the full edit gives way to the 'Modifier' dialog.
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Éditer' })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('combobox', { name: 'Onglet' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('formation-admin-375.png'), fullPage: true });
});

test('le gestionnaire modifie l’intitulé puis reporte la formation', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('gestionnaire');
  const training = await findTraining(
    api,
    token,
    (t) => t.training_status_id === TRAINING_STATUS.published && t.allowed_actions.edit === 'title' && t.allowed_actions.transitions.some((tr) => tr.kind === 'postpone'),
  );
  await open(page, loginAs, 'gestionnaire', training);
  await expect(page.getByTestId('training-status')).toHaveText(training.status.name);

  await page.getByRole('button', { name: 'Modifier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la formation' });
  await expect(dialog.getByText("Vous pouvez uniquement modifier l'intitulé de la formation.")).toBeVisible();
  const title = `${training.title} (session 2)`;
  await dialog.getByRole('textbox', { name: 'Intitulé' }).fill(title);
  await page.screenshot({ path: testInfo.outputPath('modifier.png') });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await api.get<TrainingDetail>(`/api/trainings/${training.id}`, token)).title).toBe(title);

  const label = training.allowed_actions.transitions.length === 1 ? 'Reporter la formation' : 'Changer le statut';
  await page.getByRole('button', { name: label }).click();
  const side = page.getByRole('dialog', { name: 'Changer le statut' });
  await side.getByRole('radio', { name: 'Reporter la formation' }).check();
  await expect(side.getByRole('group', { name: 'Nouvelle date de début' })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Forcer le statut' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('report.png') });
  expect(await seriousViolations(page)).toEqual([]);
  // A team member booked elsewhere at those dates makes it a double booking, to confirm.
  await saveDespiteConflict(side, side.getByRole('button', { name: 'Reporter la formation' }), page.getByText('Bravo, le report a bien été enregistré'));
  const after = await api.get<TrainingDetail>(`/api/trainings/${training.id}`, token);
  expect(after.training_status_id).toBe(TRAINING_STATUS.postponed);
  expect(after.deferrals.length).toBe(training.deferrals.length + 1);
  await expect(page.getByTestId('training-status')).toHaveText(after.status.name);
  await expect(page.getByText(/^Dates initiales : du /).first()).toBeVisible();
});

test("l'intervenant lit une de ses formations sans action d'édition", async ({ page, loginAs, api, tokenOf }) => {
  const token = await tokenOf('intervenant');
  // An ended training: the other tests of this file change upcoming ones at the same time.
  const training = await findTraining(api, token, (t) => t.training_status_id === TRAINING_STATUS.toClose || t.training_status_id === TRAINING_STATUS.closed);
  await open(page, loginAs, 'intervenant', training, '?tab=informations');
  await expect(page.getByRole('tab', { name: 'Informations', selected: true })).toBeVisible();
  await expect(page.getByTestId('training-status')).toHaveText(training.status.name);
  await expect(page.getByRole('tabpanel').getByText(training.theme.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/^(Payante|Gratuite)/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Éditer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Changer le statut' })).toHaveCount(0);
});
