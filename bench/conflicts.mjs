// The conflict check scenario of `npm run bench`: 10,000 trainings in a database of their own
// (bench/conflict-check.ts), the query of POST /api/trainings/conflicts timed on the embedded PGlite and
// on PostgreSQL when reachable, against its budget: p95 under 20 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BIN, run } from '../scripts/test-utils.mjs';

export const CONFLICT_CHECK_BUDGET_MS = 20;
const TRAININGS = 10_000;
const RUNS = Number(process.env.BENCH_CONFLICT_RUNS || 2000);

async function scenario(target) {
  const { code, output } = await run(path.join(BIN, 'tsx'), ['bench/conflict-check.ts', ...target, '--trainings', String(TRAININGS), '--runs', String(RUNS)], { quiet: true });
  const line = output.split('\n').reverse().find((l) => l.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`bench/conflict-check.ts failed:\n${output}`);
  return JSON.parse(line);
}

/** The scenario on PGlite (a folder of its own) and on PostgreSQL (a database of its own) when `pgUrl` is given. */
export async function measureConflicts(pgUrl, log = console.log) {
  const results = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'irt-bench-conflicts-'));
  try {
    results.push(await scenario(['--data-dir', dir]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const name = 'irt_bench_conflicts';
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      results.push(await scenario(['--database-url', url.toString()]));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
  }
  for (const r of results) log(`conflict check (${r.engine}, ${r.trainings} trainings): p50 ${r.p50_ms} ms, p95 ${r.p95_ms} ms, p99 ${r.p99_ms} ms, GiST index ${r.gist_index_used ? 'used' : 'NOT used'}`);
  return results;
}

/** One line per engine against the budget, as the other budget lines. */
export function conflictSummary(results) {
  return (results ?? []).map((r) => {
    const status = r.p95_ms < CONFLICT_CHECK_BUDGET_MS && r.gist_index_used ? 'ok  ' : 'OVER';
    const by = r.p95_ms < CONFLICT_CHECK_BUDGET_MS ? '' : ` (${Math.round((r.p95_ms - CONFLICT_CHECK_BUDGET_MS) * 10) / 10} ms over)`;
    const index = r.gist_index_used ? '' : ', the GiST index not used';
    const engine = r.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
    return `${status} ${engine} · conflict check on ${r.trainings.toLocaleString('en')} trainings: p95 ${r.p95_ms} ms, budget < ${CONFLICT_CHECK_BUDGET_MS} ms${by}${index}`;
  });
}
