/**
 * Paging of list answers: reads `page` (or `current_page`) and `per_page`, answers
 * `{ data, current_page, last_page, per_page, total }` (Paged<T> of the contract).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { SQL } from 'drizzle-orm';
import type { Paged } from '../contract/common';
import type { Db } from '../db/client';

/** Upper bound of per_page: large enough for the 100-item training search, small enough to bound a query. */
export const MAX_PER_PAGE = 100;

/** Query-string fields of every paged route (merge it into the route's querystring schema). */
export const pageQueryProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, description: 'Numéro de page (à partir de 1)' })),
  current_page: Type.Optional(Type.Integer({ minimum: 1, description: 'Synonyme de page' })),
  per_page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, description: 'Nombre d’éléments par page' }),
  ),
};

export const PageQuerySchema = Type.Object(pageQueryProperties);

export interface PageQuery {
  page?: number;
  current_page?: number;
  per_page?: number;
}

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

/** Reads the page request; `page` wins over `current_page`. */
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

/** Response schema of a paged answer whose items follow `item`. */
export function pagedSchema<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
  });
}

/** Runs a raw SQL query on either engine (both drivers answer `{ rows }`) and returns its rows. */
export async function rawRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
