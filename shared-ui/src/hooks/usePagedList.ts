import { useCallback, useEffect, useState } from 'react';
import type { Paged } from '@irt/api/contract';

/** Dashboard page size (spec §9). */
export const DASHBOARD_PAGE_SIZE = 7;

/** A fetcher for one page of a dashboard list; the signal cancels a page nobody waits for any more. */
export type PageFetcher<T> = (page: number, perPage: number, signal: AbortSignal) => Promise<Paged<T>>;

export interface PagedListState<T> {
  items: T[];
  page: number;
  lastPage: number;
  total: number;
  loading: boolean;
  setPage: (page: number) => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Page state of a server-paged dashboard list. A failed fetch is only logged (spec §7, §8): the panel
 * stays empty and the user sees the empty text, never an error.
 * `fetcher` must be stable (a module-level function or a memoised one), or every render refetches.
 */
export function usePagedList<T>(fetcher: PageFetcher<T>, perPage = DASHBOARD_PAGE_SIZE): PagedListState<T> {
  const [page, setPageState] = useState(1);
  const [result, setResult] = useState<{ items: T[]; lastPage: number; total: number }>({
    items: [],
    lastPage: 1,
    total: 0,
  });
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetcher(page, perPage, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        setResult({
          items: answer.data ?? [],
          lastPage: Math.max(1, answer.last_page ?? 1),
          total: answer.total ?? answer.data?.length ?? 0,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        console.error(error);
        setResult({ items: [], lastPage: 1, total: 0 });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [fetcher, page, perPage]);

  const setPage = useCallback((next: number) => setPageState(next), []);

  return { items: result.items, page, lastPage: result.lastPage, total: result.total, loading, setPage };
}

/** Slices one page out of a plain (unpaged) list, in the shape of a paged answer. */
export function paginateLocally<T>(list: readonly T[], page: number, perPage: number): Paged<T> {
  const lastPage = Math.max(1, Math.ceil(list.length / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  return {
    data: list.slice((current - 1) * perPage, current * perPage),
    current_page: current,
    last_page: lastPage,
    per_page: perPage,
    total: list.length,
  };
}

/**
 * Same state as usePagedList for an endpoint that answers a plain list :
 * the list is fetched once and paged in the browser.
 */
export function useClientPagedList<T>(
  fetchAll: (signal: AbortSignal) => Promise<T[]>,
  perPage = DASHBOARD_PAGE_SIZE,
): PagedListState<T> {
  const [page, setPageState] = useState(1);
  const [all, setAll] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchAll(controller.signal)
      .then((list) => {
        if (!controller.signal.aborted) setAll(Array.isArray(list) ? list : []);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        console.error(error);
        setAll([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [fetchAll]);

  const slice = paginateLocally(all, page, perPage);
  const setPage = useCallback((next: number) => setPageState(next), []);
  return { items: slice.data, page: slice.current_page, lastPage: slice.last_page, total: slice.total, loading, setPage };
}
