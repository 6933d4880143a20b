/**
 * Prepared statements, built once per database handle.
 *
 * Drizzle's query builder turns the query object into SQL text on every call, and PostgreSQL then
 * parses and plans that text again: on a hot path (the session check, GET /api/user) both cost more
 * than the query itself. A statement built with `sql.placeholder(...)` and `.prepare(name)` is turned
 * into SQL once; on node-postgres the name makes each pooled connection parse and plan it once too.
 *
 *   const selectThing = preparedStatement('things_by_id', (db, name) =>
 *     db.select().from(things).where(eq(things.id, sql.placeholder('id'))).prepare(name));
 *   const rows = await selectThing(app.db).execute({ id });
 *
 * Works on a transaction `tx` too, but is built again for each transaction: hot paths use the root db.
 */
import type { Db } from '../db/client';

const registeredNames = new Set<string>();

/**
 * A statement named `name` (unique: PostgreSQL would run the first statement's SQL for a second one
 * of the same name), built by `build` the first time it is asked for on a given database handle.
 */
export function preparedStatement<T extends { execute: unknown }>(name: string, build: (db: Db, name: string) => T): (db: Db) => T {
  if (registeredNames.has(name)) throw new Error(`prepared statement name used twice: ${name}`);
  registeredNames.add(name);
  const perDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = perDb.get(db);
    if (statement === undefined) {
      statement = build(db, name);
      perDb.set(db, statement);
    }
    return statement;
  };
}

/**
 * A family of statements of the same shape, one per variant (a list filter, a caller's scope…), each
 * prepared under its own name `${name}_${key}` the first time it is used on a database handle.
 */
export function preparedStatements<K extends string, V, T extends { execute: unknown }>(
  name: string,
  variants: ReadonlyMap<K, V>,
  build: (db: Db, variant: V, name: string) => T,
): (db: Db, key: K) => T {
  const statements = new Map<K, (db: Db) => T>();
  for (const [key, variant] of variants) {
    statements.set(key, preparedStatement(`${name}_${key}`, (db, statementName) => build(db, variant, statementName)));
  }
  return (db, key) => {
    const statement = statements.get(key);
    if (!statement) throw new Error(`no prepared statement ${name}_${key}`);
    return statement(db);
  };
}

/** The variants of a family keyed by themselves (a list of names). */
export function variantsOf<K extends string>(keys: readonly K[]): ReadonlyMap<K, K> {
  return new Map(keys.map((key) => [key, key]));
}

/**
 * The name to give `.prepare()` for a statement sent unnamed: node-postgres then parses it with every
 * call and PostgreSQL plans it for that call's values.
 */
export const UNNAMED = '';

/**
 * Statements built once per database handle and key, like `preparedStatement`, but prepared `UNNAMED`
 * (see there): for statements whose best plan depends on the values, such as a word search (a frequent
 * word is best read along the order's index, a rare one through a trigram index). A named statement is
 * planned for its values five times on a connection, then usually given a generic plan that sees none
 * of them. The SQL text is still built once; PostgreSQL's planning (a fraction of a millisecond) is
 * paid on each call. (PGlite's connection prepares every text once, named or not: pglite-prepared.mjs.)
 */
export function unnamedStatements<A extends unknown[], T extends { execute: unknown }>(
  keyOf: (...args: A) => string,
  build: (db: Db, ...args: A) => T,
): (db: Db, ...args: A) => T {
  const perDb = new WeakMap<Db, Map<string, T>>();
  return (db, ...args) => {
    let statements = perDb.get(db);
    if (statements === undefined) {
      statements = new Map();
      perDb.set(db, statements);
    }
    const key = keyOf(...args);
    let statement = statements.get(key);
    if (statement === undefined) {
      statement = build(db, ...args);
      statements.set(key, statement);
    }
    return statement;
  };
}
