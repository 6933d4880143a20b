/**
 * PGlite's statements prepared once per SQL text (src/db/pglite-prepared.mjs): every kind of value reaches
 * PostgreSQL as it would as a parameter (quotes, backslashes, accents, dates, bytea, booleans, NULL, big
 * integers, flat arrays), a value with no plain text form runs unnamed, an error keeps its position in the caller's
 * text, a transaction rolled back keeps the statements usable, the least recently used are deallocated,
 * and the server's databases (worker thread) use them. PGlite only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { preparedStatements, type PreparedStatements } from '../../src/db/pglite-prepared.mjs';
import { queryRows } from '../../src/lib/sql';
import { createTestDatabase, testEngine } from '../helpers';

const preparedCount = async (db: PGlite) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n;

describe('PGlite prepared statements', { skip: testEngine !== 'pglite' }, () => {
  let db: PGlite;
  let prepared: PreparedStatements;

  before(async () => {
    db = await PGlite.create();
    prepared = preparedStatements(db, { max: 3 });
    await db.exec('CREATE TABLE probe (id serial PRIMARY KEY, label text UNIQUE, at timestamptz, day date, body bytea, yes boolean, big int8, amount numeric, doc jsonb)');
  });
  after(() => db.close());

  test('each kind of value is written and read back as sent, through a statement prepared once', async () => {
    const insert = 'INSERT INTO probe (label, at, day, body, yes, big, amount, doc) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id';
    const values = ["L'« été » \\n 😀", new Date('2026-03-29T00:30:00.000Z'), '2026-02-28', new Uint8Array([0, 255, 16]), true, 9007199254740993n, 12.5, '{"a":[1,"é"]}'];
    const { rows } = await prepared.query<{ id: number }>(db, insert, values);
    await prepared.query(db, insert, ['second', null, null, null, false, 1, 0, null]);
    const read = await db.query<Record<string, unknown>>('SELECT label, at, day, body, yes, big::text AS big, amount::text AS amount, doc FROM probe WHERE id = $1', [rows[0].id]);
    assert.deepEqual(read.rows[0], {
      label: "L'« été » \\n 😀",
      at: new Date('2026-03-29T00:30:00.000Z'),
      day: new Date('2026-02-28T00:00:00.000Z'),
      body: new Uint8Array([0, 255, 16]),
      yes: true,
      big: '9007199254740993',
      amount: '12.5',
      doc: { a: [1, 'é'] },
    });
    const statements = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    assert.equal(statements.rows.filter((s) => s.statement.includes('INSERT INTO probe')).length, 1);
  });

  test('a flat array for an array parameter is prepared too and reaches PostgreSQL as sent', async () => {
    const labels = ['second', 'a "quoted", {braced} \\ label', "L'« été »", '', 'NULL'];
    for (const label of labels.slice(1)) await db.query('INSERT INTO probe (label) VALUES ($1)', [label]);
    const select = 'SELECT label FROM probe WHERE label = ANY($1) ORDER BY label';
    const unnamed = await db.query<{ label: string }>(select, [labels]);
    assert.equal(unnamed.rows.length, labels.length);
    const { rows } = await prepared.query<{ label: string }>(db, select, [labels]);
    assert.deepEqual(rows, unnamed.rows);
    const again = await prepared.query<{ label: string }>(db, select, [['second', null]]);
    assert.deepEqual(again.rows, [{ label: 'second' }]);
    const statements = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    assert.equal(statements.rows.filter((s) => s.statement.includes('label = ANY($1)')).length, 1);
    const ints = await prepared.query<{ n: number[] }>(db, 'SELECT $1::int[] AS n', [[2, 3, null]]);
    assert.deepEqual(ints.rows, [{ n: [2, 3, null] }]);
    await db.query("DELETE FROM probe WHERE label NOT IN ('second') AND at IS NULL");
  });

  test('a nested array, or an array for a parameter that is no array, runs unnamed and gives the same rows', async () => {
    const before = await preparedCount(db);
    const { rows } = await prepared.query<{ n: number[][] }>(db, 'SELECT $1::int[] AS n', [[[1, 2], [3, 4]]]);
    assert.deepEqual(rows, [{ n: [[1, 2], [3, 4]] }]);
    assert.equal(await preparedCount(db), before);
    const doc = await prepared.query<{ doc: unknown }>(db, 'SELECT $1::jsonb AS doc', [[1, 'é']]);
    assert.deepEqual(doc.rows, (await db.query('SELECT $1::jsonb AS doc', [[1, 'é']])).rows);
  });

  test('an error is the query’s own: its code, and its position in the caller’s text', async () => {
    await assert.rejects(prepared.query(db, 'SELECT nope FROM probe WHERE id = $1', [1]), (err: Record<string, unknown>) => {
      assert.equal(err.code, '42703');
      assert.equal(err.position, '8');
      return true;
    });
    await assert.rejects(prepared.query(db, 'INSERT INTO probe (label) VALUES ($1)', ['second']), (err: Record<string, unknown>) => err.code === '23505');
  });

  test('a rolled-back transaction leaves the statements usable; the least recently used are deallocated', async () => {
    await db
      .transaction(async (tx) => {
        await prepared.query(tx, 'UPDATE probe SET yes = $1 WHERE label = $2', [true, 'second']);
        await tx.rollback();
      })
      .catch(() => undefined);
    const { rows } = await prepared.query<{ yes: boolean }>(db, 'SELECT yes FROM probe WHERE label = $1', ['second']);
    assert.deepEqual(rows, [{ yes: false }]);
    await prepared.query(db, 'UPDATE probe SET yes = $1 WHERE label = $2', [true, 'nobody']);
    for (let i = 0; i < 5; i++) await prepared.query(db, `SELECT $1::int + ${i} AS n`, [i]);
    // The deallocations follow on the database.
    await db.query('SELECT 1');
    assert.ok((await preparedCount(db)) <= 3);
  });

  test('the API’s database (worker thread) prepares what it runs', async () => {
    const handle = await createTestDatabase();
    try {
      const read = sql`SELECT count(*)::int AS n FROM degrees WHERE id > ${0}`;
      const first = await queryRows<{ n: number }>(handle.db, read);
      assert.deepEqual(await queryRows(handle.db, read), first);
      const statements = await queryRows<{ statement: string }>(handle.db, sql`SELECT statement FROM pg_prepared_statements`);
      assert.ok(statements.some((s) => s.statement.includes('FROM degrees WHERE id >')), JSON.stringify(statements));
    } finally {
      await handle.dispose();
    }
  });
});
