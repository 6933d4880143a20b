/** Paged answers. */
import type { Paged } from '@irt/api/contract';

/** One page of a paged answer, as the API sends it. */
export function pageOf<T>(data: T[], { page = 1, lastPage = 1, total = data.length, perPage = 7 } = {}): Paged<T> {
  return { data, current_page: page, last_page: lastPage, per_page: perPage, total };
}
