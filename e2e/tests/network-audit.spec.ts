// Which remotes each role's browser loads from the login form to its dashboard: a
// stagiaire never downloads staff code, and no staff role a remote outside its set; the login answer is
// not followed by a session check. Every request of the browser is recorded. The walk through every
// route of each role, with the same check, is the crawler's (crawler.spec.ts).
import type { Request } from '@playwright/test';
import {
  ALL_ROLES,
  ALLOWED_REMOTES,
  DASHBOARD_REMOTE,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type RemoteFolder,
} from './support/spec-tables';
import { expect, loginThroughUi, networkSettled, panelRows, remoteOf, test, trackInFlight } from './support/fixtures';

for (const role of ALL_ROLES) {
  const account = DEMO_ACCOUNTS[role];

  test(`${account.roleName} : ne charge que les remotes de son rôle`, async ({ page }) => {
    const requested: string[] = [];
    const record = (request: Request) => requested.push(request.url());
    page.context().on('request', record);
    const inFlight = trackInFlight(page);

    await loginThroughUi(page, account.email, DEMO_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(panelRows(page).first()).toBeVisible();
    // The login answer carries the user and vouches for its token: neither is asked for again.
    const sessionChecks = requested.filter((url) => /\/api\/(user|validate-token)$/.test(new URL(url).pathname));
    expect(sessionChecks, 'GET /api/user or /api/validate-token after the login').toEqual([]);

    // Every other page of the role is opened by the crawler (crawler.spec.ts), which makes the same check
    // over the whole walk.
    await networkSettled(page, inFlight);
    page.context().off('request', record);

    const loaded = new Set(requested.map(remoteOf).filter((r): r is RemoteFolder => r !== null));
    const outside = requested.filter((url) => {
      const remote = remoteOf(url);
      return remote !== null && !ALLOWED_REMOTES[role].includes(remote);
    });
    expect(outside, `requests outside ${ALLOWED_REMOTES[role].join(', ')}`).toEqual([]);
    // The audit would be empty if no remote loaded at all: the dashboard's own remote must be there.
    expect([...loaded]).toContain(DASHBOARD_REMOTE[role]);
  });
}

test('la page de connexion ne charge aucun remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const inFlight = trackInFlight(page);
  await page.goto('/authentification');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  // A remote fetched by mistake would start at load or once the browser is idle: wait for
  // both, and for every request started to be answered.
  await page.waitForLoadState('load');
  await networkSettled(page, inFlight);
  expect(requested.filter((url) => remoteOf(url) !== null)).toEqual([]);
});
