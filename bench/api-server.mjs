// The servers the load figures run against: the API alone, the bare Fastify ceiling and the floor.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startServer } from '../scripts/e2e-server.mjs';
import { ROOT } from '../scripts/test-utils.mjs';

/**
 * The API alone (WEB_ROOT=none) for the load figures: the real server, as `npm start` runs it, on a
 * free loopback port, its logs kept rather than printed.
 * @param {{ env?: Record<string,string>, dataDir?: string, timeoutMs?: number }} [opts]
 */
export function startApi(opts = {}) {
  return startServer({ timeoutMs: 300_000, ...opts, apiOnly: true, quiet: true });
}

/** The bare Fastify ceiling (bench/ceiling.mjs) in its own process. */
export function startCeiling() {
  return startScript('ceiling.mjs');
}

/** The floor server (bench/floor.mjs) answering the calls of `configFile` (see that file). */
export function startFloor(configFile, { unnamed = false } = {}) {
  return startScript('floor.mjs', unnamed ? [configFile, '--unnamed'] : [configFile]);
}

/** A bench/ server in its own process, which prints its port on its first line. */
async function startScript(file, args = []) {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench', file), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench/${file} exited (${code})`)));
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
