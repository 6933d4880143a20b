/**
 * pg-boss over the project's database, on either engine: pg-boss only asks for an object with
 * `executeSql(text, values)`. Two cases need care:
 * - SQL without values may hold several statements (pg-boss installs its schema and runs its maintenance
 *   as `BEGIN; …; COMMIT;` scripts): node-postgres sends them in the simple protocol already; PGlite's
 *   `query` takes one statement only, so they go through its `exec` (the last statement's rows are kept);
 * - a job sent inside a transaction (`{ db: jobDb(tx) }`) is written by that transaction: it exists only
 *   once the transaction commits, and not at all when it rolls back.
 * The root client is the one the Drizzle handle wraps (the PGlite worker proxy on the server), so the
 * queue shares the API's connection rules (on PGlite, one connection whose transactions make others wait).
 */
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db, DbOrTx } from '../db/client';
import type { PgliteClient } from '../db/pglite-proxy';

type Rows = { rows: unknown[]; rowCount?: number | null };
type PgPool = { query(text: string, values?: unknown[]): Promise<Rows> };

/** `$1`, `$2`… of pg-boss's SQL turned into Drizzle parameters (each value one parameter, arrays too). */
function toDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(values[Number(part) - 1])}`);
  });
  return sql.join(chunks, sql.raw(''));
}

/** The database pg-boss uses for its own work: the root handle's client. */
export function queueDb(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: PgliteClient | PgPool }).$client;
  // PGlite's client (or its worker proxy) has `exec`; node-postgres's pool does not.
  if (!('exec' in client)) {
    const pool = client as PgPool;
    return { executeSql: (text, values) => pool.query(text, values && values.length > 0 ? values : undefined) } as PgBoss.Db;
  }
  const pglite = client as PgliteClient;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [], fields: [] };
    },
  } as PgBoss.Db;
}

/** A transaction (or the root handle) as pg-boss's `db` option: single statements with values only. */
export function jobDb(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = (await db.execute(values && values.length > 0 ? toDrizzleSql(text, values) : sql.raw(text))) as unknown as Rows;
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
  } as PgBoss.Db;
}
