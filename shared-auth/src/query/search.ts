/**
 * The searches of the portal: the debounced term every search field waits for, what a search shows, and
 * the profile search (GET /api/profiles-search) used by the top bar, the administrator's registration of
 * a trainee and the team's speaker search, so the three share one rule, one key and one cache.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileSearchItem, ProfileSearchQuery, RoleId } from '@irt/api/contract';
import { api, toSearchParams } from '../api-client';
import { queryRoots } from './keys';

/** A search request leaves 600 ms after the last keystroke, not at every letter. */
export const SEARCH_DEBOUNCE_MS = 600;

export interface DebouncedTerm {
  /** The trimmed term to search, once the user has stopped typing ('' for nothing to search). */
  term: string;
  /** The user is still typing (the field differs from the term searched). */
  typing: boolean;
}

/** The search term, 600 ms after it stops changing; '' at once when the field is cleared. */
export function useDebouncedTerm(input: string, delayMs: number = SEARCH_DEBOUNCE_MS): DebouncedTerm {
  const trimmed = input.trim();
  const [term, setTerm] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(trimmed), delayMs);
    return () => clearTimeout(timer);
  }, [trimmed, delayMs]);
  return { term: trimmed === '' ? '' : term, typing: trimmed !== '' && trimmed !== term };
}

export interface SearchView<T> {
  results: T[];
  /** The user is typing, or the current term is being fetched. */
  loading: boolean;
  /** The current term was answered with nothing (a failed search, already logged, reads as no result). */
  empty: boolean;
}

/**
 * What a search shows for a query of the debounced term: the results (none for an empty field), the
 * progress while typing or fetching, and the empty text once the current term was answered with nothing.
 */
export function searchView<T>(
  field: string,
  { typing }: DebouncedTerm,
  query: { data?: T[]; isFetching: boolean; isSuccess: boolean; isError: boolean; isPlaceholderData: boolean },
): SearchView<T> {
  if (field.trim() === '') return { results: [], loading: false, empty: false };
  const results = query.data ?? [];
  const loading = typing || query.isFetching;
  const answered = !loading && !query.isPlaceholderData && (query.isSuccess || query.isError);
  return { results, loading, empty: answered && results.length === 0 };
}

/** A term containing '20' (the year every profile number starts with) is a profile number, anything else a name. */
export function isProfileNumber(term: string): boolean {
  return term.includes('20');
}

/** The query of GET /api/profiles-search: the term as a name or a profile number, and the roles searched (`role_ids[]`, once per role). */
export function profileSearchQuery(term: string, roleIds: readonly RoleId[]): ProfileSearchQuery {
  return { ...(isProfileNumber(term) ? { profile_number: term } : { name: term }), 'role_ids[]': [...roleIds] };
}

/** The same query as the URL carries it. */
export function profileSearchParams(term: string, roleIds: readonly RoleId[]): URLSearchParams {
  return toSearchParams(profileSearchQuery(term, roleIds));
}

/**
 * Under the profiles root, so a write to a profile refreshes the searches too. Two searches of the same
 * roles and term (the top bar's teachers and the team tab's speakers) share one cached answer.
 */
export const profileSearchKeys = {
  all: [...queryRoots.profiles, 'search'] as const,
  search: (roleIds: readonly RoleId[], term: string) => [...profileSearchKeys.all, [...roleIds].sort((a, b) => a - b), term] as const,
};

export function profileSearchQueryOptions(roleIds: readonly RoleId[], term: string) {
  return queryOptions({
    queryKey: profileSearchKeys.search(roleIds, term),
    queryFn: ({ signal }) => api.get('/profiles-search', { query: profileSearchQuery(term, roleIds), signal }),
    enabled: term !== '',
    // The previous results stay on screen while the next term is searched.
    placeholderData: keepPreviousData,
  });
}

/**
 * The profiles of `roleIds` matching what the user typed in `input`, searched 600 ms after the last
 * keystroke: the results, the progress and the empty state to show.
 */
export function useProfileSearch(input: string, roleIds: readonly RoleId[]): SearchView<ProfileSearchItem> & DebouncedTerm {
  const debounced = useDebouncedTerm(input);
  const query = useQuery(profileSearchQueryOptions(roleIds, debounced.term));
  return { ...debounced, ...searchView(input, debounced, query) };
}
