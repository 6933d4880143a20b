import { useEffect, useState } from 'react';

/** Spec §9: searches wait 600 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 600;

export interface DebouncedTerm {
  /** The trimmed term to search, once the user has stopped typing ('' for nothing to search). */
  term: string;
  /** The user is still typing (the field differs from the term searched). */
  typing: boolean;
}

/** The search term, 600 ms after it stops changing. */
export function useDebouncedTerm(input: string, delayMs: number = SEARCH_DEBOUNCE_MS): DebouncedTerm {
  const trimmed = input.trim();
  const [term, setTerm] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(trimmed), delayMs);
    return () => clearTimeout(timer);
  }, [trimmed, delayMs]);
  return { term: trimmed === '' ? '' : term, typing: trimmed !== '' && trimmed !== term };
}

/**
 * What a search dialog shows for a query of the debounced term: the results (none for an empty
 * field), the progress bar while typing or fetching, and 'Pas de résultats' once the current term
 * was answered with nothing (a failed search, already logged, reads as no result).
 */
export function searchView<T>(
  field: string,
  { typing }: DebouncedTerm,
  query: { data?: T[]; isFetching: boolean; isSuccess: boolean; isError: boolean; isPlaceholderData: boolean },
): { results: T[]; loading: boolean; empty: boolean } {
  if (field.trim() === '') return { results: [], loading: false, empty: false };
  const results = query.data ?? [];
  const loading = typing || query.isFetching;
  const answered = !loading && !query.isPlaceholderData && (query.isSuccess || query.isError);
  return { results, loading, empty: answered && results.length === 0 };
}
