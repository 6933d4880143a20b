// Starts the real portal server (API + built shell and remotes on one origin) on a free loopback port,
// with a fresh temporary data folder (embedded PGlite, demo seed on first start). Used by the e2e
// tests and the benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, ROOT } from './test-utils.mjs';

// Servers still running; stopped (and their data folders deleted) if this process is interrupted.
const running = new Set();
let handlersInstalled = false;
function stopAllOnSignals() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, async () => {
      await Promise.allSettled([...running].map((stop) => stop()));
      process.exit(130);
    });
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url, child, timeoutMs, anyAnswer) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before serving`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok || anyAnswer) return;
      lastError = `GET ${url} answered ${res.status}`;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not serve ${url} within ${timeoutMs / 1000} s (${lastError})`);
}

/**
 * `apiOnly`: the API alone (WEB_ROOT=none), ready once /api answers — what the load figures use.
 * The server's own settings are not inherited from this process (DATABASE_URL, WORKERS, REDIS_URL):
 * pass them in `env` to ask for them.
 * @param {{ env?: Record<string,string>, dataDir?: string, quiet?: boolean, timeoutMs?: number, apiOnly?: boolean }} [opts]
 * @returns {Promise<{ baseUrl: string, dataDir: string, stop: () => Promise<void>, logs: () => string }>}
 */
export async function startServer(opts = {}) {
  const port = await freePort();
  const ownDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), opts.apiOnly ? 'irt-bench-api-' : 'irt-e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _database, WORKERS: _workers, REDIS_URL: _redis, ...parentEnv } = process.env;
  const env = {
    ...parentEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: opts.apiOnly ? 'none' : ROOT,
    PUBLIC_URL: baseUrl,
    ...opts.env,
  };
  let logs = '';
  const child = spawn(path.join(BIN, 'tsx'), ['api/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stopping it also stops anything it spawned
  });
  const keep = (chunk) => {
    logs += chunk.toString();
    if (logs.length > 2_000_000) logs = logs.slice(-1_000_000);
    if (!opts.quiet) process.stdout.write(`[server] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
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
    running.delete(stop);
  };
  running.add(stop);
  stopAllOnSignals();

  try {
    const readyUrl = opts.apiOnly ? `${baseUrl}/api/validate-token` : `${baseUrl}/`;
    await waitUntilServing(readyUrl, child, opts.timeoutMs ?? 240_000, opts.apiOnly ?? false);
  } catch (err) {
    if (opts.quiet) process.stderr.write(logs);
    await stop();
    throw err;
  }
  return { baseUrl, dataDir, stop, logs: () => logs };
}
