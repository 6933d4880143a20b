import type { Paged } from '@irt/api/contract';
import { http } from '@irt/shared-auth';

/** Dashboard page size (spec §9). */
export const DASHBOARD_PAGE_SIZE = 7;

export interface PageRequest {
  page: number;
  perPage: number;
  /** Other query parameters of the list (filters). */
  searchParams?: Record<string, string | number>;
  /** The name of the page parameter: `page`, except for GET /api/trainings (`current_page`, spec §7). */
  pageParam?: 'page' | 'current_page';
  signal?: AbortSignal;
}

/** GET one page of a paged list: `?page=…&per_page=…` plus its filters. */
export function getPage<T>(path: string, { page, perPage, searchParams = {}, pageParam = 'page', signal }: PageRequest): Promise<Paged<T>> {
  return http.get(path, { searchParams: { ...searchParams, [pageParam]: page, per_page: perPage }, signal }).json<Paged<T>>();
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
