// The docs name only files that exist: every repository path written in a README or under docs/
// (`api/src/lib/endpoint-route.ts`, `mf-trainings/src/features/trainings-list/`, `scripts/build.mjs`…) is
// looked up, and every environment variable api/src/config.ts reads is named in the README (its
// configuration table, or the storage row of its security table). Run by `npm test` (step "Build and lint rules"), or alone:
// node --test scripts/docs-paths.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from './test-utils.mjs';

/** The docs read, and the folder their short paths (`src/app.ts`, `lib/sql.ts`) are relative to. */
const DOCS = [
  { file: 'README.md', base: '' },
  { file: 'api/README.md', base: 'api' },
  { file: 'shared-auth/README.md', base: 'shared-auth' },
  { file: 'shared-ui/README.md', base: 'shared-ui' },
  { file: 'test-support/README.md', base: 'test-support' },
  { file: 'api/src/modules/documents/render/README.md', base: 'api/src/modules/documents/render' },
  { file: 'docs/architecture.md', base: '' },
  { file: 'docs/decisions.md', base: '' },
  // Not docs/performance.md: a dated log of measurements, partly written by `npm run bench`, whose past
  // entries name the files as they were when measured.
];

/** Top-level folders of the repository: a path starting with one of them is read from the root. */
const TOP = ['api', 'shell', 'mf-admin', 'mf-finance', 'mf-people', 'mf-trainee', 'mf-trainings', 'shared-ui', 'shared-auth', 'test-support', 'e2e', 'scripts', 'webpack', 'docs', 'bench'];

/** Folders of api/src a doc may name without the `api/src/` prefix. */
const API_SRC = ['contract', 'db', 'lib', 'modules', 'plugins'];

/** A word that looks like a path: folders and a file name, or a folder ending with '/'. */
const CANDIDATE = /(?<![\w./@-])((?:\.\.?\/)?[\w.-]+(?:\/[\w.[\]-]+)+\/?)/g;

/**
 * What is not a file of the repository even though it looks like one: placeholders, globs, what the
 * build or a run writes (dist/, data/, backups/, bench results), URLs and packages.
 */
function skipped(candidate) {
  return (
    /[<>{}*…]|\/dist(\/|$)|^(data|backups|node_modules)\//.test(candidate) ||
    /^bench\/results\//.test(candidate) ||
    /^@/.test(candidate)
  );
}

/** The paths a doc names, each with the line it is on: those of the repository's own folders only. */
export function pathsIn(text, base) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    // Links and addresses are not files of the repository.
    const withoutUrls = line.replace(/\b[a-z]+:\/\/\S+/gi, ' ');
    for (const match of withoutUrls.matchAll(CANDIDATE)) {
      const raw = match[1].replace(/[.,;:)]+$/, '');
      if (skipped(raw)) continue;
      const first = raw.split('/')[0];
      let resolved;
      if (TOP.includes(first)) resolved = raw;
      else if (base === 'api' && ['src', 'test', 'drizzle'].includes(first)) resolved = `api/${raw}`;
      else if (API_SRC.includes(first) && (base === 'api' || base === '')) resolved = `api/src/${raw}`;
      else if (base !== '' && base !== 'api' && ['src', 'test'].includes(first)) resolved = `${base}/${raw}`;
      else continue;
      // A file name without an extension is a route or a word with slashes ('mf-*/src', 'read/write').
      if (!raw.endsWith('/') && !/\.[a-z]{1,5}$/i.test(raw)) continue;
      found.push({ line: index + 1, path: resolved });
    }
  });
  return found;
}

describe('the path finder itself', () => {
  test('reads paths from the root, short API paths, and leaves the rest', () => {
    const text = [
      'See `api/src/lib/endpoint-route.ts` and `src/app.ts`, then plugins/response-validation.ts.',
      'A folder: mf-trainings/src/features/trainings-list/ and e2e/tests/guard.spec.ts.',
      'Not files: /api/trainings/{id}, mf-*/dist, https://example.org/a/b.ts, read/write, @irt/shared-ui/forms.',
    ].join('\n');
    assert.deepEqual(
      pathsIn(text, 'api').map((p) => p.path),
      ['api/src/lib/endpoint-route.ts', 'api/src/app.ts', 'api/src/plugins/response-validation.ts', 'mf-trainings/src/features/trainings-list/', 'e2e/tests/guard.spec.ts'],
    );
  });
});

test('every path a doc names exists', () => {
  const missing = [];
  let checked = 0;
  for (const { file, base } of DOCS) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const { line, path: p } of pathsIn(text, base)) {
      checked += 1;
      if (!existsSync(path.join(ROOT, p))) missing.push(`${file}:${line}: ${p}`);
    }
  }
  assert.ok(checked > 100, `only ${checked} paths found in the docs`);
  assert.deepEqual(missing, [], 'a doc names a file that does not exist');
});

test('every environment variable of api/src/config.ts is named in the README', () => {
  const config = readFileSync(path.join(ROOT, 'api/src/config.ts'), 'utf8');
  const read = new Set([...config.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
  read.delete('NODE_ENV');
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const documented = (name) => new RegExp(`\\b${name}\\b`).test(readme);
  assert.deepEqual([...read].filter((name) => !documented(name)).sort(), []);
});
