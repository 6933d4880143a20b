/**
 * The job queue (pg-boss on the portal's database) with a controlled clock, on the engine of the run:
 * a failing job is retried then shown failed with its error, the administrateur retries it ('Relancer');
 * a job waiting when the server stops runs after the restart; and, on PostgreSQL, two API instances
 * sharing the database run each job once.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_MESSAGES } from '../../src/contract/jobs';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { queueClient, startScheduledWork, type ScheduledWorkHandle } from '../../src/jobs/runner';
import type { JobContext, ScheduledWork } from '../../src/jobs/scheduled-work';
import { callApi } from '../call';
import { loginAs } from '../factories';
import { bearer, createTestApp, testEngine, type TestApp } from '../helpers';

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' } as unknown as FastifyBaseLogger;

/** A context for work that only needs the database. */
function contextOf(db: JobContext['db'], t?: TestApp): JobContext {
  return { db, log: silent, mail: t?.app.mail ?? ({} as JobContext['mail']), storage: {} as JobContext['storage'], config: t?.config ?? ({} as JobContext['config']) };
}

/** Test settings: quick polling, retries without delay, no catch-up unless asked. */
const FAST = { pollingIntervalSeconds: 0.5, retry: { retryLimit: 2, retryDelay: 0, retryBackoff: false } };

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe(`the job queue on ${testEngine}`, () => {
  let t: TestApp;
  let admin: string;
  let queue: ScheduledWorkHandle | undefined;
  /** The clock the work reads: 1 March 2027, 03:30 in Paris. */
  const clock = new Date('2027-03-01T02:30:00.000Z');
  const seen: Date[] = [];
  const failing: ScheduledWork = {
    name: 'test-failing',
    label: 'Tâche d’essai qui échoue',
    cron: '0 4 * * *',
    async run(_ctx, now) {
      seen.push(now);
      throw new Error('Le service distant ne répond pas.');
    },
  };

  before(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'administrateur');
    queue = await startScheduledWork(contextOf(t.db, t), { ...FAST, work: [failing], now: () => clock });
  });
  after(async () => {
    await queue?.stop();
    await t?.close();
  });

  test('a failing job is retried, then shown failed with its error; the administrateur retries it', async () => {
    const failed = await until('the failed job', async () => {
      const res = await callApi(t.app, 'GET /jobs', { query: { state: 'failed' }, headers: bearer(admin) });
      assert.equal(res.statusCode, 200);
      return res.json().data.find((job) => job.name === failing.name);
    });
    // Run at start (catch-up), then twice more: the retry limit.
    assert.equal(seen.length, 3);
    assert.ok(seen.every((now) => now.getTime() === clock.getTime()), 'the work reads the controlled clock');
    assert.equal(failed.label, failing.label);
    assert.equal(failed.state, 'failed');
    assert.equal(failed.error, 'Le service distant ne répond pas.');
    assert.equal(failed.retry_count, 2);
    assert.equal(failed.retriable, true);
    assert.ok(failed.started_at && failed.completed_at);

    // The schedule is recorded in the institute's zone.
    const [schedule] = (await queue!.boss.getSchedules()).filter((s) => s.name === failing.name);
    assert.equal(schedule?.options?.tz, 'Europe/Paris');
    assert.equal(schedule?.cron, '0 4 * * *');

    const retried = await callApi(t.app, 'POST /jobs/:id/retry', { params: { id: failed.id }, headers: bearer(admin) });
    assert.equal(retried.statusCode, 200);
    assert.equal(retried.json().message, JOB_MESSAGES.retried);
    // It runs again (and fails again: one more attempt was allowed).
    await until('the retried run', async () => seen.length === 4);
    const again = await until('the job failed again', async () => {
      const res = await callApi(t.app, 'GET /jobs', { query: { state: 'failed' }, headers: bearer(admin) });
      return res.json().data.find((job) => job.id === failed.id && job.retry_count === 3);
    });
    assert.equal(again.retry_limit, 3);

    const listed = await callApi(t.app, 'GET /jobs', { query: { per_page: 1 }, headers: bearer(admin) });
    assert.equal(listed.json().per_page, 1);
    assert.ok(listed.json().total >= 1);
  });

  test('only a failed job is retried; an unknown one is not found', async () => {
    const waiting = await queue!.boss.send(failing.name, {}, { startAfter: 3600 });
    assert.ok(waiting);
    const res = await callApi(t.app, 'POST /jobs/:id/retry', { params: { id: waiting }, headers: bearer(admin) });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, JOB_MESSAGES.notFailed);
    const listed = await callApi(t.app, 'GET /jobs', { query: { state: 'waiting' }, headers: bearer(admin) });
    assert.ok(listed.json().data.some((job) => job.id === waiting && job.state === 'waiting'));
    const unknown = await callApi(t.app, 'POST /jobs/:id/retry', { params: { id: '6f1c1c62-1111-4c1c-9c1c-1c1c1c1c1c1c' }, headers: bearer(admin) });
    assert.equal(unknown.statusCode, 404);
    const bad = await callApi(t.app, 'GET /jobs', { query: { state: 'perdue' as 'failed' }, headers: bearer(admin) });
    assert.equal(bad.statusCode, 400);
  });

  test('the list is empty before the queue was ever started', async () => {
    const other = await createTestApp();
    try {
      const token = await loginAs(other.app, 'administrateur');
      const res = await callApi(other.app, 'GET /jobs', { headers: bearer(token) });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json().data, []);
    } finally {
      await other.close();
    }
  });
});

