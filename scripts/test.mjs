#!/usr/bin/env node
// `npm test`: typecheck, lint, the lint rules' own tests, Jest (front-end units and components), API tests,
// end-to-end tests, in that order.
// Every step runs even when an earlier one failed, so one run shows every failure.
// The very last line is "N passed, N failed" over all runners; the exit code is non-zero on any failure.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, findFiles, lastSummary, parseNodeTestSummary, run, summaryLine } from './test-utils.mjs';

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
 * Every `scripts/*.test.mjs`, one count per case: the lint rules themselves (lint-rules), the build's guard
 * against split React contexts (shared-contexts), the file paths the docs name (docs-paths), comments that
 * cite no specification section (source-comments), the French typography of every text (french-typography),
 * each endpoint called from one place (endpoint-calls).
 */
async function lintRules() {
  const { code, output } = await run(process.execPath, ['--test', '--test-reporter=spec', ...findFiles('scripts', /\.test\.mjs$/)], { quiet: true });
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

/**
 * The production build of the portal that the end-to-end tests serve, made ahead of them (the same
 * incremental build, under the same lock: scripts/test-e2e.mjs then finds it done). Not a check of its
 * own: a failed build is counted by the end-to-end step, which builds again. Its output is printed on a failure.
 */
async function portalBuild() {
  // With BASE_URL set the end-to-end tests run against that portal and build nothing.
  if (process.env.BASE_URL) return { uncounted: true };
  const args = existsSync('/usr/bin/flock') ? ['/usr/bin/flock', ['/tmp/build.lock', process.execPath, 'scripts/build.mjs']] : [process.execPath, ['scripts/build.mjs']];
  const { code, output } = await run(...args, { quiet: true });
  return { uncounted: true, output: code === 0 ? undefined : output };
}

async function script(file) {
  const { code, output } = await run(process.execPath, [path.join('scripts', file)]);
  const summary = lastSummary(output);
  if (!summary) return { passed: 0, failed: 1 };
  if (code !== 0 && summary.failed === 0) return { passed: summary.passed, failed: 1 };
  return summary;
}

// Each phase is a set of lanes run side by side, the steps of a lane one after the other. The three static
// checks are single-threaded: the typecheck, the longest, has a core to itself; the lint rules' tests and
// ESLint take the other core, then the portal's build for the end-to-end tests, which takes both cores once
// the typecheck ends (before, a core stayed idle while the typecheck finished). The outputs of steps run
// side by side are printed whole as each ends. The test runners after them use both cores on their own.
const PHASES = [
  [
    [['Typecheck (tsc -b)', typecheck]],
    [
      ['Lint (ESLint)', lint],
      ['Build and lint rules (node --test)', lintRules],
      ['Portal build for the end-to-end tests', portalBuild],
    ],
  ],
  [[['Unit and component tests (Jest)', jest]]],
  [[['API tests (node --test)', () => script('test-api.mjs')]]],
  [[['End-to-end tests (Playwright)', () => script('test-e2e.mjs')]]],
];
// The summary lists the checks in this order, whatever order they end in.
const ORDER = PHASES.flat(2).map(([name]) => name);

for (const lanes of PHASES) {
  const alone = lanes.length === 1 && lanes[0].length === 1;
  const done = await Promise.all(
    lanes.map(async (lane) => {
      const ended = [];
      for (const [name, step] of lane) {
        const t0 = Date.now();
        if (alone) console.log(`\n##### ${name} #####`);
        const { output, uncounted, ...r } = await step();
        // A step run side by side with others kept its output: printed whole under its own heading.
        if (output !== undefined) process.stdout.write(`\n##### ${name} #####\n${output}`);
        if (!uncounted) ended.push({ name, ...r, seconds: Math.round((Date.now() - t0) / 1000) });
      }
      return ended;
    }),
  );
  results.push(...done.flat());
}
results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
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
