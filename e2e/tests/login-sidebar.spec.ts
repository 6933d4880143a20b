// Each demo account logs in through the login screen and sees the sidebar of its role.
import { ALL_ROLES, ALL_SIDEBAR_ENTRIES, DEMO_ACCOUNTS, DEMO_PASSWORD, sidebarEntriesOf } from './support/spec-tables';
import { expect, loginThroughUi, pathnameOf, SESSION_COOKIE, sidebar, test, tokenCookie, userMenuButton } from './support/fixtures';

for (const role of ALL_ROLES) {
  const account = DEMO_ACCOUNTS[role];

  test(`${account.roleName} : connexion puis menu latéral de son rôle`, async ({ page }) => {
    await loginThroughUi(page, account.email, DEMO_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await tokenCookie(page)).not.toBeNull();

    const menu = sidebar(page);
    const expected = sidebarEntriesOf(role);
    for (const entry of expected) {
      await expect(menu.getByRole('link', { name: entry, exact: true }), `entrée « ${entry} »`).toBeVisible();
    }
    for (const entry of ALL_SIDEBAR_ENTRIES.filter((e) => !expected.includes(e))) {
      await expect(menu.getByRole('link', { name: entry, exact: true }), `entrée « ${entry} »`).toHaveCount(0);
    }
  });
}

test('un mauvais mot de passe laisse sur la page de connexion avec un message', async ({ page }) => {
  await loginThroughUi(page, DEMO_ACCOUNTS.gestionnaire.email, 'pas-le-bon-mot-de-passe');
  await expect(page.getByText('Mince...')).toBeVisible();
  await expect(
    page.getByText('Un problème est survenu. Vérifiez votre identifiant et votre mot de passe.', { exact: false }),
  ).toBeVisible();
  expect(pathnameOf(page)).toBe('/authentification');
  expect(await tokenCookie(page)).toBeNull();
});

test('Déconnexion depuis le menu utilisateur renvoie à la connexion et invalide la session', async ({ page, api }) => {
  await loginThroughUi(page, DEMO_ACCOUNTS.intervenant.email, DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const token = await tokenCookie(page);
  expect(token).not.toBeNull();
  // The token is out of reach of the page's scripts (HttpOnly), which see only the session's expiry;
  // the session works all the same: the dashboard's reads, then the logout, a write that revokes it.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'irt_token');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain('irt_token');
  expect(visible).not.toContain(token as string);
  expect(visible).toMatch(new RegExp(`(^|; )${SESSION_COOKIE}=\\d+`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();

  await expect(page).toHaveURL(/\/authentification/);
  // The server cleared the cookie with its answer to the logout.
  expect(await tokenCookie(page)).toBeNull();
  // The token is revoked on the server too, not only forgotten by the browser.
  await expect(api.get('/api/user', token as string)).rejects.toThrow(/401/);
});

// The login page comes drawn in its HTML: it shows, and can be typed in, before the page's code has arrived;
// the page then takes over what was typed and where the caret was, and logs in. Held back here: main.js.
test('la page de connexion s’affiche avant son code ; ce qui y est tapé est repris par la page', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  // Deferred scripts hold DOMContentLoaded back: wait for the answer only.
  await page.goto('/authentification', { waitUntil: 'commit' });
  const drawn = page.locator('#irt-login-prerender');
  await expect(drawn.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  // Nothing can be sent yet: the buttons wait for the page's code, Enter sends nothing.
  await expect(drawn.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
  await drawn.getByLabel('Identifiant').fill(DEMO_ACCOUNTS.gestionnaire.email);
  await drawn.getByLabel('Mot de passe', { exact: false }).first().fill(DEMO_PASSWORD.slice(0, 4));
  await page.keyboard.press('Enter');
  expect(page.url()).not.toContain('password');
  release();
  await expect(drawn).toHaveCount(0);
  const identifier = page.getByLabel('Identifiant');
  await expect(identifier).toHaveValue(DEMO_ACCOUNTS.gestionnaire.email);
  const password = page.locator('input[name="password"]');
  await expect(password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD.slice(4));
  await expect(password).toHaveValue(DEMO_PASSWORD);
  // One form on the page, the page's own.
  await expect(page.locator('form')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(sidebar(page)).toBeVisible();
});
