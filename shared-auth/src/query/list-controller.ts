/**
 * The headless list controller: page, filters (a tab is one more filter) and search text of a list kept
 * in the address's query string, so that a reload or a shared link shows the same page and the
 * browser's back button returns to the previous one. No MUI here: the view is `PagedTable`,
 * `PagedList` or `ListPanel` of shared-ui; the data is the list's own TanStack Query hook, called with
 * this state.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from './search';

export interface ListControllerOptions<F extends string> {
  /**
   * Put before every key this list writes in the address (`${prefix}page`…), so that two lists of one
   * page (the panels of a dashboard, two tabs) each keep their own page. None for the page's main list.
   */
  prefix?: string;
  /**
   * The filters, by their key in the address (French words: `filtre`, `onglet`, `categorie`), with the
   * value that is left out of the address (the list's default). Their order is the order of the address.
   */
  filters?: Readonly<Record<F, string>>;
  /** Key in the address of the typed search text (`destinataire`…); none for a list without search. */
  searchKey?: string;
  /** Wait after the last keystroke before the search text is applied. */
  debounceMs?: number;
  /**
   * `typing` (default): the text applies itself `debounceMs` after the last keystroke. `submit`: only
   * `submitSearch` applies it, for a list whose every read is recorded by the server.
   */
  searchOn?: 'typing' | 'submit';
}

export interface ListController<F extends string> {
  /** The page asked for: 1 unless the address says otherwise. */
  page: number;
  /** The filters in force (their default when absent from the address). */
  filters: Readonly<Record<F, string>>;
  /** The search in force: trimmed, as in the address ('' for none). Hand this to the query. */
  search: string;
  /** What the search field shows (it runs ahead of `search` while the user types). */
  searchText: string;
  setPage: (page: number) => void;
  /** Applies one filter and goes back to page 1. */
  setFilter: (name: F, value: string) => void;
  /** The field's text; applied `debounceMs` after the last change, back to page 1. */
  setSearchText: (text: string) => void;
  /** Applies the typed text at once (the form's submit button). */
  submitSearch: () => void;
}

/** A positive integer read from the address, else 1. */
export function pageFromParam(value: string | null): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : 1;
}

interface ListState {
  page: number;
  filters: Readonly<Record<string, string>>;
  search: string;
}

/**
 * Writes one list's state into the address: the other keys stay as they are and first (another
 * list's, the training page's `tab`); this list's keys follow in a stable order — filters, search,
 * page — each left out when it holds its default, so the plain address is the list's first page.
 */
export function writeListParams(
  current: URLSearchParams,
  state: ListState,
  { prefix = '', filters = {}, searchKey }: { prefix?: string; filters?: Readonly<Record<string, string>>; searchKey?: string },
): URLSearchParams {
  const own = [...Object.keys(filters), ...(searchKey ? [searchKey] : []), 'page'].map((key) => prefix + key);
  const next = new URLSearchParams();
  current.forEach((value, key) => {
    if (!own.includes(key)) next.append(key, value);
  });
  for (const [name, fallback] of Object.entries(filters)) {
    const value = state.filters[name] ?? fallback;
    if (value !== fallback) next.set(prefix + name, value);
  }
  if (searchKey && state.search) next.set(prefix + searchKey, state.search);
  if (state.page > 1) next.set(prefix + 'page', String(state.page));
  return next;
}

/**
 * The state of one list, in the address. Changing a filter or the search goes back to page 1; each
 * change is an entry of the browser's history (the back button undoes it), typed text included once it
 * is applied. Typed text waits `debounceMs` (600 ms) after the last keystroke.
 */
export function useListController<F extends string = never>({
  prefix = '',
  filters,
  searchKey,
  debounceMs = SEARCH_DEBOUNCE_MS,
  searchOn = 'typing',
}: ListControllerOptions<F> = {}): ListController<F> {
  const [params, setParams] = useSearchParams();
  // The defaults object is usually a literal of the caller: its content, not its identity, matters.
  const defaultsKey = JSON.stringify(filters ?? {});
  const defaults = useMemo(() => JSON.parse(defaultsKey) as Readonly<Record<F, string>>, [defaultsKey]);

  const page = pageFromParam(params.get(prefix + 'page'));
  const filterValues = useMemo(() => {
    const values = {} as Record<F, string>;
    for (const name of Object.keys(defaults) as F[]) values[name] = params.get(prefix + name) ?? defaults[name];
    return values;
  }, [params, prefix, defaults]);
  const search = searchKey ? (params.get(prefix + searchKey) ?? '').trim() : '';

  // The field follows the address when the address changes on its own (back button, a link).
  const [typed, setTyped] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    // The text just applied keeps its trailing space: the user may still be typing.
    if (typed.trim() !== search) setTyped(search);
  }

  /** Reads this list's state from the address as it is now, changes it and writes it back. */
  const write = useCallback(
    (change: (state: ListState) => Partial<ListState>) =>
      setParams((current) => {
        const state: ListState = {
          page: pageFromParam(current.get(prefix + 'page')),
          filters: Object.fromEntries(Object.entries<string>(defaults).map(([name, fallback]) => [name, current.get(prefix + name) ?? fallback])),
          search: searchKey ? (current.get(prefix + searchKey) ?? '').trim() : '',
        };
        return writeListParams(current, { ...state, ...change(state) }, { prefix, filters: defaults, searchKey });
      }),
    [setParams, prefix, defaults, searchKey],
  );

  const setPage = useCallback((next: number) => write(() => ({ page: next })), [write]);
  const setFilter = useCallback(
    (name: F, value: string) => write((state) => ({ page: 1, filters: { ...state.filters, [name]: value } })),
    [write],
  );
  const submitSearch = useCallback(() => {
    if (typed.trim() !== search) write(() => ({ search: typed.trim(), page: 1 }));
  }, [typed, search, write]);

  useEffect(() => {
    if (!searchKey || searchOn !== 'typing' || typed.trim() === search) return;
    const timer = setTimeout(() => write(() => ({ search: typed.trim(), page: 1 })), debounceMs);
    return () => clearTimeout(timer);
  }, [typed, search, searchKey, searchOn, debounceMs, write]);

  return { page, filters: filterValues, search, searchText: typed, setPage, setFilter, setSearchText: setTyped, submitSearch };
}
