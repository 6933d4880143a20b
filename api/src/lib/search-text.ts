/**
 * Text matching of the search dialogs: case- and accent-insensitive, every word typed must appear (any
 * order). Compared against generated search columns (users.search_name, trainings.search_title) that
 * PostgreSQL keeps lower-case and accent-free.
 */
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Words compared at most (a longer input is cut). */
export const MAX_SEARCH_WORDS = 6;

/** Lower-cased text without accents, as stored in the generated search columns. */
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE patterns of the words of `input` (`%word%`), at most MAX_SEARCH_WORDS; empty for a blank input. */
export function wordPatterns(input: string | undefined): string[] {
  return foldText(input ?? '')
    .split(/[\s'’-]+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((w) => `%${escapeLike(w)}%`);
}

/**
 * "every pattern of the placeholder array `patterns` matches the column" (true for an empty array):
 * one SQL text whatever the number of words, so the statement can be prepared once.
 */
export function matchesAllPatterns(foldedColumn: SQL, patterns: Placeholder): SQL {
  return sql`${foldedColumn} LIKE ALL (${patterns}::text[])`;
}

/**
 * "every word matches the column" as one `LIKE` per word, the patterns in the placeholders `word0`,
 * `word1`… (`wordValues`); `true` without words. Unlike `LIKE ALL (array)`, each word can be answered by
 * the column's trigram index and weighed by the planner, which sees the words when the statement is
 * sent unnamed (lib/prepared.ts `unnamedStatements`).
 */
export function matchesEveryWord(foldedColumn: SQLWrapper, wordCount: number): SQL {
  if (wordCount === 0) return sql`true`;
  const words = Array.from({ length: wordCount }, (_, i) => sql`${foldedColumn} LIKE ${sql.placeholder(`word${i}`)}`);
  return sql`(${sql.join(words, sql` AND `)})`;
}

/** The values of the placeholders of `matchesEveryWord`: the LIKE patterns of `wordPatterns`. */
export function wordValues(patterns: readonly string[]): Record<string, string> {
  return Object.fromEntries(patterns.map((pattern, i) => [`word${i}`, pattern]));
}

/**
 * The bounds of the texts starting with `prefix` in byte order (a COLLATE "C" column): `from` the prefix
 * itself, up to `to` (excluded), the prefix with its last character followed by the next one; null when
 * there is no such bound (a non-empty prefix made only of the last code point, or an empty prefix).
 */
export function prefixRange(prefix: string): { from: string; to: string } | null {
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = chars.pop()?.codePointAt(0) ?? 0;
    // UTF-8 byte order is code point order; the surrogates are no characters of their own.
    const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
    if (next <= 0x10ffff) return { from: prefix, to: chars.join('') + String.fromCodePoint(next) };
  }
  return null;
}
