// The embedded database in a worker thread: this thread owns the PGlite instance and answers the
// messages of PgliteWorkerClient (pglite-proxy.ts), so that PostgreSQL's work (WebAssembly) runs on a
// core of its own while the API's JavaScript runs on the main thread.
//
// Plain JavaScript on purpose: Node 20 does not pass tsx's loader on to worker threads, so a .ts entry
// would not load. The message shapes are typed on the main side (pglite-proxy.ts).
//
// Requests, each { id, op, ... }, answered by { id, result } or { id, error }:
//   query  { sql, params, rowMode, rawTypes, paramTypes, tx? }  rawTypes: the types left as text (the caller parses them);
//          run through a statement prepared once per SQL text (pglite-prepared.mjs)
//   exec   { sql, rowMode, tx? }
//   begin  {}  opens a transaction; its answer is the transaction's id, which later requests name in `tx`
//   end    { tx, commit }  commits (or rolls back) and answers once PGlite has done so
//   dump   { compression }  the data folder as a tarball (ArrayBuffer, transferred)
//   close  {}
// Requests are served as they come, not one after another: PGlite's own locks order them (a query
// outside an open transaction waits for its end, as on the main thread).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './pglite-prepared.mjs';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread only');
const port = parentPort;

/** Parsers that leave a column as the text PostgreSQL sent; the main thread applies the caller's parsers. */
const keepText = (value) => value;
const textParsers = new Map();
function parsersFor(rawTypes) {
  if (!rawTypes || rawTypes.length === 0) return undefined;
  const key = rawTypes.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, keepText]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

/**
 * An error as plain data: PostgreSQL's fields (code, constraint, detail, table…) are own properties of
 * PGlite's DatabaseError and would be lost by the structured clone of an Error.
 */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error', props: {} };
  const props = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) props[key] = value;
  }
  return { message: err.message, name: err.name, stack: err.stack, props };
}

const { dataDir, loadDataDir } = workerData ?? {};
const options = { extensions: { pg_trgm } };
if (loadDataDir) options.loadDataDir = new Blob([loadDataDir]);
if (dataDir) {
  options.dataDir = dataDir;
  // A query is answered only once what it wrote is handed to the file system (see client.ts).
  options.relaxedDurability = false;
}

let db;
/** Each SQL text prepared once (pglite-prepared.mjs). */
let prepared;
try {
  db = await PGlite.create(options);
  prepared = preparedStatements(db);
} catch (err) {
  port.postMessage({ id: 0, error: errorData(err) });
  port.close();
}

/** Open transactions by id: PGlite's `tx` and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

/** The client a request runs on: its transaction's, or the database itself. */
function target(message) {
  if (message.tx === undefined) return db;
  const open = transactions.get(message.tx);
  if (!open) throw new Error(`transaction ${message.tx} is not open`);
  return open.tx;
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const options = { rowMode: message.rowMode, parsers: parsersFor(message.rawTypes) };
      if (message.paramTypes) options.paramTypes = message.paramTypes;
      const result = await prepared.query(target(message), message.sql, message.params, options);
      return { result };
    }
    case 'exec':
      return { result: await target(message).exec(message.sql, { rowMode: message.rowMode }) };
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`transaction ${message.tx} is not open`);
      if (message.commit) open.commit();
      else open.rollback();
      await open.done;
      return { result: null };
    }
    case 'dump': {
      const blob = await db.dumpDataDir(message.compression);
      const buffer = await blob.arrayBuffer();
      return { result: buffer, transfer: [buffer] };
    }
    case 'close':
      await db.close();
      return { result: null };
    default:
      throw new Error(`unknown request ${message.op}`);
  }
}

/** Deliberately ends a transaction without committing: PGlite rolls back when its callback throws. */
class RollbackRequested extends Error {}

/**
 * Runs `db.transaction` and keeps its callback waiting until the main thread sends `end`; answers the
 * `begin` request with the transaction's id as soon as PGlite has opened it.
 */
function begin() {
  const id = nextTransaction++;
  return new Promise((resolveBegin, rejectBegin) => {
    const open = { tx: null, commit: null, rollback: null, done: null };
    open.done = db
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            open.tx = tx;
            open.commit = commit;
            open.rollback = () => rollback(new RollbackRequested());
            transactions.set(id, open);
            resolveBegin({ result: id });
          }),
      )
      .catch((err) => {
        if (!(err instanceof RollbackRequested)) throw err;
      })
      .finally(() => transactions.delete(id));
    // BEGIN itself failed: the request fails (once opened, a failure is the answer to `end`).
    open.done.catch((err) => {
      if (!open.tx) rejectBegin(err);
    });
  });
}

port.on('message', (message) => {
  handle(message).then(
    ({ result, transfer }) => port.postMessage({ id: message.id, result }, transfer),
    (err) => port.postMessage({ id: message.id, error: errorData(err) }),
  );
});
if (db) port.postMessage({ id: 0, result: 'ready' });
