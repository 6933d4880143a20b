/**
 * Database schema of the portal (PostgreSQL, shared by PGlite and a PostgreSQL server), one file per
 * domain; this file re-exports them all, so `import * as s from '../db/schema'` sees every table and
 * drizzle-kit (drizzle.config.ts) reads the whole schema from here.
 * Column names follow the API contract (snake_case) so rows map to answers with little glue.
 */
export { FOLD_FROM, FOLD_TO } from './columns';
export * from './reference';
export * from './accounts';
export * from './trainings';
export * from './money';
export * from './expense-history';
export * from './rate-limits';
export * from './calendar';
export * from './audit';
export * from './attendance-signing';
export * from './data-repairs';
export * from './notices';
export * from './surveys';
export * from './quality';
export * from './list-counts';
export * from './held-figures';
export * from './bpf';
