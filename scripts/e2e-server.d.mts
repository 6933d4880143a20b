// Types of e2e-server.mjs for the TypeScript tests that start a server of their own.
export interface StartedServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
  logs(): string;
}

export interface StartOptions {
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
  quiet?: boolean;
  timeoutMs?: number;
  apiOnly?: boolean;
}

export function freePort(): Promise<number>;
export function startServer(opts?: StartOptions): Promise<StartedServer>;
