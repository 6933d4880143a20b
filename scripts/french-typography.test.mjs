// French typography of every text a user reads: each string literal and template of the apps' and the
// API's sources (tests and comments aside) is checked for the rules below. A sentence that breaks one
// is rewritten; a name that is not known in advance goes through `ofName` (api/src/contract/constants/french.ts).
// Run by `npm test` (step "Build and lint rules"), or alone: node --test scripts/french-typography.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { findFiles, ROOT } from './test-utils.mjs';

const SOURCE_DIRS = ['api/src', 'shell/src', 'shared-ui/src', 'shared-auth/src', 'mf-admin/src', 'mf-finance/src', 'mf-people/src', 'mf-trainee/src', 'mf-trainings/src'];
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|spec)\.tsx?$|\/test-support\//;
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const VOWEL = '[aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÉÈÊÎÔŒ]';

/** Rules on the text of one literal, each with the French a reader would expect instead. */
const RULES = [
  { name: "'de' elided before a vowel (d')", pattern: new RegExp(`(?<![\\p{L}-])de ${VOWEL}`, 'u') },
  { name: "'que' elided before a vowel (qu')", pattern: new RegExp(`(?<![\\p{L}-])que ${VOWEL}`, 'u') },
  { name: "'le'/'la' elided before a vowel (l')", pattern: new RegExp(`(?<![\\p{L}-])(le|la) (?:${VOWEL})`, 'u') },
  { name: "'si il' written 's'il'", pattern: /(?<![\p{L}-])si ils? /u },
  { name: "the first of a month written '1er'", pattern: new RegExp(`(?<![\\d])1 (?:${MONTHS})`, 'u') },
  { name: 'no doubled word', pattern: /(?<![\p{L}])(de|le|la|les|des|du|et|à) \1(?![\p{L}])/iu },
];

/** Template pieces ending in 'de ' before a person's or a training's name must use ofName. */
const NAME_EXPRESSION = /(name|title|username)\b/i;

/** True for a literal that reads as French words (not an identifier, a path, a CSS value or a regexp). */
function isProse(text) {
  return /\s/.test(text) && /\p{L}{2,}/u.test(text) && !/^[\w./:-]+$/.test(text);
}

function findings(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const check = (node, value) => {
    if (!isProse(value)) return;
    for (const rule of RULES) if (rule.pattern.test(value)) found.push(`${file}:${line(node)} ${rule.name}: ${JSON.stringify(value)}`);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isJsxText(node)) check(node, node.text.replace(/\s+/g, ' '));
    else if (ts.isTemplateExpression(node)) {
      check(node, node.head.text);
      let before = node.head.text;
      for (const span of node.templateSpans) {
        check(span.literal, span.literal.text);
        if (/(?<![\p{L}-])de $/u.test(before) && NAME_EXPRESSION.test(span.expression.getText(source))) {
          found.push(`${file}:${line(span)} a name after 'de' goes through ofName: \`…de \${${span.expression.getText(source)}}\``);
        }
        before = span.literal.text;
      }
    }
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      node.children.forEach((child, i) => {
        const next = node.children[i + 1];
        if (ts.isJsxText(child) && /(?<![\p{L}-])de\s*$/u.test(child.text) && next && ts.isJsxExpression(next) && next.expression && NAME_EXPRESSION.test(next.expression.getText(source))) {
          found.push(`${file}:${line(next)} a name after 'de' goes through ofName: 'de {${next.expression.getText(source)}}'`);
        }
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('every French text of the apps and the API follows the typography rules', () => {
  const files = SOURCE_DIRS.flatMap((dir) => findFiles(dir, SOURCE)).filter((file) => !NOT_SOURCE.test(file));
  assert.ok(files.length > 300, `only ${files.length} source files found`);
  assert.deepEqual(files.flatMap(findings), []);
});

test('the rules fire on the mistakes they describe', () => {
  for (const [text, rule] of [
    ['Défraiement de Alexandre Henry', "'de' elided"],
    ["Il faut que il parte", "'que' elided"],
    ['Voir le item', "'le'/'la' elided"],
    ['Du 1 octobre 2026', "'1er'"],
    ['la la formation', 'no doubled word'],
  ]) {
    assert.ok(RULES.some((r) => r.name.includes(rule) && r.pattern.test(text)), `${rule} should fire on ${text}`);
  }
  for (const text of ['Défraiement d’Alexandre', 'Du 1er octobre 2026', 'Le 11 mai 2027', 'de 9 h à 12 h', 'la formation']) {
    assert.ok(!RULES.some((r) => r.pattern.test(text)), `no rule should fire on ${text}`);
  }
});
