#!/usr/bin/env node
// API integration tests: node's test runner over api/test/**/*.test.ts (compiled once by
// scripts/api-test-build.mjs), first on the embedded PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
// Ends with one line "N passed, N failed" (both engines added up); exits non-zero on any failure.
import pg from 'pg';
import { buildApiTests } from './api-test-build.mjs';
import { findFiles, parseNodeTestSummary, run, summaryLine } from './test-utils.mjs';

const files = findFiles('api/test', /\.test\.ts$/);
const extra = process.argv.slice(2); // e.g. a single file or --test-name-pattern
const isTestFile = (arg) => /\.test\.ts$/.test(arg);
// The files to run: those given, else all of them; the other arguments go to the test runner.
const selected = extra.some(isTestFile) ? extra.filter(isTestFile) : files;
const runnerArgs = extra.filter((arg) => !isTestFile(arg));

async function runOn(engine, env, compiled) {
  console.log(`\n=== API tests on ${engine} (${compiled.length} files) ===`);
  const args = [
    '--enable-source-maps',
    '--test',
    '--test-reporter=spec',
    // Each file boots its own database; two at a time is what 2 cores bear.
    `--test-concurrency=${process.env.API_TEST_CONCURRENCY || 2}`,
    '--test-timeout=120000',
    ...runnerArgs,
    ...compiled,
  ];
  const { code, output } = await run(process.execPath, args, { env });
  const summary = parseNodeTestSummary(output);
  if (!summary) return { passed: 0, failed: 1 }; // the runner died before its summary
  // A non-zero exit with no failed test (a crash outside a test) still counts as one failure.
  if (code !== 0 && summary.failed === 0) return { passed: summary.passed, failed: 1 };
  return summary;
}

const total = { passed: 0, failed: 0 };
let compiled = null;
if (selected.length === 0) {
  console.error('No API test found under api/test (**/*.test.ts).');
  total.failed = 1;
} else {
  try {
    const build = await buildApiTests(selected);
    compiled = build.files;
    process.on('exit', build.dispose);
  } catch (err) {
    console.error(`Could not compile the API tests: ${err instanceof Error ? err.message : err}`);
    total.failed = 1;
  }
}
if (compiled) {
  const { TEST_DATABASE_URL, DATABASE_URL: _ignored, ...base } = process.env;
  const runs = [['PGlite', { ...base, NODE_ENV: 'test' }]];
  if (TEST_DATABASE_URL) runs.push(['PostgreSQL', { ...base, NODE_ENV: 'test', TEST_DATABASE_URL }]);
  else console.log('TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped.');
  for (const [engine, env] of runs) {
    const r = await runOn(engine, env, compiled);
    console.log(`API tests on ${engine}: ${summaryLine(r)}`);
    total.passed += r.passed;
    total.failed += r.failed;
  }
  if (TEST_DATABASE_URL) await dropTemplates(TEST_DATABASE_URL);
}

/**
 * The test files copy their PostgreSQL databases from a migrated template (api/test/helpers.ts) and drop
 * each copy; the templates themselves go at the end of the run, so the server keeps nothing of it.
 */
async function dropTemplates(serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'irt\\_test\\_template\\_%'");
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } catch (err) {
    console.error(`Could not drop the test template databases: ${err instanceof Error ? err.message : err}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}
console.log(summaryLine(total));
process.exit(total.failed > 0 ? 1 : 0);