/** The URL of a test app's PostgreSQL database. */
const urlOf = (t: TestApp) => (t.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;

/** The database opened again (another process, or the server after a restart). */
function reopen(where: { url?: string; dataDir: string }): Promise<DatabaseHandle> {
  return where.url ? openDatabase({ databaseUrl: where.url, poolMax: 3 }) : openDatabase({ dataDir: where.dataDir, pgliteInWorker: true });
}

describe(`restarts and several processes on ${testEngine}`, () => {
  test('a job waiting when the server stops runs once it starts again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'irt-queue-'));
    let t: TestApp | undefined;
    let first: DatabaseHandle | undefined;
    let second: DatabaseHandle | undefined;
    try {
      const runs: string[] = [];
      const work: ScheduledWork = {
        name: 'test-restart',
        label: 'Tâche d’essai',
        cron: '0 4 * * *',
        async run() {
          runs.push('ran');
        },
      };
      // On PostgreSQL the test database; on PGlite a database on disk, closed and opened again.
      if (testEngine === 'postgres') t = await createTestApp();
      const where = { url: t ? urlOf(t) : undefined, dataDir };
      first = await reopen(where);
      const queue = await startScheduledWork(contextOf(first.db), { ...FAST, work: [work], catchUp: false });
      await queue.stop();
      // Sent while no process works the queue (the server is down).
      const id = await queueClient(first.db).send(work.name, {});
      assert.ok(id);
      assert.equal(runs.length, 0);
      await first.close();
      first = undefined;

      second = await reopen(where);
      const restarted = await startScheduledWork(contextOf(second.db), { ...FAST, work: [work], catchUp: false });
      try {
        // The job is marked completed once its work has returned: waited for, not read at once.
        const job = await until('the job completed after the restart', async () => {
          const read = await restarted.boss.getJobById(work.name, id);
          return read?.state === 'completed' ? read : null;
        });
        assert.equal(job.state, 'completed');
        assert.deepEqual(runs, ['ran']);
      } finally {
        await restarted.stop();
      }
    } finally {
      await first?.close();
      await second?.close();
      await t?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('two API instances on PostgreSQL run each job once', { skip: testEngine !== 'postgres' && 'the embedded PGlite belongs to one process' }, async () => {
    const t = await createTestApp();
    const handles: DatabaseHandle[] = [];
    const queues: ScheduledWorkHandle[] = [];
    try {
      const ran: number[] = [];
      for (const instance of [1, 2]) {
        const handle = await reopen({ url: urlOf(t), dataDir: '' });
        handles.push(handle);
        const work: ScheduledWork = {
          name: 'test-once',
          label: 'Tâche d’essai',
          cron: '0 4 * * *',
          async run() {
            ran.push(instance);
            await new Promise((r) => setTimeout(r, 50));
          },
        };
        queues.push(await startScheduledWork(contextOf(handle.db), { ...FAST, work: [work], catchUp: true }));
      }
      // One job at a time may wait (the entries' policy): each is sent once the previous one is done.
      const sent: string[] = [];
      for (let attempt = 0; sent.length < 6 && attempt < 100; attempt += 1) {
        const id = await queues[attempt % 2].boss.send('test-once', {});
        if (!id) {
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        sent.push(id);
        await until('the job done', async () => (await queues[0].boss.getJobById('test-once', id))?.state === 'completed');
      }
      await until('every job done', async () => {
        const client = queueClient(t.db);
        const jobs = await Promise.all(sent.map((id) => client.getJobById('test-once', id)));
        return jobs.every((job) => job?.state === 'completed');
      });
      const { rows } = await (handles[0].client as unknown as { query(text: string): Promise<{ rows: { n: number }[] }> }).query(
        `SELECT COUNT(*)::int AS n FROM pgboss.job WHERE name = 'test-once' AND state = 'completed'`,
      );
      // As many runs as completed jobs: none ran twice (the catch-up jobs of both instances included).
      assert.equal(ran.length, rows[0].n);
      assert.equal(sent.length, 6);
    } finally {
      for (const queue of queues) await queue.stop();
      for (const handle of handles) await handle.close();
      await t.close();
    }
  });
});
