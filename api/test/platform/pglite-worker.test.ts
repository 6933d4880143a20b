/**
 * The embedded PGlite behind the worker-thread proxy answers exactly as PGlite on the caller's thread:
 * same values (timestamps and dates as text for Drizzle, numeric, bytea, json, int8), same PostgreSQL
 * error fields, same transaction semantics, and a closed client refuses work. PGlite only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, sql } from 'drizzle-orm';
import { outsideTransaction, type DatabaseHandle } from '../../src/db/client';
import { PgliteWorkerClient } from '../../src/db/pglite-proxy';
import { degrees } from '../../src/db/schema';
import { queryRows } from '../../src/lib/sql';
import { createTestDatabase, testEngine } from '../helpers';

type Handle = DatabaseHandle & { dispose(): Promise<void> };

/** The PostgreSQL error under Drizzle's wrapper. */
function pgError(err: unknown): Record<string, unknown> {
  let current: unknown = err;
  while (current && typeof current === 'object' && !('code' in current)) current = (current as { cause?: unknown }).cause;
  assert.ok(current && typeof current === 'object', `no PostgreSQL error in ${String(err)}`);
  return current as Record<string, unknown>;
}

describe('PGlite in a worker thread', { skip: testEngine !== 'pglite' }, () => {
  let inWorker: Handle;
  let onThread: Handle;

  before(async () => {
    inWorker = await createTestDatabase({ pgliteInWorker: true });
    onThread = await createTestDatabase({ pgliteInWorker: false });
    for (const h of [inWorker, onThread]) {
      await h.db.execute(sql`CREATE TABLE probe (id serial PRIMARY KEY, code text NOT NULL CONSTRAINT probe_code_key UNIQUE, body bytea, at timestamptz)`);
    }
  });
  after(async () => {
    await inWorker?.dispose();
    await onThread?.dispose();
  });

  test('the worker client is the proxy, the other one is not', () => {
    assert.ok(inWorker.client instanceof PgliteWorkerClient);
    assert.ok(!(onThread.client instanceof PgliteWorkerClient));
  });

  test('raw rows and typed selects are identical on both', async () => {
    const raw = sql`SELECT timestamptz '2026-03-29 01:30:00+01' AS at, date '2026-02-28' AS day, interval '1 day 02:00' AS span,
      numeric '12.50' AS amount, ARRAY[numeric '1.5', NULL] AS amounts, bytea '\\x00ff10' AS bytes, jsonb '{"a":[1,"é"]}' AS doc,
      int8 '9007199254740993' AS big, int4 '7' AS small, true AS yes, NULL::text AS nothing, ARRAY[date '2026-01-01'] AS days`;
    const [w, t] = await Promise.all([queryRows<Record<string, unknown>>(inWorker.db, raw), queryRows(onThread.db, raw)]);
    assert.deepEqual(w, t);
    const row = w[0];
    assert.equal(typeof row.at, 'string'); // Drizzle's parsers keep timestamps as text
    assert.ok(row.bytes instanceof Uint8Array);
    assert.deepEqual(row.doc, { a: [1, 'é'] });

    const typed = (h: Handle) => h.db.select().from(degrees).orderBy(asc(degrees.id));
    const [wt, tt] = await Promise.all([typed(inWorker), typed(onThread)]);
    assert.ok(wt.length > 0);
    assert.deepEqual(wt, tt);
  });

  test('bytea and timestamps written through the proxy read back as on the thread', async () => {
    const write = (h: Handle) =>
      queryRows<{ body: Uint8Array; at: string }>(
        h.db,
        sql`INSERT INTO probe (code, body, at) VALUES ('bytes', ${Buffer.from([0, 1, 254, 255])}, ${new Date('2026-06-01T10:00:00Z').toISOString()}) RETURNING body, at`,
      );
    const [w, t] = await Promise.all([write(inWorker), write(onThread)]);
    assert.deepEqual(w, t);
    assert.deepEqual(Array.from(w[0].body), [0, 1, 254, 255]);
  });

  test("a unique violation carries PostgreSQL's fields across the thread", async () => {
    const errors = [];
    for (const h of [inWorker, onThread]) {
      await h.db.execute(sql`INSERT INTO probe (code) VALUES ('twice')`);
      const err = await h.db.execute(sql`INSERT INTO probe (code) VALUES ('twice')`).then(
        () => assert.fail('the second insert should fail'),
        (e: unknown) => e,
      );
      errors.push(pgError(err));
    }
    const [w, t] = errors;
    assert.equal(w.code, '23505');
    for (const field of ['code', 'constraint', 'detail', 'table', 'schema', 'severity', 'message']) assert.equal(w[field], t[field], field);
  });

  test('a transaction commits, rolls back on a throw, and a query from elsewhere waits for its end', async () => {
    const db = inWorker.db;
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO probe (code) VALUES ('rolled back')`);
        throw new Error('abandon');
      }),
      /abandon/,
    );
    const codes = () => queryRows<{ code: string }>(db, sql`SELECT code FROM probe WHERE code LIKE 'tx-%' OR code = 'rolled back' ORDER BY code`);
    assert.deepEqual(await codes(), []);

    let reader: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO probe (code) VALUES ('tx-1')`);
      // Another request's query (outside the transaction's async flow): it must wait for the commit.
      reader = outsideTransaction(() => codes());
      await sleep(30);
      await tx.transaction(async (nested) => {
        await nested.execute(sql`INSERT INTO probe (code) VALUES ('tx-nested')`);
        nested.rollback();
      }).catch(() => undefined);
      await tx.execute(sql`INSERT INTO probe (code) VALUES ('tx-2')`);
    });
    assert.deepEqual(await reader, [{ code: 'tx-1' }, { code: 'tx-2' }]);
  });

  test('a closed worker client refuses queries', async () => {
    const h = await createTestDatabase({ pgliteInWorker: true });
    await h.dispose();
    assert.ok(h.engine === 'pglite');
    assert.equal(h.client.closed, true);
    await assert.rejects(h.client.query('SELECT 1'), /closed/);
  });
});
