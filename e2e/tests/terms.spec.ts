// The terms-of-use dialog: a user who has not accepted the terms sees it after login.
import type { Page } from '@playwright/test';
import { expect, fr, loginThroughUi, test, tokenCookie, userMenuButton } from './support/fixtures';

function termsDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: fr("J'accepte") }) });
}

test("« J'accepte » ferme les conditions d'utilisation pour de bon", async ({ page, freshAccount, api }) => {
  const account = await freshAccount('cgu-accepte');
  await loginThroughUi(page, account.email, account.password);

  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Je refuse' })).toBeVisible();
  await dialog.getByRole('button', { name: fr("J'accepte") }).click();
  await expect(dialog).toBeHidden();

  // Recorded on the server: the next visit does not ask again.
  const token = await tokenCookie(page);
  expect(token).not.toBeNull();
  const user = await api.get<{ accepted_terms: number }>('/api/user', token as string);
  expect(user.accepted_terms).not.toBe(0);
  await page.reload();
  // The user menu shows the loaded user; the terms dialog is rendered by the same frame from the same
  // user, so it would be open by now if the acceptance had not been recorded.
  await expect(userMenuButton(page)).toBeVisible();
  await expect(termsDialog(page)).toHaveCount(0);
});

test('« Je refuse » déconnecte', async ({ page, freshAccount, api }) => {
  const account = await freshAccount('cgu-refuse');
  await loginThroughUi(page, account.email, account.password);

  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  const token = await tokenCookie(page);
  await dialog.getByRole('button', { name: 'Je refuse' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/authentification');
  expect(await tokenCookie(page)).toBeNull();
  await expect(api.get('/api/user', token as string)).rejects.toThrow(/401/);
  // Refusing does not accept: logging in again asks again.
  await loginThroughUi(page, account.email, account.password);
  await expect(termsDialog(page)).toBeVisible();
});
