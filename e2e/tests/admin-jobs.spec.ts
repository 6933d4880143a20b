// The administrateur reads the scheduled jobs ('Tâches planifiées'): the demo institute's email relay
// failed once (its SMTP server refused the connection, seed-demo-jobs.ts) and shows its error; 'Relancer'
// puts it back in the queue, which runs it again with the portal's own configuration. The other roles are
// sent back.
import { expect, sidebar, test } from './support/fixtures';
import { seriousViolations } from './support/pages';

test('l’administrateur relance une tâche en échec', async ({ page, loginAs }, testInfo) => {
  await loginAs('administrateur', '/');
  await sidebar(page).getByRole('link', { name: 'Tâches planifiées' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tâches planifiées' })).toBeVisible();
  const jobs = page.getByRole('table', { name: 'Tâches planifiées' });
  // The passes run at start: done ones are listed.
  await expect(jobs.getByText('Terminée').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('taches-planifiees-1366.png'), fullPage: true });

  await page.getByLabel('État').selectOption('en-echec');
  await expect(page).toHaveURL(/etat=en-echec/);
  const failed = jobs.getByRole('row').filter({ hasText: 'Envoi des courriels' }).filter({ hasText: 'ECONNREFUSED' });
  await expect(failed).toHaveCount(1);
  await expect(failed.getByText(/Le serveur d’envoi des courriels a refusé un message/)).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await failed.getByRole('button', { name: /^Relancer/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La tâche est relancée' })).toBeVisible();
  // No longer failed: it waits, then runs (without SMTP the relay has nothing to do).
  await expect(failed).toHaveCount(0);
  await page.getByLabel('État').selectOption('');
  // Read again until the job has run: the count waits for the table of each reload to be filled.
  const rerun = jobs.getByRole('row').filter({ hasText: 'Envoi des courriels' }).filter({ hasText: '1 relance sur 1' }).filter({ hasText: 'Terminée' });
  await expect(async () => {
    await page.reload();
    await expect(rerun).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tâches planifiées' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('taches-planifiees-375.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('les autres rôles ne voient pas les tâches planifiées', async ({ page, loginAs }) => {
  await loginAs('gestionnaire', '/taches-planifiees');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tâches planifiées' })).toHaveCount(0);
});
