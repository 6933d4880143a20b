// Password reset end to end: request, emailed link, new password, login.
import { expect, fr, loginThroughUi, test, tokenCookie } from './support/fixtures';

test('réinitialiser son mot de passe en suivant le lien reçu par email', async ({ page, freshAccount, api }) => {
  const account = await freshAccount('reinit');

  await page.goto('/authentification');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/reinitialisation');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Régénérer' }).click();
  await expect(
    page.getByText('Vous allez recevoir, par email, un lien pour réinitialiser votre mot de passe.'),
  ).toBeVisible();
  // Spec: back to the login screen after 5 seconds.
  await expect(page).toHaveURL((url) => url.pathname === '/authentification', { timeout: 10_000 });

  const link = await api.linkFromOutbox(account.email, '/reinitialisation-mot-de-passe');
  await page.goto(link);
  const newPassword = 'Nouveau-2026!';
  // The link carries the email: the form shows it already filled in.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(newPassword);
  const confirmation = page.getByRole('textbox', { name: 'Confirmation du mot de passe' });
  await confirmation.fill('Nouveau-2026?');
  await expect(page.getByText('Le mot de passe est différent.')).toBeVisible();
  await confirmation.fill(newPassword);
  await expect(page.getByText('Le mot de passe est différent.')).toBeHidden();
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(
    page.getByText(fr('Votre mot de passe a été changé avec succès. Vous pouvez maintenant vous connecter.')),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/authentification', { timeout: 10_000 });

  // The old password no longer works; the new one does.
  await expect(api.login(account.email, account.password)).rejects.toThrow(/40[01]|422/);
  await loginThroughUi(page, account.email, newPassword);
  await expect(page).not.toHaveURL(/\/authentification/);
  expect(await tokenCookie(page)).not.toBeNull();

  // The link is single-use.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Encore-2026!');
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Encore-2026!');
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(
    page.getByText(
      fr(
        "Il semblerait que votre code d'autorisation a expiré. Vous pouvez réinitialiser votre mot de passe une nouvelle fois.",
      ),
    ),
  ).toBeVisible();
});

test('une adresse inconnue : la demande affiche ce que le serveur répond', async ({ page, api }) => {
  const unknown = 'personne.inconnue@exemple.fr';
  const res = await api.post('/api/password/email', { email: unknown });
  await page.goto('/reinitialisation');
  await page.getByRole('textbox', { name: 'Email' }).fill(unknown);
  await page.getByRole('button', { name: 'Régénérer' }).click();
  if (res.status() === 404) {
    // The server's message, or 'Êtes-vous sûr·e de votre adresse email ?'.
    const { message } = (await res.json()) as { message?: string };
    const shown = message ? page.getByText(message).or(page.getByText('Êtes-vous sûr·e de votre adresse email ?')) : page.getByText('Êtes-vous sûr·e de votre adresse email ?');
    await expect(shown.first()).toBeVisible();
    await expect(page.getByText('Vous allez recevoir, par email')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/reinitialisation');
  } else {
    // A server that does not reveal which addresses exist answers as for a known one.
    expect(res.status()).toBe(200);
    await expect(
      page.getByText('Vous allez recevoir, par email, un lien pour réinitialiser votre mot de passe.'),
    ).toBeVisible();
  }
  // Either way, no email leaves for an address that has no account.
  expect((await api.outbox()).filter((m) => m.to.includes(unknown))).toHaveLength(0);
});
