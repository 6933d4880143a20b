// Types of scripts/e2e-server.mjs for the TypeScript callers (an e2e spec that needs a server of its own).
export interface StartedServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
  logs: () => string;
}
export function freePort(): Promise<number>;
export function startServer(opts?: {
  env?: Record<string, string>;
  dataDir?: string;
  quiet?: boolean;
  timeoutMs?: number;
  apiOnly?: boolean;
  port?: number;
}): Promise<StartedServer>;
