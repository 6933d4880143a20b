import type { EndpointPath, OkOf, Paged, ParamsOf, QueryOf } from '@irt/api/contract';
import { api } from '../api-client';

type PageParam = 'page' | 'current_page' | 'per_page';

/** GET paths whose answer is a page of a paged list. */
export type PagedPath = {
  [P in EndpointPath<'GET'>]: OkOf<`GET ${P}`> extends Paged<unknown> ? P : never;
}[EndpointPath<'GET'>];

export type PageRequest<P extends PagedPath> = {
  page: number;
  perPage: number;
  /** The name of the page parameter: `page`, except for GET /api/trainings (`current_page`). */
  pageParam?: 'page' | 'current_page';
  signal?: AbortSignal;
} & ([ParamsOf<`GET ${P}`>] extends [undefined] ? { params?: undefined } : { params: ParamsOf<`GET ${P}`> }) & {
  /** The list's filters (the query without its paging parameters). */
  query?: Omit<NonNullable<QueryOf<`GET ${P}`>>, PageParam>;
};

/** GET one page of a paged list: `?page=…&per_page=…` plus its filters. */
export function getPage<P extends PagedPath>(path: P, request: PageRequest<P>): Promise<OkOf<`GET ${P}`>> {
  const { page, perPage, pageParam = 'page', signal, params, query } = request;
  const options = { params, signal, query: { ...query, [pageParam]: page, per_page: perPage } };
  // The paging parameters belong to every paged query; the table's types are checked on `request`.
  return (api.get as (path: string, options: unknown) => Promise<OkOf<`GET ${P}`>>)(path, options);
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
