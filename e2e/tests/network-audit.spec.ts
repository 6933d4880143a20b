// Which remotes each role's browser loads (ARCHITECTURE.md §2): a stagiaire never downloads staff code,
// and no staff role downloads a remote outside its set. Every request of the browser is recorded.
import type { Request } from '@playwright/test';
import {
  ALL_ROLES,
  ALLOWED_REMOTES,
  DASHBOARD_REMOTE,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  sidebarEntriesOf,
  type RemoteFolder,
} from './support/spec-tables';
import { expect, loginThroughUi, networkSettled, panelRows, remoteOf, sidebar, test, trackInFlight } from './support/fixtures';

const PUBLIC_LAYOUT_ENTRIES = ['Catalogue de formations', 'Informations légales'];

for (const role of ALL_ROLES) {
  const account = DEMO_ACCOUNTS[role];

  test(`${account.roleName} : ne charge que les remotes de son rôle`, async ({ page }) => {
    // Every route of the role is opened: the administrateur's two dozen take over a minute on a busy machine.
    test.setTimeout(150_000);
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

    // Walk through every page of the role's menu: navigating must not pull in another role's code either.
    const menu = sidebar(page);
    for (const entry of sidebarEntriesOf(role).filter((e) => e !== 'Tableau de bord' && e !== 'Informations légales')) {
      const before = page.url();
      await menu.getByRole('link', { name: entry, exact: true }).click();
      await page.waitForURL((url) => url.href !== before);
      // Every page of the menu has its title as the page's heading once rendered.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await networkSettled(page, inFlight);
      // The catalogue has the public layout (spec §2.1), without the sidebar: come back as a user would.
      if (PUBLIC_LAYOUT_ENTRIES.includes(entry)) {
        await expect(menu).toBeHidden();
        await page.goBack();
        await expect(menu).toBeVisible();
      }
    }
    await menu.getByRole('link', { name: 'Tableau de bord', exact: true }).click();
    await expect(panelRows(page).first()).toBeVisible();
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
  // A remote fetched by mistake would start at load or in the shell's idle-time preload: wait for
  // both, and for every request started to be answered.
  await page.waitForLoadState('load');
  await networkSettled(page, inFlight);
  expect(requested.filter((url) => remoteOf(url) !== null)).toEqual([]);
});
