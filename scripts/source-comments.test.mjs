// Comments state the rule they stand for: none cites a section of a document kept outside the repository
// (a specification by its number, a section sign and a number), which a reader of the code cannot open. Every comment of
// every tracked TypeScript and JavaScript file is read with the TypeScript parser, so strings (a test's
// title, a message) are not comments. Run by `npm test` (step "Build and lint rules"), or alone:
// node --test scripts/source-comments.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import ts from 'typescript';
import { ROOT } from './test-utils.mjs';

/** A section sign followed by a number, or a specification named by its number. */
const CITATION = /§\s*\d|\bspec(?:s|ification)?\b\W{0,3}0\d\d\b/i;

const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

/** Every comment of `text` (the file's name gives the language), with its line. */
export function commentsOf(fileName, text) {
  const kind = /\.(?:tsx|jsx)$/.test(fileName) ? ts.ScriptKind.TSX : /\.(?:m|c)?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map();
  const collect = (ranges) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  // Every node and every token (getChildren lists punctuation too, so a comment before a closing brace,
  // as in JSX's `{/* … */}`, is found); JSX text is text, not trivia.
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen].map(([pos, comment]) => ({ line: source.getLineAndCharacterOfPosition(pos).line + 1, comment }));
}

/** The comments of `text` that cite a section of an outside document. */
export function citationsIn(fileName, text) {
  return commentsOf(fileName, text).filter(({ comment }) => CITATION.test(comment));
}

describe('the check itself', () => {
  test('finds a citation in a line comment, a block comment and a JSDoc', () => {
    const code = [
      '// Page size (spec 002 §9).',
      'const a = 1; /* the rule of §2.12 */',
      '/** Spec 001: the tabs. */',
      'export const b = a;',
      '// ARCHITECTURE.md §2, at the end',
    ].join('\n');
    assert.deepEqual(
      citationsIn('x.ts', code).map((c) => c.line),
      [1, 2, 3, 5],
    );
  });

  test('reads comments inside JSX and leaves strings alone', () => {
    const code = [
      "describe('route table (spec §2.1)', () => {});",
      'const s = `spec 001 §2`;',
      'export const E = () => (',
      '  <div>',
      '    {/* Spec 000 §2.8 */}',
      '  </div>',
      ');',
    ].join('\n');
    assert.deepEqual(
      citationsIn('x.tsx', code).map((c) => c.line),
      [5],
    );
  });

  test('lets a comment say "the spec" and name a test file', () => {
    const code = "// The spec's empty text; see e2e/tests/guard.spec.ts and 'Spec 100 users'.\nexport {};";
    assert.deepEqual(citationsIn('x.ts', code), []);
  });
});

test('no comment of the repository cites a section of the specification', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => SOURCE.test(f));
  assert.ok(files.length > 100, `only ${files.length} source files found`);
  const found = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const { line, comment } of citationsIn(file, text)) {
      found.push(`${file}:${line}: ${comment.split('\n').find((l) => CITATION.test(l)).trim()}`);
    }
  }
  assert.deepEqual(found, [], 'state the rule in a sentence instead of citing the specification');
});
