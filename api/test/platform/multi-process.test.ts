/**
 * Two real API processes on one PostgreSQL database (what WORKERS=N and several machines do): a logout,
 * a password change or reset in one is refused at once by the other (the revocation is announced on the
 * database's channel), a process that lost its listening connection reads every session from the database,
 * the login rate limit counts the attempts made on both, and each job of the queue runs in one of them only. The Redis store gets the same check when a Redis server answers locally.
 *
 * Several processes need PostgreSQL (the embedded PGlite belongs to one process): on a PGlite run the
 * file skips, the PostgreSQL pass (TEST_DATABASE_URL, always run by CI) runs it.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { queueClient } from '../../src/jobs/runner';
import { MAIL_RELAY_WORK } from '../../src/jobs/scheduled-work';
import { SESSIONS_CHANGED_CHANNEL } from '../../src/lib/auth-sessions';
import { LOGIN_FAILURE_LIMITS } from '../../src/plugins/security';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { startApiProcess, type ApiProcess } from '../api-process';
import { createTestDatabase, emailsTo } from '../helpers';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const skipReason = process.env.TEST_DATABASE_URL
  ? false
  : 'several API processes need PostgreSQL (TEST_DATABASE_URL); the embedded PGlite belongs to one process';

function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 6379), hostname, () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    });
  });
}

/** The ids of the queue's jobs a process ran, from its log (a line per run at debug level). */
function jobRuns(api: ApiProcess): string[] {
  const ids: string[] = [];
  for (const line of api.output().split('\n')) {
    if (!line.includes('tâche exécutée')) continue;
    try {
      const entry = JSON.parse(line) as { jobId?: string };
      if (entry.jobId) ids.push(entry.jobId);
    } catch {
      // not a line of the JSON log
    }
  }
  return ids;
}

/** The real server in its own process, as `npm start` runs it (allowing for a busy machine). */
const startApi = (env: Record<string, string>) => startApiProcess(env, 90_000);

async function call(baseUrl: string, method: string, url: string, opts: { token?: string; body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${url}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, setCookie: res.headers.get('set-cookie') };
}

/**
 * Wrong-password logins alternating between the processes, then one more on each: refused by the
 * account's limit; the browser that logged in on one process before is still let in by the other.
 */
async function assertLoginLimitShared(a: ApiProcess, b: ApiProcess, email: string): Promise<void> {
  const known = await call(a.baseUrl, 'POST', '/api/login', { body: { email, password: DEFAULT_PASSWORD } });
  assert.equal(known.status, 200);
  const device = /^irt_device=[^;]+/.exec(known.setCookie ?? '')?.[0];
  assert.ok(device, 'the login gives a device cookie');
  const max = LOGIN_FAILURE_LIMITS.account.free;
  for (let i = 0; i < max; i += 1) {
    const target = i % 2 === 0 ? a : b;
    const res = await call(target.baseUrl, 'POST', '/api/login', { body: { email, password: 'pas-le-bon' } });
    assert.equal(res.status, 401, `attempt ${i + 1} of ${max} is still counted, not refused`);
  }
  for (const target of [a, b]) {
    const res = await call(target.baseUrl, 'POST', '/api/login', { body: { email, password: DEFAULT_PASSWORD } });
    assert.equal(res.status, 429, 'the attempts made on the other process count too');
    assert.match(String(res.body.message), /^Trop de tentatives\./);
  }
  const owner = await call(b.baseUrl, 'POST', '/api/login', { body: { email, password: DEFAULT_PASSWORD }, cookie: device });
  assert.equal(owner.status, 200, 'the device cookie signed by one process is honoured by the other');
}

