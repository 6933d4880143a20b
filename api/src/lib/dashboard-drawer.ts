/**
 * Draws a user's dashboard, with its first answers, for the HTML of `/` (plugins/web.ts): a process of its
 * own (scripts/dashboard-drawer.mjs) runs the pages' React components, the shell's frame and the role's
 * dashboard, and answers with their HTML. The server keeps serving while it starts and whenever it is slow
 * or gone: a drawing not ready within `timeoutMs`, or asked while `maxPending` others wait, is null, and
 * the page then comes with the frame drawn at build time (its heading only), as before.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstWave } from '../contract/auth';

export interface DashboardDrawer {
  /** The HTML of the page of `/` for the session of `wave` (frame and dashboard), null when not drawn in time. */
  draw(wave: FirstWave): Promise<string | null>;
  /** Resolves true once the process draws (after its first start), false if it stopped before. */
  ready: Promise<boolean>;
  /** Stops the drawing process. */
  close(): void;
}

interface DrawerOptions {
  /** The repository's root (scripts/, shell/src, the remotes' src). */
  root: string;
  log: FastifyBaseLogger;
  /** How long a page waits for its drawing (ms). */
  timeoutMs?: number;
  /** Drawings waiting at most: past it, pages come without (the process draws one at a time). */
  maxPending?: number;
  /** Restarts after the process stopped on its own, at most. */
  maxRestarts?: number;
}

type Answer = { ready: true } | { id: number; html: string } | { id: number; error: string };

export function startDashboardDrawer({ root, log, timeoutMs = 1_000, maxPending = 8, maxRestarts = 3 }: DrawerOptions): DashboardDrawer {
  let child: ChildProcess | null = null;
  let ready = false;
  let closed = false;
  let restarts = 0;
  let nextId = 1;
  const pending = new Map<number, (html: string | null) => void>();
  let settleReady: (value: boolean) => void = () => undefined;
  const firstReady = new Promise<boolean>((resolve) => (settleReady = resolve));

  const settleAll = () => {
    for (const resolve of pending.values()) resolve(null);
    pending.clear();
  };

  const start = () => {
    const started = Date.now();
    const proc = fork(path.join(root, 'scripts', 'dashboard-drawer.mjs'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      // Only what running the components needs (none of the server's secrets, database address or keys):
      // the browser code's compiler settings, React's production build as in the pages' bundles.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        NODE_ENV: 'production',
        TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.web.json'),
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child = proc;
    proc.on('message', (message: Answer) => {
      if ('ready' in message) {
        ready = true;
        settleReady(true);
        log.info({ ms: Date.now() - started }, 'dashboard drawer ready');
        return;
      }
      const resolve = pending.get(message.id);
      if (!resolve) return;
      pending.delete(message.id);
      if ('error' in message) log.warn({ error: message.error }, 'dashboard not drawn');
      resolve('html' in message ? message.html : null);
    });
    proc.on('exit', (code, signal) => {
      if (child === proc) child = null;
      ready = false;
      settleAll();
      if (closed) return;
      log.warn({ code, signal }, 'dashboard drawer stopped');
      if (restarts >= maxRestarts) {
        settleReady(false);
        return;
      }
      restarts += 1;
      setTimeout(() => {
        if (!closed) start();
      }, 1_000).unref();
    });
    proc.on('error', (error) => log.warn({ error: error.message }, 'dashboard drawer failed'));
  };
  start();

  return {
    ready: firstReady,
    draw(wave) {
      const proc = child;
      if (!ready || !proc?.connected || pending.size >= maxPending) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(null);
        }, timeoutMs);
        pending.set(id, (html) => {
          clearTimeout(timer);
          resolve(html);
        });
        proc.send({ id, wave }, (error) => {
          if (!error) return;
          pending.get(id)?.(null);
          pending.delete(id);
        });
      });
    },
    close() {
      closed = true;
      settleReady(false);
      settleAll();
      child?.kill();
      child = null;
    },
  };
}
