// Captures the SQL of each benched call for the floor server: the API is started once more with
// bench/capture-sql.cjs preloaded, each call is made twice (the second, with the API's caches warm, is
// the one kept), and the statements it sent are grouped in stages (statements sent while another was
// still running form one stage, run at once by the floor, as the API did).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startApi } from './api-server.mjs';
import { ROOT } from '../scripts/test-utils.mjs';

const lines = (file) => {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
};

/** Statements overlapping in time (one sent before the other ended) form one stage. */
function stages(statements) {
  const sorted = [...statements].sort((a, b) => a.started - b.started);
  const out = [];
  let end = -Infinity;
  for (const s of sorted) {
    if (out.length === 0 || s.started >= end) out.push([]);
    out.at(-1).push(s);
    end = Math.max(end, s.ended);
  }
  return out;
}

const READ = /^\s*(select|with)\b/i;
/** The name of the API's prepared session check (api/src/lib/auth-sessions.ts). */
const SESSION_CHECK = 'auth_session_check';

/**
 * @param {{ env: Record<string,string>, dataDir: string, calls: { name: string, path: string }[], token: (baseUrl: string) => Promise<string>, file: string }} opts
 * @returns {Promise<{ calls: { name: string, path: string, stages: object[][], statements: number, skipped: string[], api_json_kb: number, status: number }[] }>}
 */
export async function captureCalls({ env, dataDir, calls, token, file }) {
  writeFileSync(file, '');
  const server = await startApi({
    dataDir,
    env: { ...env, BENCH_SQL_CAPTURE: file, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --require ${path.join(ROOT, 'bench', 'capture-sql.cjs')}`.trim() },
  });
  try {
    const auth = await token(server.baseUrl);
    const out = [];
    for (const call of calls) {
      let before = 0;
      let body = '';
      let status = 0;
      for (let i = 0; i < 2; i += 1) {
        await new Promise((r) => setTimeout(r, 30));
        before = lines(file).length;
        const res = await fetch(`${server.baseUrl}${call.path}`, { headers: { Authorization: `Bearer ${auth}`, 'X-Requested-With': 'XMLHttpRequest' } });
        body = Buffer.from(await res.arrayBuffer());
        status = res.status;
      }
      await new Promise((r) => setTimeout(r, 30));
      const sent = lines(file).slice(before).map((l) => JSON.parse(l));
      // The session check is cached by the API for 2 s per process: under load it is almost never sent,
      // so it is left out of the floor whether or not this one request happened to send it.
      const reads = sent.filter((s) => READ.test(s.text) && s.name !== SESSION_CHECK);
      out.push({
        name: call.name,
        path: call.path,
        status,
        api_json_kb: Math.round(body.length / 102.4) / 10,
        statements: reads.length,
        skipped: sent.filter((s) => !READ.test(s.text)).map((s) => s.text.trim().split(/\s+/).slice(0, 3).join(' ')),
        stages: stages(reads).map((stage) => stage.map((s) => ({ text: s.text, values: s.values }))),
      });
    }
    return { calls: out };
  } finally {
    await server.stop();
  }
}
