// Playwright drives the production build of the portal, served by the real API server that
// scripts/test-e2e.mjs starts (BASE_URL). The browser is Debian's Chromium: Playwright's own
// browser downloads are not reachable here.
import { defineConfig } from '@playwright/test';
import type { ReporterDescription } from '@playwright/test';
import chromiumArgs from './chromium-args.json';

const baseURL = process.env.BASE_URL;
if (!baseURL) {
  throw new Error('BASE_URL is not set: run the end-to-end tests with `npm run test:e2e`.');
}

const reporter: ReporterDescription[] = [['list']];
if (process.env.E2E_JSON_REPORT) reporter.push(['json', { outputFile: process.env.E2E_JSON_REPORT }]);

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // Two browsers next to the server is what 2 cores bear.
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: true,
  // One retry absorbs a slow first paint on a loaded CI machine; it is reported as "flaky".
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter,
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1366, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording a trace costs every test a snapshot per action: only a retry records one, so a test
    // that fails twice leaves its trace, and the passing ones run without the cost.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Shared with the benchmark (bench/web.mjs).
      args: chromiumArgs,
    },
  },
});
