// The administrateur reads the audit trail ('Journal d'audit'): a read of bank details in clear is listed,
// and the check of the trail's hash chain says 'Chaîne intègre'; the other roles are sent back.
import { expect, sidebar, test } from './support/fixtures';
import { seriousViolations } from './support/pages';

test('l’administrateur lit le journal d’audit et sa chaîne intègre', async ({ page, api, tokenOf, loginAs }, testInfo) => {
  // A read of a trainer's bank details by the administrateur: one event of the trail.
  const teacher = await api.get<{ id: number }>('/api/profile', await tokenOf('intervenant'));
  await api.get(`/api/profiles/${teacher.id}`, await tokenOf('administrateur'));

  await loginAs('administrateur', '/');
  await sidebar(page).getByRole('link', { name: 'Journal d’audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeVisible();
  await expect(page.getByText(/^Chaîne intègre : \d+ événements? vérifiés? le /)).toBeVisible();
  const events = page.getByRole('table', { name: 'Événements du journal d’audit' });
  await expect(events.getByText('Lecture des coordonnées bancaires').first()).toBeVisible();
  await expect(events.getByText(`Profil n° ${teacher.id}`, { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('journal-audit-1366.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByText(/^Chaîne intègre/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('journal-audit-375.png'), fullPage: true });
});

test('les autres rôles ne lisent pas le journal d’audit', async ({ page, loginAs }) => {
  await loginAs('gestionnaire', '/journal-audit');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toHaveCount(0);
});
