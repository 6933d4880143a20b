// The portal's server stops in the middle of a session and starts again on the same data and address:
// every page says so in French while it is down, and the page fills itself again once it is back,
// without a reload. A server of its own (scripts/e2e-server.mjs), since stopping the shared one would
// stop the other tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startServer } from '../../scripts/e2e-server.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/spec-tables';

const DOWN = 'Le serveur du portail ne répond pas.';

test('le serveur s’arrête puis revient : message en français sur chaque page, puis la page se recharge seule', async ({ page }) => {
  // A first start loads the communes and seeds the demo institute.
  test.setTimeout(420_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'irt-e2e-outage-'));
  const port = await freePort();
  let server = await startServer({ dataDir, port, quiet: true });
  try {
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.gestionnaire.email, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    await page.context().addCookies([{ name: 'irt_token', value: token, url: server.baseUrl, sameSite: 'Strict' }]);
    await page.goto(`${server.baseUrl}/stagiaires`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(DOWN)).toHaveCount(0);

    await server.stop();
    // Another page of the session, the server gone: its reads fail, the banner says so.
    await page.getByRole('link', { name: 'Tableau de bord', exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: DOWN });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Elles se rechargeront d’elles-mêmes dès son retour');
    await page.getByRole('link', { name: 'Stagiaires', exact: true }).click();
    await expect(banner).toBeVisible();

    server = await startServer({ dataDir, port, quiet: true });
    // No click, no reload: the failed reads are tried again until the server answers.
    await expect(banner).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Tableau de bord', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
    await expect(page.getByText(DOWN)).toHaveCount(0);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
