/**
 * The jobs of the queue as the administrateur reads them: pg-boss's tables (`job`, and `archive` where
 * finished jobs move after a day) in its schema. Read here with SQL, written only through pg-boss.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { JobState } from '../../contract/jobs';
import type { Db } from '../../db/client';
import { QUEUE_SCHEMA } from '../../jobs/runner';
import type { PageWindow } from '../../lib/paging';
import { queryRows } from '../../lib/sql';

export interface JobRow {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'failed';
  retry_count: number;
  retry_limit: number;
  output: { message?: unknown; summary?: unknown } | null;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  archived: boolean;
}

/** pg-boss's states behind each state of the list. */
const STATES: Record<JobState, string[]> = {
  waiting: ['created', 'retry'],
  running: ['active'],
  done: ['completed'],
  failed: ['failed'],
};

const schema = sql.raw(QUEUE_SCHEMA);

/** The portal's jobs (not pg-boss's own, whose names start with `__pgboss__`) in the given state. */
function jobsOf(state: JobState | undefined): SQL {
  const states = state ? STATES[state] : Object.values(STATES).flat();
  const inStates = sql.join(states.map((s) => sql`${s}`), sql`, `);
  return sql`
    SELECT id, name, state::text AS state, retry_count, retry_limit, output, created_on, started_on, completed_on, false AS archived
      FROM ${schema}.job WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%' AND state::text IN (${inStates})
    UNION ALL
    SELECT id, name, state::text AS state, retry_count, retry_limit, output, created_on, started_on, completed_on, true AS archived
      FROM ${schema}.archive WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%' AND state::text IN (${inStates})`;
}

/** Whether pg-boss has installed its tables (the queue starts with the server). */
export async function queueInstalled(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(db, sql`SELECT to_regclass(${`${QUEUE_SCHEMA}.archive`}) IS NOT NULL AS ok`);
  return Boolean(row?.ok);
}

/** One page of the jobs, the latest moved first (a job retried and run again comes back to the top). */
export function listJobs(db: Db, state: JobState | undefined, window: PageWindow): Promise<JobRow[]> {
  return queryRows<JobRow>(
    db,
    sql`SELECT * FROM (${jobsOf(state)}) AS j ORDER BY GREATEST(created_on, started_on, completed_on) DESC, id DESC LIMIT ${window.limit} OFFSET ${window.offset}`,
  );
}

export async function countJobs(db: Db, state: JobState | undefined): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM (${jobsOf(state)}) AS j`);
  return Number(row?.n ?? 0);
}

/** A job still in the queue's table (not archived), by id. */
export async function findJob(db: Db, id: string): Promise<{ name: string; state: string } | null> {
  const [row] = await queryRows<{ name: string; state: string }>(db, sql`SELECT name, state::text AS state FROM ${schema}.job WHERE id = ${id}::uuid`);
  return row ?? null;
}
