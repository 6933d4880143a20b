// Does moving PGlite off the main thread help? PGlite runs PostgreSQL (WebAssembly) on the thread that calls
// it, so a query blocks the event loop. This compares, on one in-memory database, 50 concurrent "requests"
// (a query, then ~0.3 ms of JavaScript standing for routing, hooks and serialisation) with PGlite on the main
// thread and with PGlite in a worker_threads worker (queries posted as messages). Prints requests per second
// and the main thread's event-loop delay. PGlite's own worker mode (@electric-sql/pglite/worker) targets
// browsers (Web Workers, navigator.locks) and does not run on Node 20, hence the plain worker_threads proxy.
//   node bench/pglite-worker.mjs [seconds]
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';

const ROWS = 20_000;
const SETUP = `
  CREATE TABLE people (id serial PRIMARY KEY, name text NOT NULL, city text NOT NULL, created_at timestamptz NOT NULL);
  INSERT INTO people (name, city, created_at)
    SELECT 'Personne ' || n, 'Ville ' || (n % 300), now() - n * interval '1 minute' FROM generate_series(1, ${ROWS}) n;
  CREATE INDEX people_created ON people (created_at);
  ANALYZE;`;
const QUERIES = {
  point: ['SELECT id, name, city FROM people WHERE id = $1', (i) => [1 + (i % ROWS)]],
  page: ['SELECT id, name, city, created_at, count(*) OVER () AS total FROM people WHERE city = $1 ORDER BY created_at DESC LIMIT 30', (i) => [`Ville ${i % 300}`]],
};

if (!isMainThread) {
  const db = await PGlite.create();
  await db.exec(SETUP);
  parentPort.on('message', async ({ id, sql, params }) => {
    const result = await db.query(sql, params);
    parentPort.postMessage({ id, rows: result.rows });
  });
  parentPort.postMessage('ready');
} else {
  const seconds = Number(process.argv[2] || 5);
  const busy = (ms) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };

  async function run(label, query, kind) {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    let done = 0;
    let stop = false;
    const loop = async () => {
      for (let i = Math.floor(Math.random() * ROWS); !stop; i += 1) {
        // A request arrives through I/O: yield to the event loop as the HTTP server would.
        await new Promise((r) => setImmediate(r));
        const rows = await query(QUERIES[kind][0], QUERIES[kind][1](i));
        JSON.stringify(rows);
        busy(0.3);
        done += 1;
      }
    };
    const loops = Array.from({ length: 50 }, loop);
    await new Promise((r) => setTimeout(r, 500));
    done = 0;
    histogram.enable();
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const elapsed = (performance.now() - t0) / 1000;
    const count = done;
    histogram.disable();
    stop = true;
    await Promise.all(loops);
    console.log(
      `${label.padEnd(22)} ${kind.padEnd(6)} ${Math.round(count / elapsed)} req/s, event-loop delay p50 ${(histogram.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms`,
    );
  }

  const main = await PGlite.create();
  await main.exec(SETUP);
  const inProcess = async (sql, params) => (await main.query(sql, params)).rows;

  const worker = new Worker(new URL(import.meta.url));
  await new Promise((r) => worker.once('message', r));
  const pending = new Map();
  let nextId = 0;
  worker.on('message', ({ id, rows }) => {
    pending.get(id)(rows);
    pending.delete(id);
  });
  const inWorker = (sql, params) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ id, sql, params });
    });

  for (const kind of ['point', 'page']) {
    await run('PGlite on main thread', inProcess, kind);
    await run('PGlite in a worker', inWorker, kind);
  }
  await worker.terminate();
  await main.close();
}
