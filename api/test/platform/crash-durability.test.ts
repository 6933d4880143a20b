/**
 * Nothing acknowledged is lost on a crash: the real server (api/src/server.ts, as `npm start` runs it)
 * takes a burst of concurrent writes, is killed with SIGKILL in the middle of it (no graceful stop, no
 * flush), and is started again on the same data. Every write it answered 2xx to is there, the database
 * opens by itself (no manual repair) and takes new writes.
 *
 * On PGlite the database lives in DATA_DIR/pgdata, as the portal keeps it; on PostgreSQL (TEST_DATABASE_URL)
 * in a uniquely named database on that server.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { degrees } from '../../src/db/schema';
import { createUser, type CreatedUser } from '../factories';
import { startApiProcess as startApi, type ApiProcess } from '../api-process';
import { createTestDatabase, testEngine } from '../helpers';

async function login(baseUrl: string, user: CreatedUser): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  assert.equal(res.status, 200);
  return String(((await res.json()) as { token: string }).token);
}

/** One creation; the name it was acknowledged for, or null when it got no 2xx (refused, cut off). */
async function createDegree(baseUrl: string, token: string, name: string): Promise<string | null> {
  try {
    const res = await fetch(`${baseUrl}/api/degrees`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name }),
    });
    const body = (await res.json()) as { name?: string };
    return res.status >= 200 && res.status < 300 ? String(body.name) : null;
  } catch {
    return null;
  }
}

describe(`a SIGKILL during a burst of writes loses nothing acknowledged (${testEngine})`, () => {
  let dataDir: string;
  let env: Record<string, string>;
  let admin: CreatedUser;
  let dispose: () => Promise<void> = async () => {};
  let countAcknowledged: (names: string[]) => Promise<number>;
  const running = new Set<ApiProcess>();

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'irt-crash-'));
    env = { DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') };
    const database = await createTestDatabase();
    admin = await createUser(database.db, { role: 'administrateur' });
    if (database.engine === 'postgres') {
      env.DATABASE_URL = String(database.client.options.connectionString);
      countAcknowledged = async (names) => (await database.db.select({ id: degrees.id }).from(degrees).where(inArray(degrees.name, names))).length;
      dispose = () => database.dispose();
    } else {
      // The migrated test database with its user, moved into DATA_DIR/pgdata where the server keeps it.
      const dump = await database.client.dumpDataDir('none');
      await database.dispose();
      const created = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), loadDataDir: dump, extensions: { pg_trgm } });
      await created.close();
      // Read once the server is stopped: the embedded database belongs to one process.
      countAcknowledged = async (names) => {
        const handle = await openDatabase({ dataDir });
        try {
          return (await handle.db.select({ id: degrees.id }).from(degrees).where(inArray(degrees.name, names))).length;
        } finally {
          await handle.close();
        }
      };
    }
  });
  after(async () => {
    for (const api of running) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    await dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('every write answered 2xx before the kill is found after the restart, and the database takes new writes', { timeout: 300_000 }, async () => {
    const first = await startApi(env);
    running.add(first);
    const token = await login(first.baseUrl, admin);

    // Waves of concurrent creations; the kill lands while a wave is in flight.
    const acknowledged: string[] = [];
    const tag = randomBytes(3).toString('hex');
    let killed = false;
    let sent = 0;
    const killer = (async () => {
      // Let a few waves be acknowledged first.
      const giveUp = Date.now() + 20_000;
      while (acknowledged.length < 40 && Date.now() < giveUp) await new Promise((r) => setTimeout(r, 5));
      first.child.kill('SIGKILL');
      killed = true;
    })();
    while (!killed && sent < 5_000) {
      const wave = Array.from({ length: 8 }, () => createDegree(first.baseUrl, token, `Diplôme ${tag} ${(sent += 1)}`));
      for (const name of await Promise.all(wave)) if (name) acknowledged.push(name);
    }
    await killer;
    await first.exited;
    running.delete(first);
    assert.equal(first.child.signalCode, 'SIGKILL', 'the server was killed, not stopped');
    assert.ok(sent > acknowledged.length, `some writes were in flight at the kill (${sent} sent, ${acknowledged.length} acknowledged)`);

    if (testEngine === 'pglite') {
      // Before any restart: what is on disk right after the kill.
      assert.equal(await countAcknowledged(acknowledged), acknowledged.length, 'every acknowledged write is on disk');
    }

    const second = await startApi(env);
    running.add(second);
    const again = await login(second.baseUrl, admin);
    const listed = await fetch(`${second.baseUrl}/api/degrees`, { headers: { authorization: `Bearer ${again}` } });
    assert.equal(listed.status, 200);
    const names = new Set(((await listed.json()) as { name: string }[]).map((d) => d.name));
    const missing = acknowledged.filter((name) => !names.has(name));
    assert.deepEqual(missing, [], `${acknowledged.length} writes were acknowledged before the kill; all are served after the restart`);

    const after = await createDegree(second.baseUrl, again, `Diplôme ${tag} après redémarrage`);
    assert.equal(after, `Diplôme ${tag} après redémarrage`, 'the restarted database takes new writes');
    assert.doesNotMatch(second.output(), /PANIC|corrupt|invalid page/i);

    second.child.kill('SIGTERM');
    await second.exited;
    running.delete(second);
    if (testEngine === 'postgres') assert.equal(await countAcknowledged(acknowledged), acknowledged.length);
  });
});
