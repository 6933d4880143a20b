// The floor of each benched call: a minimal implementation that sends the same SQL as the portal (the
// statements captured from the API by bench/capture-sql.cjs, in the same order, those the API sent at
// once sent at once) through node-postgres as named (prepared) statements, and answers the rows with
// JSON.stringify from a bare `http` server — no framework, no session check (the API caches its own for 2 s:
// under load it is almost never sent), no row mapping beyond node-postgres's objects, timestamps and numerics left as
// the text PostgreSQL sends, no compression. What the portal does on top of it is what its ratio to the
// floor measures.
//
//   node bench/floor.mjs <floor.json> [--unnamed]   # { databaseUrl, poolMax, calls: [{ path, stages: [[{ text, values }]] }] }
// --unnamed: the statements are sent unnamed (parsed and planned by PostgreSQL on every call, as a query
// built per request is): the difference to the named floor is what preparing a call's statements is worth.
// Prints its port on the first line of stdout.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const unnamed = process.argv.includes('--unnamed');
// Dates and timestamps as PostgreSQL writes them: no Date objects built and formatted again.
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (value) => value);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolMax ?? 10 });
pool.on('error', () => {});

/** Per path: the stages of named statements, built once. */
const routes = new Map(
  config.calls.map((call, c) => [
    call.path,
    call.stages.map((stage, s) => stage.map((q, i) => ({ ...(unnamed ? {} : { name: `floor_${c}_${s}_${i}` }), text: q.text, values: q.values }))),
  ]),
);

async function answer(stages) {
  const results = [];
  for (const stage of stages) {
    const done = await Promise.all(stage.map((q) => pool.query(q)));
    for (const r of done) results.push(r.rows);
  }
  return JSON.stringify({ results });
}

const server = http.createServer((req, res) => {
  const stages = routes.get(req.url);
  if (!stages) {
    res.writeHead(404).end();
    return;
  }
  answer(stages).then(
    (body) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
    (err) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err?.message ?? err));
    },
  );
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
const stop = () => {
  server.close(() => pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
