/** The scheduled work 'rate-limit-sweep' deletes the attempt counters whose window is over, and only those. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import * as s from '../../src/db/schema';
import { SCHEDULED_WORK, type JobContext } from '../../src/jobs/scheduled-work';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('the sweep on the job queue deletes the ended counters and keeps the running ones', async () => {
  const sweep = SCHEDULED_WORK.find((work) => work.name === 'rate-limit-sweep');
  assert.ok(sweep, 'an entry of the scheduled work');
  const now = Date.now();
  await t.db.insert(s.rateLimits).values([
    { key: 'essai:fini', hits: 3, reset_at: new Date(now - 60_000) },
    { key: 'essai:en-cours', hits: 2, reset_at: new Date(now + 10 * 60_000) },
  ]);
  const ctx = { db: t.db, mail: t.app.mail, storage: {} as JobContext['storage'], config: t.config, log: t.app.log as FastifyBaseLogger };
  await sweep.run(ctx, new Date(now));
  const keys = (await t.db.select({ key: s.rateLimits.key }).from(s.rateLimits)).map((r) => r.key).filter((k) => k.startsWith('essai:'));
  assert.deepEqual(keys, ['essai:en-cours']);
});
