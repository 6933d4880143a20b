/**
 * Paging of every list answer: reads `page` (or `current_page`) and `per_page`, answers
 * `{ data, current_page, last_page, per_page, total }` (Paged<T> of the contract).
 *
 *   return pagedList(parsePage(request.query, 20), {
 *     rows: async (window) => (await listThings(app.db, filter, window)).map(toThing),
 *     count: () => countThings(app.db, filter),
 *   });
 *
 * `rows` reads one page (ORDER BY … LIMIT/OFFSET on a unique order) and maps it to items; `count` the
 * total of the same filter, called only when the page itself does not tell it.
 */
import type { PageQuery, Paged } from '../contract/common';
import { MAX_PER_PAGE } from '../contract/common';

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

/** What a list query reads: LIMIT and OFFSET of the page. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** Reads the page request; `page` wins over `current_page`; per_page is capped. */
export function parsePage(query: PageQuery, defaultPerPage: number): PageRequest {
  const page = Math.max(1, Math.floor(query.page ?? query.current_page ?? 1));
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(query.per_page ?? defaultPerPage)));
  return { page, perPage, offset: (page - 1) * perPage };
}

export function toPaged<T>(data: T[], total: number, request: PageRequest): Paged<T> {
  return {
    data,
    current_page: request.page,
    // An empty list still has one (empty) page, as the pagination control expects.
    last_page: Math.max(1, Math.ceil(total / request.perPage)),
    per_page: request.perPage,
    total,
  };
}

/**
 * The total when the page tells it: a page with rows that is not full is the last one, and an empty
 * first page means an empty list. A full page, or an empty page past the first, needs a count.
 */
export function totalFromPage(request: PageRequest, rowCount: number): number | null {
  if (rowCount > 0 && rowCount < request.perPage) return request.offset + rowCount;
  if (rowCount === 0 && request.offset === 0) return 0;
  return null;
}

export interface ListQueries<Item> {
  /** The items of one page. */
  rows(window: PageWindow): Promise<Item[]>;
  /** The number of items of the whole list. */
  count(): Promise<number>;
}

/** One page of a list and its total (counted only when the page does not tell it). */
export async function pagedList<Item>(request: PageRequest, queries: ListQueries<Item>): Promise<Paged<Item>> {
  const items = await queries.rows({ limit: request.perPage, offset: request.offset });
  const total = totalFromPage(request, items.length) ?? (await queries.count());
  return toPaged(items, total, request);
}
