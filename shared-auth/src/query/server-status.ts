import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { readApiError } from '../http';

/** While the server is out of reach, the reads that failed are tried again this often. */
export const SERVER_RETRY_INTERVAL_MS = 5_000;

interface ServerStatus {
  /** A read failed because the server did not answer (no answer at all, or a 5xx of a proxy or of the API). */
  unreachable: boolean;
}

/** Whether the portal's server answers, as the last reads saw it (the shell's banner shows it). */
export const useServerStatus = create<ServerStatus>(() => ({ unreachable: false }));

/** A failure that says nothing about the request itself: the server (or the way to it) is down. */
export function isServerDown(error: unknown): boolean {
  const { status } = readApiError(error);
  return status === null || status >= 500;
}

const failedForWantOfServer = (client: QueryClient) =>
  client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' && isServerDown(query.state.error) });

/**
 * Tries again the reads that failed, on screen or left behind by a page one has since left; the banner
 * goes away with the first that succeeds, or when none is left to try.
 */
export async function retryFailedReads(client: QueryClient): Promise<void> {
  await client.refetchQueries({ type: 'all', predicate: (query) => query.state.status === 'error' });
  if (failedForWantOfServer(client).length === 0) useServerStatus.setState({ unreachable: false });
}

/**
 * Follows the reads of `client`: the first one failing for want of a server sets `unreachable`, the
 * first success clears it; meanwhile the failed reads are tried again every SERVER_RETRY_INTERVAL_MS,
 * so the page fills itself again when the server is back. Returns the function that stops it.
 */
export function watchServerStatus(client: QueryClient, intervalMs = SERVER_RETRY_INTERVAL_MS): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const stopRetrying = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const unsubscribeStatus = useServerStatus.subscribe((state) => {
    if (!state.unreachable) stopRetrying();
  });
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'error' && isServerDown(event.action.error)) {
      useServerStatus.setState({ unreachable: true });
      timer ??= setInterval(() => void retryFailedReads(client), intervalMs);
    } else if (event.action.type === 'success' && useServerStatus.getState().unreachable) {
      useServerStatus.setState({ unreachable: false });
      stopRetrying();
    }
  });
  return () => {
    unsubscribe();
    unsubscribeStatus();
    stopRetrying();
  };
}
