import { useEffect, useState } from 'react';

/** Spec §9: searches wait 600 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 600;

export interface DebouncedSearchState<T> {
  results: T[];
  loading: boolean;
  /** True once a search for the current (non-empty) term has answered. */
  searched: boolean;
}

/**
 * Runs `search(term)` 600 ms after the term stops changing. An earlier request still running is
 * aborted, so a slow answer never replaces a newer one. Failures are only logged (spec §8) and read
 * as no result.
 */
export function useDebouncedSearch<T>(
  term: string,
  /** What is searched (catalogue, trainees…): a new scope searches again. */
  scope: string,
  search: (term: string, signal: AbortSignal) => Promise<T[]>,
  delayMs: number = SEARCH_DEBOUNCE_MS,
): DebouncedSearchState<T> {
  const [state, setState] = useState<DebouncedSearchState<T>>({ results: [], loading: false, searched: false });
  const trimmed = term.trim();

  useEffect(() => {
    if (!trimmed) {
      setState({ results: [], loading: false, searched: false });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, searched: false }));
    const timer = setTimeout(() => {
      search(trimmed, controller.signal)
        .then((results) => {
          if (!controller.signal.aborted) setState({ results, loading: false, searched: true });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('La recherche a échoué.', error);
          setState({ results: [], loading: false, searched: true });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `search` changes with `scope` only; a new function identity per render must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trimmed, scope, delayMs]);

  return state;
}
