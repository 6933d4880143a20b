import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, watchServerStatus } from '@irt/shared-auth/query';

let client: QueryClient | null = null;

/**
 * The one query client of the page, shared by the shell's frames and every remote rendered in them
 * (@tanstack/react-query is a federation singleton, so its context is the same object everywhere).
 * Created with the first logged-in frame: the public pages (login, password reset) download no query
 * code. It empties itself when the session's user changes, and tells the layout's banner when its
 * reads find the server down (trying them again until it is back).
 */
export function portalQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    watchServerStatus(client);
  }
  return client;
}
