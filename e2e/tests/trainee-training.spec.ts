// A stagiaire's view of a training: the Informations a trainee may read, the timing
// banner and the registration panel, as the API answers them to the demo trainee.
import type { CatalogueTraining, Paged, TraineeTrainingItem, TrainingDetail, TrainingSearchItem } from '@irt/api/contract';
import { expect, test } from './support/fixtures';
import { GIF, PDF, rateTraining, seriousViolations } from './support/pages';
import { DAY_MS } from './support/scene';

test('formation vue par le stagiaire : son inscription validée, puis une formation du catalogue ouverte', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('stagiaire');
  const validated = await api.get<Paged<TraineeTrainingItem>>('/api/trainee/trainings/upcoming', token, { status: 'valide', page: 1, per_page: 7 });
  const mine = validated.data[0];
  expect(mine, 'an upcoming validated registration of the demo trainee').toBeTruthy();

  await loginAs('stagiaire', `/formations/${mine.training_id}`);
  await expect(page.getByRole('heading', { level: 1, name: mine.training_name })).toBeVisible();
  const registration = page.getByRole('region', { name: 'Mon inscription' });
  await expect(registration.getByText('Validé', { exact: true })).toBeVisible();
  await expect(registration.getByRole('link', { name: "M'inscrire à cette formation" })).toHaveCount(0);
  await expect(page.getByText(/^Il reste \d+ jours? avant le début de la formation$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('formation-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('formation-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });

  // A training of the catalogue the trainee is not registered to, with places and registration open.
  const catalogue = await api.get<Paged<TrainingSearchItem>>('/api/catalog/trainings/search', token, { page: 1, per_page: 100 });
  let open: TrainingDetail | undefined;
  for (const item of catalogue.data) {
    const detail = await api.get<TrainingDetail>(`/api/trainings/${item.id}`, token);
    const daysAhead = (new Date(detail.start_date).getTime() - Date.now()) / DAY_MS;
    if (!detail.own_registration && daysAhead > 8 && detail.max_attendees > detail.registered_count) {
      open = detail;
      break;
    }
  }
  expect(open, 'a catalogue training open to registration').toBeTruthy();
  await page.goto(`/formations/${open!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: open!.title })).toBeVisible();
  await expect(registration.getByRole('link', { name: "M'inscrire à cette formation" })).toHaveAttribute('href', `/inscription/${open!.id}`);
  await expect(page.getByText(`${open!.registered_count} / ${open!.max_attendees}`)).toBeVisible();
});

test('remboursements du stagiaire : trouvés depuis le tableau de bord sur un téléphone, un justificatif déposé, un faux PNG refusé', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('stagiaire');
  const validated = await api.get<Paged<TraineeTrainingItem>>('/api/trainee/trainings/upcoming', token, { status: 'valide', page: 1, per_page: 7 });
  const training = validated.data[0];
  // On a phone: the dashboard's row of a validated training leads to its reimbursements, shown at once.
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs('stagiaire');
  await page.getByRole('link', { name: `Mes remboursements : ${training.training_name}` }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === `/formations/${training.training_id}` && url.searchParams.get('tab') === 'Remboursements');
  const refunds = page.getByRole('region', { name: 'Remboursements' });
  await expect(refunds.getByRole('button', { name: 'Ajouter un justificatif' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('remboursements-375.png') });
  // Both tabs show whole on the phone, side by side, with no scroll arrow.
  for (const name of ['Informations', 'Remboursements']) await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  // Choosing the tab on the training's page brings its content into view as well.
  await page.getByRole('tab', { name: 'Informations' }).click();
  await page.getByRole('tab', { name: 'Remboursements' }).click();
  await expect(refunds.getByRole('button', { name: 'Ajouter un justificatif' })).toBeInViewport();
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(refunds.getByRole('button', { name: 'Ajouter un justificatif' })).toBeVisible();

  await refunds.getByRole('button', { name: 'Ajouter un justificatif' }).click();
  let dialog = page.getByRole('dialog', { name: 'Ajouter un justificatif' });
  await dialog.getByLabel('Fichier du justificatif').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: GIF });
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  const description = `Billet ${Date.now().toString(36)}`;
  await refunds.getByRole('button', { name: 'Ajouter un justificatif' }).click();
  dialog = page.getByRole('dialog', { name: 'Ajouter un justificatif' });
  await dialog.getByLabel('Fichier du justificatif').setInputFiles({ name: 'billet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();
  await expect(refunds.getByRole('link', { name: description })).toBeVisible();
  await expect(refunds.getByText('En cours', { exact: true })).toBeVisible();
});

test("évaluation d'une formation terminée par le stagiaire", async ({ page, loginAs, api, tokenOf }) => {
  const token = await tokenOf('stagiaire');
  const profile = await api.get<{ id: number }>('/api/profile', token);
  const past = await api.get<Paged<TraineeTrainingItem>>('/api/trainee/trainings/past', token, { status: 'valide', page: 1, per_page: 50 });
  let toEvaluate: TraineeTrainingItem | undefined;
  // The oldest first: the training ended yesterday is the one of the satisfaction email (quality-reminders.spec.ts).
  for (const item of [...past.data].reverse()) {
    // The lookup answers a null id while the training is not evaluated.
    const evaluated = await api.get<{ id: number | null }>(`/api/evaluations/evaluation/${item.training_id}/${profile.id}`, token);
    if (evaluated.id === null) {
      toEvaluate = item;
      break;
    }
  }
  expect(toEvaluate, 'an ended training the demo trainee has not evaluated').toBeTruthy();
  await loginAs('stagiaire', `/formations/${toEvaluate!.training_id}`);
  const panel = page.getByRole('region', { name: 'Évaluation de la formation' });
  const dialog = await rateTraining(page, (index) => index + 4);
  await dialog.getByRole('button', { name: "Compléter l'évaluation" }).click();
  await expect(panel.getByText('évaluation effectuée')).toBeVisible();
});

test('catalogue : les cartes du serveur, le bouton M’inscrire pour le stagiaire seulement', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('stagiaire');
  const first = (await api.get<Paged<CatalogueTraining>>('/api/catalog/trainings', token, { page: 1, per_page: 20 })).data[0];
  expect(first, 'a training in the catalogue').toBeTruthy();
  await loginAs('stagiaire', '/catalogue-de-formations');
  const card = page.getByRole('article', { name: first.title }).first();
  await expect(card).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('catalogue-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('catalogue-375.png') });
  await page.setViewportSize({ width: 1366, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('link', { name: `Voir la formation ${first.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

  await page.context().clearCookies();
  await loginAs('gestionnaire', '/catalogue-de-formations');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^M'inscrire/ })).toHaveCount(0);
});
