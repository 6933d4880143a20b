// Types of pglite-prepared.mjs (plain JavaScript for the worker thread).
import type { QueryOptions, Results } from '@electric-sql/pglite';

/** What a statement runs on: the database or a transaction open on it. */
export interface PgliteQueryTarget {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface PreparedStatements {
  query<T>(target: PgliteQueryTarget, sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/** The prepared statements of the PGlite database `db`: at most `max` (500), the least recently used deallocated. */
export function preparedStatements(db: PgliteQueryTarget, options?: { max?: number }): PreparedStatements;
