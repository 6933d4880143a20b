/**
 * Raw SQL with typed rows, for the statements the query builder cannot express (bulk updates with
 * VALUES lists, seeding, sequences). Reads go through Drizzle's typed query builder instead.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** What both drivers answer to `execute`: node-postgres a QueryResult, PGlite a Results; both carry `rows`. */
interface RowsResult {
  rows: unknown[];
}

function hasRows(result: unknown): result is RowsResult {
  return typeof result === 'object' && result !== null && Array.isArray((result as Partial<RowsResult>).rows);
}

/**
 * Runs `query` and returns its rows as `T`. `T` is the caller's statement of the columns the SQL
 * selects: it is not checked at run time, which is why only raw SQL that the builder cannot write
 * comes here.
 */
export async function queryRows<T extends object>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (!hasRows(result)) throw new Error('the database driver answered without rows');
  // The single cast of raw rows in the API (see above).
  return result.rows as T[];
}

/** A number written into the SQL text (ids of system lists), so the planner sees the value. */
export const literal = (value: number) => sql.raw(String(Math.trunc(value)));
