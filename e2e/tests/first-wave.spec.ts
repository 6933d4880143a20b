// The page opened with a session carries its first answers (the user, the profile): the logged-in frame
// and the dashboard show without the session check's round trip before them. A revoked session gets the
// plain page, and the login page.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/spec-tables';
import { expect, recordRequests, sessionCookies, test } from './support/fixtures';

const SESSION_CALLS = /^\/api\/(validate-token|user|profile)$/;

for (const [role, heading] of [
  ['stagiaire', /^Bonjour/],
  ['administrateur', /^Tableau de bord$/],
] as const) {
  test(`première visite avec une session (${role}) : le tableau de bord sans demander la session`, async ({ page, loginAs }) => {
    const requests = recordRequests(page);
    await loginAs(role);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const asked = requests.urls.map((url) => new URL(url).pathname).filter((path) => SESSION_CALLS.test(path));
    requests.stop();
    expect(asked, 'session calls made before the dashboard showed').toEqual([]);
    // The page's HTML carried the data block; the shell read it once and removed it.
    const html = await page.request.get('/', { headers: { accept: 'text/html' } });
    expect(html.headers()['cache-control']).toBe('no-store');
    expect(await html.text()).toContain('<script type="application/json" id="irt-first-wave">');
    await expect(page.locator('#irt-first-wave')).toHaveCount(0);
  });
}

test('une session révoquée reçoit la page de connexion', async ({ page, api, baseURL }) => {
  const token = await api.login(DEMO_ACCOUNTS.stagiaire.email, DEMO_PASSWORD);
  const logout = await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);
  await page.context().addCookies(sessionCookies(token, baseURL as string));
  const answer = await page.goto('/');
  expect(await answer!.text()).not.toContain('irt-first-wave');
  await expect(page).toHaveURL((url) => url.pathname === '/authentification');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});
