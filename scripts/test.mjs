#!/usr/bin/env node
// `npm test`: typecheck, lint, the lint rules' own tests, Jest (front-end units and components), API tests,
// end-to-end tests, in that order.
// Every step runs even when an earlier one failed, so one run shows every failure.
// The very last line is "N passed, N failed" over all runners; the exit code is non-zero on any failure.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, lastSummary, parseNodeTestSummary, run, summaryLine } from './test-utils.mjs';

const started = Date.now();
const results = [];
const tmp = mkdtempSync(path.join(tmpdir(), 'irt-test-'));

/** A command that counts as one check: passed or failed. Its output is printed when it ends. */
async function oneCheck(bin, args) {
  const { code, output } = await run(path.join(BIN, bin), args, { quiet: true });
  return code === 0 ? { passed: 1, failed: 0, output } : { passed: 0, failed: 1, output };
}

// Every project of tsconfig.json, each with its own environment (see tsconfig.base.json).
const typecheck = () => oneCheck('tsc', ['-b', 'tsconfig.json']);
const lint = () => oneCheck('eslint', ['.']);

/**
 * The tests of the lint rules themselves (scripts/lint-rules.test.mjs) and of the build's guard against
 * split React contexts (scripts/shared-contexts.test.mjs) and the one place of each endpoint's call
 * (scripts/endpoint-calls.test.mjs), one count per case.
 */
async function lintRules() {
  const { code, output } = await run(process.execPath, ['--test', '--test-reporter=spec', 'scripts/lint-rules.test.mjs', 'scripts/shared-contexts.test.mjs', 'scripts/endpoint-calls.test.mjs'], { quiet: true });
  const summary = parseNodeTestSummary(output);
  if (!summary) return { passed: 0, failed: 1, output };
  if (code !== 0 && summary.failed === 0) return { passed: summary.passed, failed: 1, output };
  return { ...summary, output };
}

async function jest() {
  const report = path.join(tmp, 'jest.json');
  const { code } = await run(
    path.join(BIN, 'jest'),
    ['--ci', '--maxWorkers=2', '--json', `--outputFile=${report}`],
    { capture: false },
  );
  try {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    // A test file that cannot even run (syntax error, missing module) counts as a failure too.
    const failed = r.numFailedTests + r.numRuntimeErrorTestSuites;
    return { passed: r.numPassedTests, failed: failed === 0 && code !== 0 ? 1 : failed };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

async function script(file) {
  const { code, output } = await run(process.execPath, [path.join('scripts', file)]);
  const summary = lastSummary(output);
  if (!summary) return { passed: 0, failed: 1 };
  if (code !== 0 && summary.failed === 0) return { passed: summary.passed, failed: 1 };
  return summary;
}

// The three static checks are each single-threaded: they run side by side, one core each (their outputs
// are printed whole as each ends). The test runners after them use both cores on their own.
const STEPS = [
  [
    ['Typecheck (tsc -b)', typecheck],
    ['Lint (ESLint)', lint],
    ['Build and lint rules (node --test)', lintRules],
  ],
  [['Unit and component tests (Jest)', jest]],
  [['API tests (node --test)', () => script('test-api.mjs')]],
  [['End-to-end tests (Playwright)', () => script('test-e2e.mjs')]],
];

for (const group of STEPS) {
  const t0 = Date.now();
  const done = await Promise.all(
    group.map(async ([name, step]) => {
      if (group.length === 1) console.log(`\n##### ${name} #####`);
      const { output, ...r } = await step();
      // A step run side by side with others kept its output: printed whole under its own heading.
      if (output !== undefined) process.stdout.write(`\n##### ${name} #####\n${output}`);
      return { name, ...r, seconds: Math.round((Date.now() - t0) / 1000) };
    }),
  );
  results.push(...done);
}
rmSync(tmp, { recursive: true, force: true });

console.log('\n##### Summary #####');
for (const r of results) {
  console.log(`${r.failed ? 'FAIL' : 'ok  '}  ${r.name}: ${summaryLine(r)} (${r.seconds} s)`);
}
console.log(`Total time: ${Math.round((Date.now() - started) / 1000)} s`);
const total = results.reduce((acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
console.log(summaryLine(total));
process.exit(total.failed > 0 ? 1 : 0);
