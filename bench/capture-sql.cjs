// Preloaded into the API (`NODE_OPTIONS=--require bench/capture-sql.cjs`, BENCH_SQL_CAPTURE=<file>) by
// the bench, in a server started for that alone: appends one JSON line per statement the API sends
// through node-postgres (its text, parameters, row mode, and when it started and ended), so that the
// floor server (bench/floor.mjs) runs exactly the SQL of each call. Never loaded by the product.
'use strict';
const { appendFileSync } = require('node:fs');
const pg = require('pg');

const file = process.env.BENCH_SQL_CAPTURE;
if (file) {
  const original = pg.Client.prototype.query;
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  pg.Client.prototype.query = function capturedQuery(config, values, callback) {
    const started = now();
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    const record = () =>
      appendFileSync(
        file,
        `${JSON.stringify({ text, values: params ?? [], rowMode: config?.rowMode ?? null, name: config?.name ?? null, started, ended: now() })}\n`,
      );
    // The pool calls query(config, callback) or query(text, values, callback); drizzle awaits the promise.
    const cb = typeof callback === 'function' ? callback : typeof values === 'function' ? values : null;
    if (cb) {
      const wrapped = (err, res) => {
        record();
        cb(err, res);
      };
      return typeof values === 'function' ? original.call(this, config, wrapped) : original.call(this, config, values, wrapped);
    }
    const result = original.call(this, config, values);
    if (result && typeof result.then === 'function') result.then(record, record);
    return result;
  };
}
