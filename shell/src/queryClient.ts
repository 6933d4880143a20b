import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@irt/shared-auth/query';

let client: QueryClient | null = null;

/**
 * The one query client of the page, shared by the shell's frames and every remote rendered in them
 * (@tanstack/react-query is a federation singleton, so its context is the same object everywhere).
 * Created with the first logged-in frame: the public pages (login, password reset) download no query
 * code. It empties itself when the session's user changes.
 */
export function portalQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
