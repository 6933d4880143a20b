/** Column helpers shared by every table of the schema, and the accent folding of search copies. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () => ts('updated_at').notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
export const hours = (name: string) => numeric(name, { precision: 6, scale: 2 });

const ACCENTED_LOWER = 'àâäáãåāçćčéèêëēėęíìîïīįñńóòôöõøōúùûüūÿýžźż';
/** lower() leaves non-ASCII letters alone under the C collation (PGlite): translate capitals too. */
export const FOLD_FROM = ACCENTED_LOWER + ACCENTED_LOWER.toUpperCase();
export const FOLD_TO = [...FOLD_FROM]
  .map((c) => (c.toLowerCase() === 'ø' ? 'o' : c.toLowerCase().normalize('NFD').charAt(0)))
  .join('');

/**
 * Lower-case, accent-free copy of a text column, stored as a generated column so that searches
 * compare plain text instead of translating every row at every query. Mirrored in JavaScript by
 * `foldText` (modules/search).
 */
export const folded = (column: string) =>
  sql.raw(`replace(replace(translate(lower("${column}"), '${FOLD_FROM}', '${FOLD_TO}'), 'œ', 'oe'), 'æ', 'ae')`);
