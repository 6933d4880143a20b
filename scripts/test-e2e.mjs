#!/usr/bin/env node
// End-to-end tests: system Chromium, production build of the portal (incremental), the real server on a
// free port with a fresh data folder, then Playwright against it. Ends with "N passed, N failed".
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- e2e/tests/guard.spec.ts`).
// With BASE_URL already set, no build and no server: the tests run against that portal.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './ensure-chromium.mjs';
import { startServer } from './e2e-server.mjs';
import { BIN, run, summaryLine } from './test-utils.mjs';

/** "file › title [project]" of each test whose final outcome is a failure, from Playwright's JSON report. */
function unexpectedTests(report) {
  const titles = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const error = t.results?.at(-1)?.error?.message?.split('\n').find((line) => line.trim() !== '') ?? '';
        // The error's first line, without the terminal's colour codes.
        const reason = stripVTControlCharacters(error).slice(0, 200);
        titles.push(`${file ?? suite.file} › ${spec.title}${t.projectName ? ` [${t.projectName}]` : ''}${reason ? `\n      ${reason}` : ''}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return titles;
}

function finish(result, message) {
  if (message) console.error(`[test-e2e] ${message}`);
  console.log(summaryLine(result));
  process.exit(result.failed > 0 ? 1 : 0);
}

try {
  ensureChromium();
} catch (err) {
  finish({ passed: 0, failed: 1 }, err instanceof Error ? err.message : String(err));
}

let baseUrl = process.env.BASE_URL;
let server = null;
if (!baseUrl) {
  console.log('[test-e2e] building the portal (incremental)…');
  // The build lock keeps two whole-portal webpack builds from sharing the 2 cores at once.
  const build = existsSync('/usr/bin/flock')
    ? await run('/usr/bin/flock', ['/tmp/build.lock', process.execPath, 'scripts/build.mjs'], { capture: false })
    : await run(process.execPath, ['scripts/build.mjs'], { capture: false });
  if (build.code !== 0) finish({ passed: 0, failed: 1 }, 'the portal build failed');
  try {
    // The tests read password-reset and verification links from the outbox (GET /api/dev/outbox).
    // The demo institute lives in Bas-Rhin and Haut-Rhin: the communes of those two are loaded, not the
    // whole country's 35,000.
    // Password hashes at the lowest Argon2id cost, as in the API tests: the tests create, log in and
    // change passwords of many accounts, and the production cost is for attackers, not for them.
    server = await startServer({
      quiet: true,
      // Every browser of the run logs in from 127.0.0.1: the per-address wait after 20 failed logins
      // (of strangers) would soon hold up the whole run, so it starts later; the account's does not.
      env: { OUTBOX_API: '1', REFERENCE_CITIES: 'sample', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', LOGIN_ADDRESS_FREE_FAILURES: '1000' },
    });
  } catch (err) {
    finish({ passed: 0, failed: 1 }, `could not start the server: ${err instanceof Error ? err.message : err}`);
  }
  baseUrl = server.baseUrl;
  console.log(`[test-e2e] server ready on ${baseUrl} (data folder ${server.dataDir})`);
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'irt-e2e-report-'));
// E2E_JSON_REPORT=<file> keeps the JSON report (each test's duration) after the run.
const reportFile = process.env.E2E_JSON_REPORT ? path.resolve(process.env.E2E_JSON_REPORT) : path.join(reportDir, 'report.json');
let result = { passed: 0, failed: 1 };
/** The titles of the tests that failed (after their retries), printed last: a log's tail names them. */
let failedTitles = [];
try {
  const { code } = await run(
    path.join(BIN, 'playwright'),
    ['test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    { env: { ...process.env, BASE_URL: baseUrl, E2E_JSON_REPORT: reportFile }, capture: false },
  );
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const { stats } = report;
    // A test that passed on retry is a pass that Playwright reports as flaky.
    result = { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    failedTitles = unexpectedTests(report);
    if (code !== 0 && result.failed === 0) result.failed = 1;
  } catch {
    result = { passed: 0, failed: 1 };
  }
} finally {
  if (server) {
    // No personal data in the server's log of the whole run (README, "Sécurité"): no email address,
    // IBAN, demo password or token.
    const leaks = [
      [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/, 'an email address'],
      [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/, 'an IBAN'],
      [/Demo2026!/, 'the demo password'],
      [/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./, 'a token'],
    ].filter(([pattern]) => pattern.test(server.logs()));
    if (leaks.length > 0) {
      console.error(`[test-e2e] the server log holds personal data: ${leaks.map(([, what]) => what).join(', ')}`);
      result = { passed: result.passed, failed: result.failed + 1 };
    }
    if (result.failed > 0) {
      console.log('[test-e2e] last lines of the server log:');
      console.log(server.logs().split('\n').slice(-60).join('\n'));
    }
    await server.stop();
  }
  rmSync(reportDir, { recursive: true, force: true });
}
if (failedTitles.length > 0) {
  console.log('[test-e2e] failed tests:');
  for (const title of failedTitles) console.log(`  ✘ ${title}`);
}
finish(result);
