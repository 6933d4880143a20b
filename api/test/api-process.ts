/**
 * The real server (api/src/server.ts) in a process of its own, as `npm start` runs it, for the tests
 * that stop, kill or multiply it. Test settings: no web root, the sample communes, Argon2id at its lowest
 * cost; the database comes from `env` (DATABASE_URL, or DATA_DIR for PGlite).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { TEST_PASSWORD_HASHING } from './helpers';

const SERVER = path.resolve(import.meta.dirname, '..', 'src', 'server.ts');

export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<void>;
  output(): string;
  /** SIGTERM, then resolves once the process has exited. */
  stop(): Promise<void>;
}

/** A loopback port free at the time of asking. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the server with `env` on a free port; resolves once /api answers (starting migrates and seeds the lists). */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 150_000): Promise<ApiProcess> {
  const port = await freePort();
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, REDIS_URL: _r, WORKERS: _w, ...base } = process.env;
  // node --import tsx, not the tsx binary: a signal sent to `child` reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...base,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: 'none',
      NODE_ENV: 'test',
      REFERENCE_CITIES: 'sample',
      ARGON2_MEMORY_KIB: String(TEST_PASSWORD_HASHING.memoryKiB),
      ARGON2_TIME_COST: String(TEST_PASSWORD_HASHING.timeCost),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode}):\n${output}`);
    const res = await fetch(`${baseUrl}/api/validate-token`).catch(() => null);
    if (res) return { baseUrl, child, exited, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  await exited;
  throw new Error(`the API process did not answer:\n${output}`);
}
