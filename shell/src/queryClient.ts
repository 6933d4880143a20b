import type { QueryClient } from '@tanstack/react-query';
import { takeFirstWaveReads } from '@irt/shared-auth';
import { createQueryClient, watchServerStatus } from '@irt/shared-auth/query';

let client: QueryClient | null = null;

/**
 * The one query client of the page, shared by the shell's frames and every remote rendered in them
 * (@tanstack/react-query is a federation singleton, so its context is the same object everywhere).
 * Created with the first logged-in frame: the public pages (login, password reset) download no query
 * code. It empties itself when the session's user changes, and tells the layout's banner when its
 * reads find the server down (trying them again until it is back). It starts with the answers the page's
 * HTML carried for the dashboard's first reads (the first wave), fresh as if just fetched.
 */
export function portalQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    watchServerStatus(client);
    for (const { key, data } of takeFirstWaveReads()) client.setQueryData(key, data);
  }
  return client;
}
