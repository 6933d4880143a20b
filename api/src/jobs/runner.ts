/**
 * Runs the entries of SCHEDULED_WORK in this API process: each at start, then every five minutes, one
 * pass at a time per entry. Every pass holds a database advisory lock named after the entry, so several
 * processes never run the same entry at once. (Interim runner: the job queue replaces it.)
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../lib/sql';
import { SCHEDULED_WORK, type JobContext } from './scheduled-work';

const PASS_INTERVAL_MS = 5 * 60_000;

export function startScheduledWork(ctx: JobContext): () => void {
  const running = new Set<string>();
  const pass = () => {
    for (const work of SCHEDULED_WORK) {
      if (running.has(work.name)) continue;
      running.add(work.name);
      ctx.db
        .transaction(async (tx) => {
          const [lock] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(hashtext(${`job:${work.name}`})) AS locked`);
          if (!lock?.locked) return;
          const summary = await work.run({ ...ctx, db: tx }, new Date());
          if (summary) ctx.log.info(`${work.label} : ${summary}`);
        })
        .catch((err: unknown) => ctx.log.error({ err }, `échec de la tâche planifiée ${work.name}`))
        .finally(() => running.delete(work.name));
    }
  };
  pass();
  const timer = setInterval(pass, PASS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
