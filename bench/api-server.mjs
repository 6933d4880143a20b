// Starts the API alone (WEB_ROOT=none) for the load figures: the real server, as `npm start` runs it, on a
// free loopback port, ready once /api answers. The process group is stopped as a whole (WORKERS=N forks).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/e2e-server.mjs';
import { BIN, ROOT } from '../scripts/test-utils.mjs';

/**
 * @param {{ env?: Record<string,string>, dataDir?: string, timeoutMs?: number }} [opts]
 * @returns {Promise<{ baseUrl: string, dataDir: string, stop: () => Promise<void>, logs: () => string }>}
 */
export async function startApi(opts = {}) {
  const port = await freePort();
  const ownDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'irt-bench-api-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _d, WORKERS: _w, REDIS_URL: _r, ...parentEnv } = process.env;
  const env = { ...parentEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: 'none', PUBLIC_URL: baseUrl, ...opts.env };
  let logs = '';
  const child = spawn(path.join(BIN, 'tsx'), ['api/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const keep = (chunk) => {
    logs += chunk.toString();
    if (logs.length > 1_000_000) logs = logs.slice(-500_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 300_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      process.stderr.write(logs);
      throw new Error(`the API server exited with code ${child.exitCode} before serving`);
    }
    const res = await fetch(`${baseUrl}/api/validate-token`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
    if (res) return { baseUrl, dataDir, stop, logs: () => logs };
    await new Promise((r) => setTimeout(r, 300));
  }
  process.stderr.write(logs);
  await stop();
  throw new Error(`the API server did not answer on ${baseUrl} in time`);
}

/** The bare Fastify ceiling (bench/ceiling.mjs) in its own process. */
export async function startCeiling() {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench', 'ceiling.mjs')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
  });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
