// A staff member changes their own password from 'Mon profil' and logs in with it: a gestionnaire created
// for this test (the demo accounts stay as they are), its first password chosen through the welcome link.
import { expect, sessionCookies, test, uniqueEmail } from './support/fixtures';

test('un gestionnaire change son mot de passe depuis « Mon profil » puis se connecte avec', async ({ page, api, tokenOf, baseURL }) => {
  const email = uniqueEmail('gestion-mdp');
  const created = await api.post('/api/register/manager', { name: 'Paule Changemot', email }, await tokenOf('administrateur'));
  expect(created.status(), await created.text()).toBe(201);
  const link = new URL(await api.linkFromOutbox(email, '/reinitialisation-mot-de-passe'), 'http://portail');
  const first = 'Premier-Secret-Gestion-26';
  const reset = await api.post('/api/password/reset', {
    token: link.searchParams.get('token'),
    email,
    password: first,
    password_confirmation: first,
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const token = await api.login(email, first);
  await api.post('/api/profile/accept-terms', {}, token);
  await page.context().addCookies(sessionCookies(token, baseURL as string));

  await page.goto('/profil');
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer mon mot de passe' });
  await dialog.getByLabel(/Mot de passe actuel/).fill(first);
  const changed = 'Second-Secret-Gestion-26';
  await dialog.getByLabel(/^Mot de passe\W*$/).fill(changed);
  await dialog.getByLabel(/Confirmation du mot de passe/).fill(changed);
  await dialog.getByRole('button', { name: 'Changer' }).click();
  await expect(dialog.getByText(/Votre mot de passe a été changé avec succès/)).toBeVisible();

  // The old password no longer opens the account; the new one does.
  const refused = await api.post('/api/login', { email, password: first });
  expect(refused.status()).toBe(401);
  expect(await api.login(email, changed)).toBeTruthy();
});