describe('two API processes on one PostgreSQL database', { skip: skipReason }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let url: string;
  let dataDir: string;
  const secret = randomBytes(32).toString('hex');
  const processes: ApiProcess[] = [];

  before(async () => {
    database = await createTestDatabase();
    if (database.engine !== 'postgres') throw new Error('unexpected engine');
    url = String(database.client.options.connectionString);
    dataDir = mkdtempSync(path.join(tmpdir(), 'irt-multi-process-'));
  });
  after(async () => {
    await Promise.allSettled(processes.map((p) => p.stop()));
    await database?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function pair(env: Record<string, string> = {}): Promise<[ApiProcess, ApiProcess]> {
    const common = { DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: secret, ...env };
    // One after the other: the first brings the reference lists up to date, the second finds them so.
    const a = await startApi(common);
    processes.push(a);
    const b = await startApi(common);
    processes.push(b);
    return [a, b];
  }

  // The tests without Redis share one pair: starting a process takes long on a busy machine. Their log is
  // at debug level: it holds a line per job of the queue run, with its id.
  let plain: Promise<[ApiProcess, ApiProcess]> | undefined;
  const plainPair = () => (plain ??= pair({ LOG_LEVEL: 'debug' }));

  test('a logout in one process is refused at once by the other, and the login limit is shared', async () => {
    const [a, b] = await plainPair();
    const user = await createUser(database.db, { role: 'gestionnaire' });

    const loggedIn = await call(a.baseUrl, 'POST', '/api/login', { body: { email: user.email, password: user.password } });
    assert.equal(loggedIn.status, 200);
    const token = String(loggedIn.body.token);
    // B checks the session, and so keeps it in its cache.
    assert.equal((await call(b.baseUrl, 'GET', '/api/user', { token })).status, 200);

    assert.equal((await call(a.baseUrl, 'POST', '/api/logout', { token })).status, 200);
    assert.equal((await call(a.baseUrl, 'GET', '/api/user', { token })).status, 401, 'refused at once where the logout was made');
    // B had the session in its cache: the announcement of the logout emptied it.
    const elsewhere = await call(b.baseUrl, 'GET', '/api/user', { token });
    assert.equal(elsewhere.status, 401, 'refused at once by the other process too');

    const limited = await createUser(database.db, { role: 'stagiaire' });
    await assertLoginLimitShared(a, b, limited.email);
  });

  test('a password change ends the other sessions in every process, a password reset all of them', async () => {
    const [a, b] = await plainPair();
    const user = await createUser(database.db, { role: 'stagiaire' });
    const loginOn = async (api: ApiProcess, password: string) => {
      const res = await call(api.baseUrl, 'POST', '/api/login', { body: { email: user.email, password } });
      assert.equal(res.status, 200);
      return String(res.body.token);
    };
    const changer = await loginOn(a, user.password);
    const elsewhere = await loginOn(b, user.password);
    // B checks both sessions, and so keeps them in its cache.
    for (const token of [changer, elsewhere]) assert.equal((await call(b.baseUrl, 'GET', '/api/user', { token })).status, 200);

    const changed = 'Tiroir-Bleu-Oseille-42';
    const change = await call(a.baseUrl, 'PUT', '/api/user/password', {
      token: changer,
      body: { current_password: user.password, password: changed, password_confirmation: changed },
    });
    assert.equal(change.status, 200);
    assert.equal((await call(a.baseUrl, 'GET', '/api/user', { token: elsewhere })).status, 401, 'refused at once where the change was made');
    assert.equal((await call(b.baseUrl, 'GET', '/api/user', { token: elsewhere })).status, 401, 'refused at once by the other process too');
    assert.equal((await call(b.baseUrl, 'GET', '/api/user', { token: changer })).status, 200, 'the session that changed it stays open');

    const again = await loginOn(b, changed);
    assert.equal((await call(b.baseUrl, 'GET', '/api/user', { token: again })).status, 200);
    assert.equal((await call(a.baseUrl, 'POST', '/api/password/email', { body: { email: user.email } })).status, 200);
    const [message] = await emailsTo({ db: database.db }, user.email, 1);
    const link = new URL(/http:\/\/\S+reinitialisation-mot-de-passe\?\S+/.exec(message.text)![0]);
    const reset = 'Lanterne-Verte-Gravier-17';
    const done = await call(a.baseUrl, 'POST', '/api/password/reset', {
      body: { token: link.searchParams.get('token'), email: user.email, password: reset, password_confirmation: reset },
    });
    assert.equal(done.status, 200);
    for (const token of [changer, again]) {
      assert.equal((await call(b.baseUrl, 'GET', '/api/user', { token })).status, 401, 'a reset closes every session, in every process');
    }
  });

  test('a process whose listening connection is lost stops trusting its cache until it listens again', async () => {
    const [a, b] = await plainPair();
    const user = await createUser(database.db, { role: 'gestionnaire' });
    const loggedIn = await call(a.baseUrl, 'POST', '/api/login', { body: { email: user.email, password: user.password } });
    const token = String(loggedIn.body.token);
    assert.equal((await call(b.baseUrl, 'GET', '/api/user', { token })).status, 200);

    // Both processes lose their listening connection; a revocation written behind the API's back follows.
    if (database.engine !== 'postgres') throw new Error('unexpected engine');
    const pool = database.client;
    const listeners = await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${SESSIONS_CHANGED_CHANNEL}'`,
    );
    assert.ok((listeners.rowCount ?? 0) >= 2, 'each process listens on its own connection');
    await new Promise((r) => setTimeout(r, 300));
    await pool.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [user.id]);
    assert.equal((await call(b.baseUrl, 'GET', '/api/user', { token })).status, 401, 'the session is read from the database');
  });

  test('the job queue runs each job in one process only, and both processes take jobs', async () => {
    const [a, b] = await plainPair();
    const client = queueClient(database.db);
    const relay = MAIL_RELAY_WORK.name;
    const sent: string[] = [];
    // Jobs of the mail relay (both processes look for one every 2 s), sent one at a time (at most one
    // waits), until six have run and each process has run some.
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const ranBy = [a, b].map((p) => jobRuns(p).length);
      if (sent.length >= 6 && ranBy.every((n) => n > 0)) break;
      if (sent.length >= 40) break;
      const id = await client.send(relay, {});
      if (!id) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      sent.push(id);
      for (let wait = 0; wait < 150 && (await client.getJobById(relay, id))?.state !== 'completed'; wait += 1) {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const runsA = jobRuns(a);
    const runsB = jobRuns(b);
    assert.ok(runsA.length > 0 && runsB.length > 0, `both processes run jobs (${runsA.length} and ${runsB.length})`);
    const runs = [...runsA, ...runsB];
    const twice = runs.filter((id, i) => runs.indexOf(id) !== i);
    assert.deepEqual(twice, [], 'no job ran twice');
    for (const id of sent) assert.equal(runs.filter((run) => run === id).length, 1, `job ${id} ran once`);
    // Every job the queue shows done (the catch-up jobs each process sent at start included) ran once.
    if (database.engine !== 'postgres') throw new Error('unexpected engine');
    const { rows } = await database.client.query<{ id: string }>(`SELECT id::text AS id FROM pgboss.job WHERE state = 'completed'`);
    assert.ok(rows.length >= sent.length);
    for (const { id } of rows) assert.equal(runs.filter((run) => run === id).length, 1, `completed job ${id} ran once`);
  });

  test('with REDIS_URL the login limit is shared through Redis', async (t) => {
    if (!(await redisReachable(REDIS_URL))) {
      t.skip(`no Redis server answers at ${REDIS_URL}`);
      return;
    }
    const [a, b] = await pair({ REDIS_URL });
    const limited = await createUser(database.db, { role: 'stagiaire' });
    await assertLoginLimitShared(a, b, limited.email);
  });
});
