/**
 * Reads the counts the database keeps in `list_counts` (schema/list-counts.ts): the sum of one list's
 * values at some keys, or over a range of keys (the days of a period), one prepared statement each.
 */
import { and, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { preparedStatement } from '../lib/prepared';
import type { Db } from './client';
import { listCounts } from './schema';

/** The keys summed: these keys, or every key from `from` to `to` (both included; open when absent). */
export type KeptKeys = readonly number[] | { from?: number; to?: number };

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;
const total = sql<number>`COALESCE(SUM(${listCounts.n}), 0)::int`;

const atKeys = preparedStatement('kept_count_keys', (db, name) =>
  db
    .select({ n: total })
    .from(listCounts)
    .where(and(eq(listCounts.list, sql.placeholder('list')), sql`${listCounts.key} = ANY(${sql.placeholder('keys')}::int[])`))
    .prepare(name),
);

const inRange = preparedStatement('kept_count_range', (db, name) =>
  db
    .select({ n: total })
    .from(listCounts)
    .where(and(eq(listCounts.list, sql.placeholder('list')), gte(listCounts.key, sql.placeholder('from')), lte(listCounts.key, sql.placeholder('to'))))
    .prepare(name),
);

const isKeyList = (keys: KeptKeys): keys is readonly number[] => Array.isArray(keys);

/** The sum of the kept values of `list` at `keys` (0 when none is kept). */
export async function keptCount(db: Db, list: string, keys: KeptKeys): Promise<number> {
  const [row] = isKeyList(keys)
    ? await atKeys(db).execute({ list, keys })
    : await inRange(db).execute({ list, from: Math.max(INT_MIN, keys.from ?? INT_MIN), to: Math.min(INT_MAX, keys.to ?? INT_MAX) });
  return row?.n ?? 0;
}

/**
 * The kept value of `list` at one key, as an SQL expression (0 when none is kept): for a statement that
 * reads it beside other columns (a régie with its totals) instead of in a statement of its own.
 */
export function keptValueSql(list: string, key: SQLWrapper): SQL<number> {
  return sql<number>`COALESCE((SELECT SUM(${listCounts.n}) FROM ${listCounts} WHERE ${listCounts.list} = ${list} AND ${listCounts.key} = ${key}), 0)`;
}
