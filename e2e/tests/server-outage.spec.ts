// The portal's server stops in the middle of a session and starts again on the same data and address:
// every page says so in French while it is down, and the page fills itself again once it is back,
// without a reload. A server of its own (the built portal, as `npm start` serves it), since stopping
// the shared one would stop the other tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sessionCookies } from './support/fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/spec-tables';

const ROOT = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The real server on that port and data folder, ready once its home page answers; `stop` ends it (SIGTERM).
 * The demo institute lives in Bas-Rhin and Haut-Rhin: the communes of those two are enough.
 */
async function startServer({ dataDir, port }: { dataDir: string; port: number }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _d, WORKERS: _w, REDIS_URL: _r, ...env } = process.env;
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['api/src/server.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: ROOT, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', REFERENCE_CITIES: 'sample' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const res = await fetch(`${baseUrl}/`).catch(() => null);
    if (res?.ok) return { baseUrl, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the server did not answer:\n${output}`);
}

const DOWN = 'Le serveur du portail ne répond pas.';
const REMOTE_DOWN = 'Impossible de charger cette partie du portail';

test('le serveur s’arrête puis revient : message en français sur chaque page, puis la page se recharge seule', async ({ page }) => {
  // A first start loads the communes and seeds the demo institute.
  test.setTimeout(420_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'irt-e2e-outage-'));
  const port = await freePort();
  let server = await startServer({ dataDir, port });
  try {
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.gestionnaire.email, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    await page.context().addCookies(sessionCookies(token, server.baseUrl));
    await page.goto(`${server.baseUrl}/stagiaires`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(DOWN)).toHaveCount(0);
    // The list has arrived (its pages are offered) before the server stops.
    await expect(page.getByRole('button', { name: 'Page 2' })).toBeVisible();

    await server.stop();
    // The page on screen asks for other data (page 2 of the list): the read fails, the banner says so.
    await page.getByRole('button', { name: 'Page 2' }).click();
    const banner = page.getByRole('alert').filter({ hasText: DOWN });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Elles se rechargeront d’elles-mêmes dès son retour');
    // Another part of the portal, whose code the browser does not have yet: its own French panel.
    await page.getByRole('link', { name: 'Tableau de bord', exact: true }).click();
    await expect(page.getByText(REMOTE_DOWN).or(banner).first()).toBeVisible();
    await page.getByRole('link', { name: 'Stagiaires', exact: true }).click();
    await expect(banner).toBeVisible();

    server = await startServer({ dataDir, port });
    // No click, no reload: the failed reads are tried again until the server answers.
    await expect(banner).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Tableau de bord', exact: true }).click();
    const panel = page.getByText(REMOTE_DOWN);
    const dashboard = page.getByRole('heading', { name: 'Tableau de bord', level: 1 });
    // The part that could not load while the server was down keeps its panel until 'Réessayer'.
    await expect(dashboard.or(panel).first()).toBeVisible();
    if (await panel.isVisible()) await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(dashboard).toBeVisible();
    await expect(page.getByText(DOWN)).toHaveCount(0);
    await expect(panel).toHaveCount(0);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
