/**
 * The job queue (pg-boss 10, on the portal's own database: PGlite or PostgreSQL) running the entries of
 * SCHEDULED_WORK. Every API process starts it once (server.ts); for each entry:
 * - its cron line is recorded with the zone Europe/Paris: at each due minute one job is created across
 *   all processes, and one process runs it (jobs are rows fetched with SKIP LOCKED);
 * - one job is also sent at start (catch-up of what a stopped server missed: the work is idempotent);
 * - a job that throws is retried with a growing delay (RETRY_POLICY), then stays failed with its error
 *   until the administrateur retries it (Administration › Tâches planifiées).
 * At most one job of an entry waits and one runs at a time (pg-boss's 'stately' policy): a job sent
 * while one is already waiting is dropped, the waiting one will do the work.
 *
 * Jobs are rows, so a restart loses none: what was waiting runs when a process starts again.
 */
import PgBoss from 'pg-boss';
import { INSTITUTE_TIME_ZONE } from '../lib/paris-time';
import { jobDb, queueDb } from './queue-db';
import { MAIL_RELAY_WORK, SCHEDULED_WORK, type JobContext, type ScheduledWork } from './scheduled-work';

/** The schema pg-boss installs and keeps up to date in the portal's database. */
export const QUEUE_SCHEMA = 'pgboss';

/** Three retries, about 1, 2 then 4 minutes apart (pg-boss adds up to as much again at random). */
export const RETRY_POLICY = { retryLimit: 3, retryDelay: 60, retryBackoff: true } as const;

/** How long finished jobs are kept: shown a day as jobs, then a week in the archive; failed ones 30 days. */
export const JOB_RETENTION = {
  archiveCompletedAfterSeconds: 24 * 3600,
  archiveFailedAfterSeconds: 30 * 24 * 3600,
  deleteAfterDays: 7,
} as const;

export interface ScheduledWorkOptions {
  /** The entries to run; SCHEDULED_WORK by default (tests give their own). */
  work?: ScheduledWork[];
  /** The clock the work reads; the real one by default (tests only, never reachable over HTTP). */
  now?: () => Date;
  /** Seconds between two looks for due jobs of an entry (tests shorten it). */
  pollingIntervalSeconds?: number;
  /** Retry policy (tests shorten the delay). */
  retry?: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
  /** Send one job of every entry at start (default true). */
  catchUp?: boolean;
}

export interface ScheduledWorkHandle {
  boss: PgBoss;
  /** Sends a job of an entry now (dropped when one is already waiting). */
  sendNow(name: string): Promise<string | null>;
  /** Stops fetching, lets the running jobs finish (a few seconds at most), detaches the mail relay. */
  stop(): Promise<void>;
}

/** A pg-boss instance over `db` that is not started: enough to read, send and retry jobs. */
export function queueClient(db: JobContext['db']): PgBoss {
  return new PgBoss({ db: queueDb(db), schema: QUEUE_SCHEMA, ...JOB_RETENTION });
}

const MAIL_RELAY = MAIL_RELAY_WORK.name;

/** The labels of the entries started in this process (tests start their own entries). */
const startedLabels = new Map<string, string>();

/** The French label of a job's work, or its name for a work no longer known. */
export function workLabel(name: string): string {
  return startedLabels.get(name) ?? SCHEDULED_WORK.find((work) => work.name === name)?.label ?? name;
}

export async function startScheduledWork(ctx: JobContext, options: ScheduledWorkOptions = {}): Promise<ScheduledWorkHandle> {
  const work = options.work ?? SCHEDULED_WORK;
  const now = options.now ?? (() => new Date());
  const retry = options.retry ?? RETRY_POLICY;
  const boss = new PgBoss({
    db: queueDb(ctx.db),
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: true,
    ...JOB_RETENTION,
  });
  boss.on('error', (err) => ctx.log.error({ err }, 'file des tâches : erreur'));
  await boss.start();

  for (const entry of work) {
    startedLabels.set(entry.name, entry.label);
    await boss.createQueue(entry.name, { name: entry.name, policy: 'stately', ...retry });
    // A queue created by an earlier version keeps its row: its policy is brought up to date.
    await boss.updateQueue(entry.name, { name: entry.name, policy: 'stately', ...retry });
    await boss.schedule(entry.name, entry.cron, {}, { tz: INSTITUTE_TIME_ZONE });
    await boss.work(entry.name, { pollingIntervalSeconds: entry.name === MAIL_RELAY ? 2 : (options.pollingIntervalSeconds ?? 10) }, async ([job]) => {
      // One line per run, with the job's id, at debug level (the mail relay runs every minute): the
      // two-process test reads it to show that no job ran twice.
      ctx.log.debug({ job: entry.name, jobId: job?.id }, 'tâche exécutée');
      const summary = await entry.run(ctx, now());
      if (summary) ctx.log.info(`${entry.label} : ${summary}`);
      return summary ? { summary } : {};
    });
  }
  // Entries no longer in the list leave the schedule (their past jobs stay readable).
  const names = new Set(work.map((entry) => entry.name));
  for (const schedule of await boss.getSchedules()) if (!names.has(schedule.name)) await boss.unschedule(schedule.name);

  // A message recorded in a transaction sends its relay job in that transaction: the job exists once
  // the message does (at commit), and not at all after a rollback.
  const relayed = names.has(MAIL_RELAY);
  if (relayed) ctx.mail.useRelayQueue((db) => boss.send(MAIL_RELAY, {}, { db: jobDb(db) }).then(() => undefined));

  const sendNow = (name: string) => boss.send(name, {});
  if (options.catchUp !== false) for (const entry of work) await sendNow(entry.name);

  return {
    boss,
    sendNow,
    async stop() {
      if (relayed) ctx.mail.useRelayQueue(null);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    },
  };
}
