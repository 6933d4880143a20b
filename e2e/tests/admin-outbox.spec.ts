// The administrateur reads the emails the portal recorded ('Emails envoyés'): a password-reset email
// asked for a demo account is listed, its one-time link masked; the other roles are sent back.
import { expect, sidebar, test } from './support/fixtures';
import { seriousViolations } from './support/pages';

test('l’administrateur lit les emails envoyés, liens à usage unique masqués', async ({ page, api, freshAccount, loginAs }, testInfo) => {
  const account = await freshAccount('boite-envoi');
  const asked = await api.post('/api/password/email', { email: account.email });
  expect(asked.status(), await asked.text()).toBe(200);
  const realLink = await api.linkFromOutbox(account.email, '/reinitialisation-mot-de-passe');
  const realToken = new URL(realLink, 'http://portail').searchParams.get('token');
  expect(realToken).toBeTruthy();

  await loginAs('administrateur', '/');
  await sidebar(page).getByRole('link', { name: 'Emails envoyés' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emails envoyés' })).toBeVisible();
  await expect(page.getByText(/Aucun serveur d'envoi \(SMTP\) n'est configuré/)).toBeVisible();

  const search = page.getByRole('search');
  await search.getByLabel('Destinataire').fill(account.email);
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/destinataire=/);
  await page.getByRole('button', { name: /Réinitialisation de votre mot de passe/ }).first().click();
  const body = page.getByText(/reinitialisation-mot-de-passe\?token=/).first();
  await expect(body).toBeVisible();
  await expect(body).toContainText('token=••••••••');
  await expect(page.locator('main')).not.toContainText(realToken!);
  await page.screenshot({ path: testInfo.outputPath('emails-envoyes-1366.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Emails envoyés' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('emails-envoyes-375.png'), fullPage: true });
});

test('les autres rôles ne lisent pas les emails envoyés', async ({ page, loginAs }) => {
  await loginAs('gestionnaire', '/emails-envoyes');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Emails envoyés' })).toHaveCount(0);
});
