// The route guard and the 404 page.
import { ROUTE_ACCESS } from './support/spec-tables';
import { expect, fr, pathnameOf, sessionCookies, SESSION_COOKIE, test, tokenCookie } from './support/fixtures';

test('sans jeton, le tableau de bord et une page protégée mènent à la connexion', async ({ page }) => {
  for (const path of ['/', '/formations', '/profil']) {
    await page.goto(path);
    await expect(page, `depuis ${path}`).toHaveURL((url) => url.pathname === '/authentification');
  }
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test("« Créer un compte » mène un visiteur à la connexion, son dialogue d'inscription ouvert", async ({ page }) => {
  await page.goto('/creer-un-compte');
  await expect(page).toHaveURL((url) => url.pathname === '/authentification' && url.searchParams.get('inscription') === '1');
  await expect(page.getByRole('dialog', { name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByText('Page en construction')).toHaveCount(0);
});

test('un jeton invalide est effacé et mène à la connexion', async ({ page, baseURL }) => {
  await page.context().addCookies(sessionCookies('jeton.invalide.abc', baseURL as string, Math.floor(Date.now() / 1000) + 3600));
  await page.goto('/formations');
  await expect(page).toHaveURL((url) => url.pathname === '/authentification');
  // The server's refusal clears both cookies.
  await expect.poll(() => tokenCookie(page)).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === SESSION_COOKIE && c.value)).toBeUndefined();
});

test('un stagiaire qui ouvre une page réservée revient au tableau de bord', async ({ page, loginAs }) => {
  await loginAs('stagiaire');
  await expect(page.getByText('Mes formations à venir')).toBeVisible();
  const forbidden = ROUTE_ACCESS.filter((r) => !r.roles.includes('stagiaire')).map((r) => r.path);
  expect(forbidden).toContain('/regie');
  for (const path of ['/regie', '/stagiaires']) {
    await page.goto(path);
    await expect(page, `depuis ${path}`).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText('Mes formations à venir')).toBeVisible();
  }
});

test('un intervenant est renvoyé au tableau de bord depuis la régie, pas un administrateur', async ({
  page,
  loginAs,
  browser,
  tokenOf,
  baseURL,
}) => {
  await loginAs('intervenant', '/regie');
  await expect(page).toHaveURL((url) => url.pathname === '/');

  const adminContext = await browser.newContext({ baseURL });
  await adminContext.addCookies(sessionCookies(await tokenOf('administrateur'), baseURL as string));
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/regie');
  await expect(adminPage.getByText(/régie/i).first()).toBeVisible();
  expect(pathnameOf(adminPage)).toBe('/regie');
  await adminContext.close();
});

test('les pages de formations refusées à un rôle le ramènent au tableau de bord', async ({ page, loginAs }) => {
  const trainingPages = ROUTE_ACCESS.filter((r) => r.path.startsWith('/formations') || r.path === '/agenda');
  for (const role of ['intervenant', 'stagiaire'] as const) {
    const refused = trainingPages.filter((r) => !r.roles.includes(role)).map((r) => r.path);
    expect(refused.length, role).toBeGreaterThan(0);
    await loginAs(role);
    for (const path of refused) {
      await page.goto(path);
      await expect(page, `${role} depuis ${path}`).toHaveURL((url) => url.pathname === '/');
    }
  }
});

test('une adresse inconnue affiche la page 404', async ({ page, loginAs }) => {
  await page.goto('/cette-adresse-n-existe-pas');
  await expect(page.getByText(fr("Cette page n'existe pas"))).toBeVisible();
  expect(pathnameOf(page)).toBe('/cette-adresse-n-existe-pas');

  await loginAs('gestionnaire', '/formations/rien/du-tout/ici');
  await expect(page.getByText(fr("Cette page n'existe pas"))).toBeVisible();
});
