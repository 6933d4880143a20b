/**
 * The embedded PGlite in a worker thread (pglite-worker.mjs), seen from the main thread as the part of
 * PGlite's client that Drizzle's PGlite driver and the migrator use: `query`, `exec`, `transaction`
 * (whose `tx` has `query`, `exec`, `rollback`), plus `dumpDataDir` and `close`.
 *
 * Why: PGlite runs PostgreSQL in WebAssembly on the thread that calls it, so on the main thread every
 * query blocks the event loop; in a worker, the database and the API's JavaScript use two cores.
 *
 * What crosses the thread boundary is structured-cloned, which keeps Date, Uint8Array (bytea), bigint
 * and parsed JSON. Type parsers are functions and cannot cross: the worker leaves the columns of the
 * parsed types as text and the caller's parsers run here (Drizzle's keep timestamps, dates, intervals
 * and numeric arrays as text). PostgreSQL's error fields (code, constraint, detail…) are copied onto the
 * error thrown here, so unique violations and the like are recognised as on the main-thread client.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** The part of PGlite's client the API uses (implemented by PGlite itself and by the worker proxy). */
export interface PgliteClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteWorkerOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** Start from a dump (`dumpDataDir`). */
  loadDataDir?: Blob;
}

type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' | undefined; rawTypes: number[]; paramTypes?: number[]; tx?: number }
  | { op: 'exec'; sql: string; rowMode: 'array' | 'object' | undefined; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: string | undefined }
  | { op: 'close' };

interface ErrorData {
  message: string;
  name: string;
  stack?: string;
  props: Record<string, unknown>;
}

type Reply = { id: number; result: unknown; error?: undefined } | { id: number; error: ErrorData };

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

/** The worker's error rebuilt here, with PostgreSQL's fields as own properties (like PGlite's DatabaseError). */
function toError(data: ErrorData): Error {
  const err = new Error(data.message);
  Object.assign(err, data.props);
  err.name = data.name;
  if (data.stack) err.stack = data.stack;
  return err;
}

/** Runs the caller's parsers on the columns the worker left as text. */
function applyParsers<T>(result: Results<T>, parsers: NonNullable<QueryOptions['parsers']>, arrayMode: boolean): Results<T> {
  const byType: Partial<Record<number, (value: string) => unknown>> = parsers;
  const columns: { key: number | string; parse: (value: string) => unknown }[] = [];
  result.fields.forEach((field, index) => {
    const parse = byType[field.dataTypeID];
    if (parse) columns.push({ key: arrayMode ? index : field.name, parse });
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<number | string, unknown>[]) {
    for (const { key, parse } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  }
  return result;
}

/** The options that can cross to the worker; the rest are functions or streams, refused plainly. */
function queryRequest(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number): Request {
  if (options?.serializers || options?.blob || options?.onNotice) {
    throw new Error('the PGlite worker proxy does not support serializers, blob or onNotice options');
  }
  const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : [];
  return { op: 'query', sql, params: params ?? [], rowMode: options?.rowMode, rawTypes, paramTypes: options?.paramTypes, tx };
}

export class PgliteWorkerClient implements PgliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  #exited: Promise<void>;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (reply: Reply) => this.#settle(reply));
    // A crash of the worker fails what is waiting for it; the client is closed from then on.
    const fail = (err: Error) => {
      this.#closed = true;
      for (const pending of this.#pending.values()) pending.reject(err);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite worker stopped (exit code ${code})`)));
  }

  /** Starts the worker and waits until its database is open. */
  static async start(options: PgliteWorkerOptions = {}): Promise<PgliteWorkerClient> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    const client = new PgliteWorkerClient(worker);
    try {
      // Id 0 is the worker's answer once PGlite is open (or could not open).
      // Once it has answered, only a request in flight keeps the process alive (#send, #settle): an
      // idle client never holds it open.
      await new Promise((resolve, reject) => client.#pending.set(0, { resolve, reject }));
    } catch (err) {
      await worker.terminate();
      throw err;
    }
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #settle(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) pending.reject(toError(reply.error));
    else pending.resolve(reply.result);
  }

  #send<T>(request: Request): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the PGlite worker is closed'));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ id, ...request });
      } catch (err) {
        // A parameter that cannot be cloned (a function…): this request fails, the client goes on.
        this.#settle({ id, error: { message: err instanceof Error ? err.message : String(err), name: 'DataCloneError', props: {} } });
      }
    });
  }

  /** A query on the database, or in the open transaction `tx` (an id the worker gave). */
  async runQuery<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number): Promise<Results<T>> {
    const result = await this.#send<Results<T>>(queryRequest(sql, params, options, tx));
    return options?.parsers ? applyParsers(result, options.parsers, options.rowMode === 'array') : result;
  }

  runExec(sql: string, options: QueryOptions | undefined, tx?: number): Promise<Results[]> {
    if (options?.parsers || options?.serializers || options?.blob || options?.onNotice) {
      return Promise.reject(new Error('the PGlite worker proxy supports only rowMode on exec'));
    }
    return this.#send({ op: 'exec', sql, rowMode: options?.rowMode, tx });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.runExec(sql, options);
  }

  /**
   * Runs `callback` in a transaction held open by the worker: committed when the callback resolves,
   * rolled back when it throws. Other requests wait meanwhile, as PGlite makes them wait on one thread.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#send<number>({ op: 'begin' });
    const tx = new WorkerTransaction(this, id);
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (!tx.closed) await tx.end(false);
      throw err;
    }
    if (!tx.closed) await tx.end(true);
    return result;
  }

  /** Ends a transaction (the worker commits or rolls back, and answers once done). */
  endTransaction(tx: number, commit: boolean): Promise<void> {
    return this.#send({ op: 'end', tx, commit });
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    const buffer = await this.#send<ArrayBuffer>({ op: 'dump', compression });
    return new Blob([buffer]);
  }

  /** Closes the database, then stops the worker (no thread is left to keep the process alive). */
  async close(): Promise<void> {
    if (this.#closed) {
      await this.#worker.terminate();
      return;
    }
    try {
      await this.#send({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
      await this.#exited;
    }
  }
}

/** The `tx` given to a transaction callback: its requests name the transaction the worker holds open. */
class WorkerTransaction implements Transaction {
  #closed = false;

  constructor(
    private readonly client: PgliteWorkerClient,
    private readonly id: number,
  ) {}

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (this.#closed) return Promise.reject(new Error('Transaction is closed'));
    return this.client.runQuery<T>(sql, params, options, this.id);
  }

  sql<T>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>> {
    const text = strings.reduce((acc, part, i) => `${acc}$${i}${part}`);
    return this.query<T>(text, params);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    if (this.#closed) return Promise.reject(new Error('Transaction is closed'));
    return this.client.runExec(sql, options, this.id);
  }

  async rollback(): Promise<void> {
    await this.end(false);
  }

  async end(commit: boolean): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.client.endTransaction(this.id, commit);
  }

  listen(): Promise<never> {
    return Promise.reject(new Error('LISTEN is not available through the PGlite worker proxy'));
  }
}
