import { QueryCache, QueryClient } from '@tanstack/react-query';
// Through the package's own entry (not './session'): a federation singleton, so the client reacts to
// the one session store the shell and every remote share.
import { useSession } from '@irt/shared-auth';

/**
 * Server data stays fresh this long: coming back to a page shows it at once without a request, and
 * a write invalidates what it changes anyway. Changes made by other people show within this delay.
 */
export const STALE_TIME_MS = 30_000;

export interface QueryClientOptions {
  /** Forget every cached answer when the logged-in user changes (default true; tests may opt out). */
  bindToSession?: boolean;
}

/**
 * The portal's query client. Like the HTTP client, it never retries on its own (a failure is reported once),
 * and a read that failed on the server or the network is logged here once for every screen: screens show
 * their empty text, never an error.
 */
export function createQueryClient({ bindToSession = true }: QueryClientOptions = {}): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A refusal (4xx) is an answer the screen shows; only a failure of the server or the network is logged.
        const status = (error as { response?: { status?: number } }).response?.status;
        if (status !== undefined && status < 500) return;
        console.error(`Échec de la requête ${JSON.stringify(query.queryKey)}`, error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: STALE_TIME_MS },
      mutations: { retry: false },
    },
  });
  if (bindToSession) clearOnSessionChange(client);
  return client;
}

/**
 * Cached answers belong to the user who asked: when the session's user changes (login, logout, an
 * expired token sending back to the login page), the cache is emptied, so the next user of this tab
 * never sees the previous one's lists, even for a moment. Returns the unsubscribe function.
 */
export function clearOnSessionChange(client: QueryClient): () => void {
  let userId = useSession.getState().user?.id ?? null;
  return useSession.subscribe((state) => {
    const next = state.user?.id ?? null;
    if (next === userId) return;
    userId = next;
    client.clear();
  });
}
