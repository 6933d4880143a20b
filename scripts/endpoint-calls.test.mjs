// Each endpoint of the contract is called from one place in the front ends: one file holds its query
// or mutation hook, and every screen that needs it imports that hook (from `@irt/shared-auth/endpoints`
// when several remotes do). This reads the front ends' sources for calls of the typed client
// (`api.get('/path', …)`, `getPage('/path', …)`, `downloadFile('/path', …)`, `fetchFile('/path', …)`)
// and fails when one endpoint is called from two files.
// Run by `npm test` (step "Lint rules"), or alone: node --test scripts/endpoint-calls.test.mjs
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './test-utils.mjs';

const PACKAGES = ['shell', 'shared-auth', 'shared-ui', 'mf-admin', 'mf-finance', 'mf-people', 'mf-trainee', 'mf-trainings'];

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(at);
    return /\.tsx?$/.test(entry.name) && !/\.(test|type-test)\.tsx?$/.test(entry.name) && !/test-utils\.tsx?$/.test(entry.name) ? [at] : [];
  });
}

const CALL = /\b(?:api\.(get|post|put|patch|delete)|(getPage|downloadFile|fetchFile))\(\s*(['`])(\/[^'`$]*)\3/g;

/** Endpoint ('GET /trainings/:id') → the files that call it. */
export function endpointCalls() {
  const calls = new Map();
  for (const pkg of PACKAGES) {
    for (const file of sources(path.join(ROOT, pkg, 'src'))) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      for (const match of code.matchAll(CALL)) {
        const endpoint = `${(match[1] ?? 'get').toUpperCase()} ${match[4]}`;
        const files = calls.get(endpoint) ?? new Set();
        files.add(path.relative(ROOT, file));
        calls.set(endpoint, files);
      }
    }
  }
  return calls;
}

test('the reading finds the calls of the front ends', () => {
  const calls = endpointCalls();
  // A known endpoint in its one place: the check reads what it should.
  assert.deepEqual([...(calls.get('GET /trainings/:id') ?? [])], ['shared-auth/src/endpoints/training.ts']);
  assert.ok(calls.size > 100, `only ${calls.size} endpoints found`);
});

test('each endpoint is called from one file', () => {
  const several = Object.fromEntries(
    [...endpointCalls()].filter(([, files]) => files.size > 1).map(([endpoint, files]) => [endpoint, [...files].sort()]),
  );
  // Move a second call to the one hook (in `@irt/shared-auth/endpoints` when two remotes need it, in the
  // remote's `src/shared/api` when two of its features do) instead of calling the endpoint again.
  assert.deepEqual(several, {});
});
