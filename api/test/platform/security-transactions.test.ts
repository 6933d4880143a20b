/**
 * Transactions under concurrency. PGlite is a single connection: two requests must never share a
 * transaction nor interleave inside one. The same assertions about isolation hold on PostgreSQL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq, inArray, like } from 'drizzle-orm';
import { RootQueryInTransactionError } from '../../src/db/client';
import { emailTokens, outbox, users } from '../../src/db/schema';
import { createTestApp, testEngine, type TestApp } from '../helpers';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

/** Drizzle wraps driver errors in DrizzleQueryError: look through `cause`. */
const isRootQueryError = (err: unknown) => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if (e instanceof RootQueryInTransactionError) return true;
  return false;
};

const mail = (subject: string) => ({ to: 'tx@exemple.fr', subject, text: 'corps' });

describe('transactions', () => {
  test('two concurrent transactions on PGlite run one after the other, never interleaved', { skip: testEngine !== 'pglite' }, async () => {
    const events: string[] = [];
    const run = (name: string) =>
      t.db.transaction(async (tx) => {
        events.push(`${name}:begin`);
        await tx.insert(outbox).values(mail(`serial-${name}`));
        await sleep(30); // yields to the event loop: the other transaction could start here
        const [{ n }] = await tx.select({ n: count() }).from(outbox).where(like(outbox.subject, 'serial-%'));
        events.push(`${name}:sees ${n}`);
        events.push(`${name}:commit`);
      });
    await Promise.all([run('a'), run('b')]);
    assert.deepEqual(events, ['a:begin', 'a:sees 1', 'a:commit', 'b:begin', 'b:sees 2', 'b:commit']);
  });

  test('a rolled-back transaction leaves nothing, and a concurrent reader never sees its rows', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const failing = t.db.transaction(async (tx) => {
      await tx.insert(outbox).values(mail('rolled-back'));
      inserted();
      await gate;
      throw new Error('abandon');
    });
    await insertedSignal;
    // Started while the transaction is open (on PGlite it waits for it to end).
    const reader = t.db.select().from(outbox).where(eq(outbox.subject, 'rolled-back'));
    const committed = t.db.transaction(async (tx) => {
      await tx.insert(outbox).values(mail('kept'));
    });
    release();
    await assert.rejects(failing, /abandon/);
    await committed;
    assert.deepEqual(await reader, []);
    assert.equal((await t.db.select().from(outbox).where(eq(outbox.subject, 'rolled-back'))).length, 0);
    assert.equal((await t.db.select().from(outbox).where(eq(outbox.subject, 'kept'))).length, 1);
  });

  test('using the root database inside a transaction fails at once instead of hanging', async () => {
    await assert.rejects(
      t.db.transaction(async () => {
        await t.db.select().from(users).limit(1);
      }),
      isRootQueryError,
    );
    await assert.rejects(
      t.db.transaction(async () => {
        await t.db.transaction(async () => undefined);
      }),
      isRootQueryError,
    );
    // The database is still usable afterwards.
    assert.ok(Array.isArray(await t.db.select().from(users).limit(1)));
  });
});

describe('concurrent requests', () => {
  test('simultaneous sign-ups and logins each get their own account, link and session', async () => {
    const n = 12;
    const emails = Array.from({ length: n }, (_, i) => `simultane${i}@exemple.fr`);
    const signups = await Promise.all(
      emails.map((email, i) =>
        t.app.inject({ method: 'POST', url: '/api/register', payload: { name: `Personne ${i}`, email, password: `Secret-${i}-2026` } }),
      ),
    );
    assert.deepEqual(signups.map((r) => r.statusCode), Array(n).fill(201));

    const rows = await t.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
    assert.equal(rows.length, n);
    const tokens = await t.db.select({ userId: emailTokens.user_id }).from(emailTokens).where(inArray(emailTokens.user_id, rows.map((r) => r.id)));
    assert.equal(tokens.length, n);
    const sent = await t.db.select({ to: outbox.to, text: outbox.text }).from(outbox).where(inArray(outbox.to, emails));
    assert.equal(sent.length, n);
    // Each email carries the link of its own account.
    for (const row of rows) {
      const message = sent.find((m) => m.to === row.email);
      assert.ok(message?.text.includes(`/verification-email?id=${row.id}&`), row.email);
    }

    const logins = await Promise.all(
      emails.map((email, i) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: `Secret-${i}-2026` } })),
    );
    assert.deepEqual(logins.map((r) => r.statusCode), Array(n).fill(200));
    const users_ = await Promise.all(
      logins.map((r) => t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${r.json().token}` } })),
    );
    assert.deepEqual(
      users_.map((r) => r.json().email),
      emails,
    );
  });
});
