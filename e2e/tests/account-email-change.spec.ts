// Changing the login email from the account form: the current password is asked, the login email
// changes only once the new address follows its link, and the old address is told and may undo it.
import { expect, sessionCookies, test, uniqueEmail } from './support/fixtures';
import { acceptTerms, section } from './support/pages';

test('changer son email : mot de passe actuel, lien à la nouvelle adresse, annulation par l’ancienne', async ({ page, api, freshAccount, baseURL }) => {
  test.setTimeout(90_000);
  const account = await freshAccount('email');
  const token = await api.login(account.email, account.password);
  await page.context().addCookies(sessionCookies(token, baseURL as string));
  await page.goto('/modifier-un-compte');
  await acceptTerms(page);

  await section(page, 'Profil').getByRole('button', { name: "Modifier l'email" }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier mon email principal' });
  const newEmail = uniqueEmail('nouvelle');
  await dialog.getByRole('textbox', { name: 'Nouvel email' }).fill(newEmail);
  await dialog.getByLabel('Mot de passe actuel').fill('pas-le-bon');
  await dialog.getByRole('button', { name: 'Modifier' }).click();
  await expect(dialog.getByText('Le mot de passe actuel est incorrect.').first()).toBeVisible();

  await dialog.getByLabel('Mot de passe actuel').fill(account.password);
  await dialog.getByRole('button', { name: 'Modifier' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: `Un lien de confirmation a été envoyé à ${newEmail}.` })).toBeVisible();
  // Nothing changes before the new address confirms it.
  expect((await api.post('/api/login', { email: newEmail, password: account.password })).status()).toBe(401);

  // The old address is told, with a link that undoes the change.
  const undo = await api.linkFromOutbox(account.email, '/verification-email');
  expect(new URLSearchParams(undo.split('?')[1]).get('action')).toBe('annuler-changement');

  await page.goto(await api.linkFromOutbox(newEmail, '/verification-email'));
  await expect(page.getByText('Bravo, votre nouvelle adresse email est confirmée : utilisez-la désormais pour vous connecter.')).toBeVisible();
  expect((await api.post('/api/login', { email: newEmail, password: account.password })).status()).toBe(200);
  expect((await api.post('/api/login', { email: account.email, password: account.password })).status()).toBe(401);

  await page.goto(undo);
  await expect(page.getByRole('heading', { level: 1, name: 'Annulation du changement d’adresse email' })).toBeVisible();
  await expect(page.getByText(/^Le changement d’adresse email est annulé/)).toBeVisible();
  expect((await api.post('/api/login', { email: account.email, password: account.password })).status()).toBe(200);
  expect((await api.post('/api/login', { email: newEmail, password: account.password })).status()).toBe(401);
});
