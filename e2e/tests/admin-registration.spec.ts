// The administrator-made registration ('the same form also appears in a wide slide-over'):
// from the Stagiaires tab, 'Inscrire un stagiaire' finds a trainee, shows their account form and the
// wizard's last step, and registers them; the tab's list then shows them. The trainee and the training
// are created by the test, so no other spec's data moves.
import type { ProfileSaved, TrainingDetail } from '@irt/api/contract';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/pages';
import { trainingPayload } from './support/scene';
import { TRAINING_STATUS } from '@irt/api/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

function at(daysFromNow: number, hour: number): string {
  const date = new Date(Date.now() + daysFromNow * DAY_MS);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

test('l’administrateur inscrit un stagiaire depuis l’onglet Stagiaires', async ({ page, api, request, freshAccount, loginAs, tokenOf }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await tokenOf('administrateur');
  const account = await freshAccount('inscrit-par-admin');
  const traineeToken = await api.login(account.email, account.password);
  const created = await api.post('/api/profiles', { name: account.name, genre_id: 1, phone: '0611111111' }, traineeToken);
  expect(created.status(), await created.text()).toBe(201);
  const trainee = ((await created.json()) as ProfileSaved).profile;

  // A published training, 60 days ahead, with places left.
  const title = `Inscription par l’administrateur ${Date.now().toString(36)}`;
  const training = await api.post(
    '/api/trainings',
    trainingPayload({ title, start_date: at(60, 9), end_date: at(61, 17) }),
    admin,
  );
  expect(training.status(), await training.text()).toBe(201);
  const { id } = (await training.json()) as TrainingDetail;
  for (const status of [TRAINING_STATUS.validated, TRAINING_STATUS.published]) {
    const changed = await request.patch(`/api/trainings/${id}`, {
      data: { training_status_id: status },
      headers: { Authorization: `Bearer ${admin}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }

  await loginAs('administrateur', `/formations/${id}?tab=Stagiaires`);
  const tab = page.getByRole('region', { name: 'Stagiaires' });
  await expect(tab.getByText('Aucun stagiaire pour le moment')).toBeVisible();
  await tab.getByRole('button', { name: 'Inscrire un stagiaire' }).click();
  const drawer = page.getByRole('dialog', { name: 'Inscrire un stagiaire' });
  // (a) the trainee, by profile number as in the top bar's search.
  await drawer.getByRole('searchbox', { name: 'Rechercher un stagiaire' }).fill(trainee.profile_number);
  await drawer.getByRole('list', { name: 'Stagiaires trouvés' }).getByRole('button', { name: new RegExp(account.name) }).click();
  // (b) their account form, bound to their profile.
  await expect(drawer.getByText(`Stagiaire : ${account.name}`)).toBeVisible();
  await expect(drawer.getByText(/Ce profil est complété à \d+ %/)).toBeVisible();
  const profil = drawer.getByRole('region', { name: 'Profil' });
  await expect(profil.getByRole('textbox', { name: 'Email principal' })).toHaveValue(account.email);
  await expect(profil.getByRole('button', { name: "Modifier l'email" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('inscrire-un-stagiaire-1366.png') });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  const professional = drawer.getByRole('region', { name: 'Informations professionnelles' });
  await professional.getByRole('textbox', { name: "Nom de l'entreprise" }).fill('Rhénane Textile');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/profiles/${trainee.id}`) && r.request().method() === 'PUT');
  await professional.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(200);

  // (c) the wizard's last step for them.
  const form = drawer.getByRole('form', { name: 'Finalisation' });
  await form.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }).check();
  await form.getByRole('combobox', { name: /Comment le stagiaire a-t-il connu l'IRT/ }).click();
  await page.getByRole('option').first().click();
  await page.setViewportSize({ width: 375, height: 800 });
  await form.getByRole('button', { name: 'Inscrire le stagiaire' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('inscrire-un-stagiaire-375.png') });
  await page.setViewportSize({ width: 1366, height: 800 });
  const registered = page.waitForResponse((r) => r.url().endsWith(`/api/trainings/${id}/register`) && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Inscrire le stagiaire' }).click();
  expect((await registered).status()).toBe(201);
  await expect(page.getByText('Bravo, le stagiaire est bien préinscrit.')).toBeVisible();
  await expect(drawer).toBeHidden();

  // The tab's list shows the new registration, as the server holds it.
  const row = tab.getByRole('table', { name: 'Stagiaires de la formation' }).locator('tr', { hasText: account.email });
  await expect(row.getByText('Préinscription', { exact: true })).toBeVisible();
  await expect(row.getByText('Rhénane Textile')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('stagiaires-apres-inscription.png') });
});
