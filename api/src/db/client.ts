/**
 * Database connection: the embedded PGlite (PostgreSQL in WebAssembly, one connection) by default,
 * a node-postgres pool when a DATABASE_URL is given. Both go through Drizzle with the same schema,
 * so the rest of the code only sees `Db`.
 *
 * Transactions on PGlite: PGlite itself holds an exclusive lock for the whole of
 * `transaction()`, and every query issued outside it waits for that lock, so two requests never
 * share or interleave inside a transaction (see test/platform/security-transactions.test.ts). The price is that a
 * query sent on the root `db` from *inside* a transaction callback would wait for ever. The guard
 * below turns that mistake into an immediate error on both engines (on PostgreSQL it would
 * silently run outside the transaction): inside `db.transaction(async (tx) => …)` use `tx` only.
 *
 * The server runs PGlite in a worker thread (`pgliteInWorker`, pglite-proxy.ts) so that the database's
 * work does not block the API's event loop; the command-line tools (migrate, seed, backup) keep it on
 * their own thread. The same locks hold in both: the worker serves a transaction's queries and makes
 * the others wait.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { preparedStatements, type PgliteQueryTarget } from './pglite-prepared.mjs';
import { PgliteWorkerClient, type PgliteClient } from './pglite-proxy';
import * as schema from './schema';

export type Schema = typeof schema;

/** Drizzle database over PGlite or node-postgres (same query API). A transaction `tx` is a `Db` too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The `tx` of `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What every query and write function of a module takes: the root database or the transaction the
 * caller runs it in, so that one function serves both a lone statement and a write inside a transaction.
 */
export type DbOrTx = Db | Tx;

export type DatabaseEngine = 'pglite' | 'postgres';

export type DatabaseHandle =
  | { engine: 'pglite'; db: Db; drizzle: PgliteDatabase<Schema>; client: PgliteClient; close(): Promise<void> }
  | { engine: 'postgres'; db: Db; drizzle: NodePgDatabase<Schema>; client: pg.Pool; close(): Promise<void> };

export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Folder of the embedded database (its files go to `<dataDir>/pgdata`). */
  dataDir?: string;
  /** Embedded database in memory (tests); ignored with `databaseUrl`. */
  inMemory?: boolean;
  /** Embedded database started from a dump (`PGlite.dumpDataDir`), e.g. a migrated test template. */
  loadDataDir?: Blob;
  /** Size of the node-postgres pool. */
  poolMax?: number;
  /** Run the embedded database in a worker thread (the server's default: PGLITE_IN_WORKER). */
  pgliteInWorker?: boolean;
}

/** Thrown when the root database is used inside an open transaction (a programming error). */
export class RootQueryInTransactionError extends Error {
  constructor() {
    super(
      'A query was sent on the root database while a transaction is open in the same async flow: use the `tx` given to the transaction callback.',
    );
    this.name = 'RootQueryInTransactionError';
  }
}

interface TransactionScope {
  open: boolean;
}

/**
 * Marks the async flow of each transaction callback; `open` turns false when the transaction ends,
 * so work started inside it but finishing later (a detached email relay) may use the root db again.
 */
const transactionScope = new AsyncLocalStorage<TransactionScope>();

function assertNoOpenTransaction(): void {
  if (transactionScope.getStore()?.open) throw new RootQueryInTransactionError();
}

/**
 * Runs `fn` detached from the caller's transaction scope: for background work started from inside a
 * transaction that must use the root database once the transaction is over (e.g. the email relay).
 */
export function outsideTransaction<T>(fn: () => T): T {
  return transactionScope.exit(fn);
}

/** Wraps `db.transaction` so that its callback runs inside a marked async scope. */
function guardTransactions(db: Db): void {
  const original = db.transaction.bind(db);
  const guarded: typeof db.transaction = async (callback, config) => {
    assertNoOpenTransaction();
    return original(async (tx) => {
      const scope: TransactionScope = { open: true };
      try {
        return await transactionScope.run(scope, () => callback(tx));
      } finally {
        scope.open = false;
      }
    }, config);
  };
  db.transaction = guarded;
}

/** Makes the given methods of the root client refuse to run inside an open transaction scope. */
function guardClientMethods<T extends object>(client: T, methods: (keyof T & string)[]): void {
  for (const name of methods) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    const bound = (original as (...args: unknown[]) => unknown).bind(client);
    // Replaced on the instance only; the signature is unchanged.
    (client as Record<string, unknown>)[name] = (...args: unknown[]) => {
      assertNoOpenTransaction();
      return bound(...args);
    };
  }
}

/**
 * Sends the `query` of a PGlite on this thread, and of its transactions, through named prepared
 * statements (pglite-prepared.mjs); the worker thread does the same on its side.
 */
function prepareStatements(client: PgliteClient): void {
  const rootQuery: PgliteQueryTarget['query'] = client.query.bind(client);
  const root: PgliteQueryTarget = { query: rootQuery };
  const prepared = preparedStatements(root);
  client.query = (sql, params, queryOptions) => prepared.query(root, sql, params, queryOptions);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const txTarget: PgliteQueryTarget = { query: tx.query.bind(tx) };
      tx.query = (sql, params, queryOptions) => prepared.query(txTarget, sql, params, queryOptions);
      return callback(tx);
    });
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
    const db = drizzleNodePg({ client: pool, schema });
    guardClientMethods(pool, ['query']);
    guardTransactions(db);
    await pool.query('select 1'); // fail fast on a wrong URL
    return { engine: 'postgres', db, drizzle: db, client: pool, close: () => pool.end() };
  }

  // The extensions the migrations create (trigram indexes of the searches).
  const extensions = { pg_trgm };
  let client: PgliteClient;
  const dir = options.inMemory || !options.dataDir ? undefined : path.join(options.dataDir, 'pgdata');
  if (dir) mkdirSync(dir, { recursive: true });
  if (options.pgliteInWorker) {
    client = await PgliteWorkerClient.start({ dataDir: dir, loadDataDir: dir ? undefined : options.loadDataDir });
  } else if (!dir) {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions });
  } else {
    // relaxedDurability stays off: a query is answered only once what it wrote is handed to the file
    // system, so a killed process loses no acknowledged write (test/platform/crash-durability.test.ts).
    client = await PGlite.create({ dataDir: dir, extensions, relaxedDurability: false });
  }
  // On this thread, each SQL text is prepared once, as the worker does (pglite-prepared.mjs).
  if (!options.pgliteInWorker) prepareStatements(client);
  // Drizzle's driver is typed with PGlite's class but calls only `query` and `transaction` (whose `tx`
  // it calls `query` on): the part PgliteClient describes and the worker proxy implements.
  const db = drizzlePglite({ client: client as PGlite, schema });
  guardClientMethods(client, ['query', 'exec', 'transaction']);
  guardTransactions(db);
  return { engine: 'pglite', db, drizzle: db, client, close: () => client.close() };
}
