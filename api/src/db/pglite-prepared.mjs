// Named prepared statements on PGlite.
//
// PGlite's `query(sql, params)` sends each statement unnamed (Parse, Bind, Execute): PostgreSQL parses,
// analyses and plans it again on every call. In WebAssembly the planning of the portal's larger reads (a
// training with its team, the expenses of a training, the conflict check) costs tens of milliseconds,
// more than running them. Here each SQL text that can be prepared (SELECT, INSERT, UPDATE, DELETE, WITH,
// VALUES) is prepared once with `PREPARE name AS …` and then run with `EXECUTE name(…)`: PostgreSQL keeps
// the analysed statement and, after a few runs, a generic plan when it costs no more than one made for
// the values, as a server connection does for a driver's named statements.
//
// EXECUTE takes its values as literals (the extended protocol's parameters do not reach a utility
// statement): each is quoted as PostgreSQL reads a string constant (standard_conforming_strings is on),
// then converted by PostgreSQL to the type inferred when the statement was prepared, as a text parameter
// is. A flat array of numbers, strings, booleans or NULLs given for a parameter of an array type (as the
// prepared statement's parameter_types say) is written as an array literal ('{2,"a b"}'): an Ares status
// filter, a list of ids. Any other value with no plain text form here (a nested array, an array for a
// parameter that is not an array, an object) sends the statement unnamed, parsed and planned again. Statements are kept per database session (PGlite has one); at most MAX_STATEMENTS, the least
// recently used deallocated first. Prepared statements outlive a rolled-back transaction; a schema
// change invalidates their plans, which PostgreSQL redoes by itself.
//
// Plain JavaScript: the worker thread (pglite-worker.mjs) loads it, and Node 20 does not pass tsx's loader
// on to worker threads.

const PREPARABLE = /^\s*(?:select|insert|update|delete|with|values)\b/i;
const MAX_STATEMENTS = 500;

const quote = (text) => `'${text.replaceAll("'", "''")}'`;

/** An element of an array literal (quoted as array_in reads it), or undefined when it has no plain text form. */
function arrayElement(value) {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'string':
      return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    default:
      return undefined;
  }
}

/**
 * A value as an SQL literal, or undefined when it has no plain text form here. `type` is the parameter's
 * type in the prepared statement (regtype's text, 'integer[]'): an array is written only for an array type.
 */
function literal(value, type) {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) {
    if (!type?.endsWith('[]')) return undefined;
    const elements = [];
    for (const element of value) {
      const text = arrayElement(element);
      if (text === undefined) return undefined;
      elements.push(text);
    }
    return quote(`{${elements.join(',')}}`);
  }
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
    case 'bigint':
      return quote(String(value));
    case 'boolean':
      return value ? "'t'" : "'f'";
    default:
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : quote(value.toISOString());
      if (value instanceof Uint8Array) return `'\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}'`;
      return undefined;
  }
}

/** The values written as literals (`types`: the statement's parameter types), or undefined when one of them cannot be. */
function literalsOf(params, types) {
  const literals = [];
  for (const [i, value] of params.entries()) {
    const text = literal(value, types?.[i]);
    if (text === undefined) return undefined;
    literals.push(text);
  }
  return literals;
}

/** A value that may be written as a literal once the parameter's type is known: a flat array. */
const mayBeArrayLiteral = (value) => Array.isArray(value) && value.every((element) => arrayElement(element) !== undefined);

/** `EXECUTE name(…)` with these literals. */
function executeText(name, literals) {
  return literals.length === 0 ? `EXECUTE ${name}` : `EXECUTE ${name}(${literals.join(', ')})`;
}

/**
 * The prepared statements of one PGlite database `db` (at most `max`). `query(target, sql, params, options)`
 * runs `sql` on `target` (`db` or a transaction open on it) through a named statement when it can, unnamed
 * otherwise.
 */
export function preparedStatements(db, { max = MAX_STATEMENTS } = {}) {
  /** SQL text → { name, ready, settled }: a Map keeps insertion order, refreshed on each use (LRU). */
  const statements = new Map();
  let next = 1;

  /** A new statement, prepared on `target` (PREPARE's error is the query's own: it is thrown). */
  function prepare(target, sql) {
    const name = `irt_s${next++}`;
    // types: the parameters' types, read once when a call first gives an array (parameterTypes).
    const entry = { name, ready: null, settled: false, types: null };
    entry.ready = target.query(`PREPARE ${name} AS ${sql}`).then(
      () => {
        entry.settled = true;
      },
      (err) => {
        if (statements.get(sql) === entry) statements.delete(sql);
        // Its position in the caller's text.
        if (err && typeof err.position === 'string' && Number(err.position) > 0) {
          err.position = String(Math.max(1, Number(err.position) - `PREPARE ${name} AS `.length));
        }
        throw err;
      },
    );
    statements.set(sql, entry);
    while (statements.size > max) {
      const [oldest, evicted] = statements.entries().next().value;
      statements.delete(oldest);
      // On the database once prepared: after any open transaction (PGlite's lock orders them).
      evicted.ready.then(() => db.query(`DEALLOCATE ${evicted.name}`)).catch(() => undefined);
    }
    return entry;
  }

  /** The parameters' types of a prepared statement (regtype's text), read once. */
  async function parameterTypes(target, entry) {
    if (entry.types === null) {
      const { rows } = await target.query('SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = $1', [entry.name]);
      entry.types = rows[0]?.types ?? [];
    }
    return entry.types;
  }

  /** `EXECUTE` of the prepared `entry` with these values, or the statement unnamed when a value cannot be written. */
  async function run(target, entry, sql, params, options, arrays) {
    const literals = literalsOf(params, arrays ? await parameterTypes(target, entry) : null);
    if (literals === undefined) return target.query(sql, params, options);
    return target.query(executeText(entry.name, literals), [], options);
  }

  return {
    async query(target, sql, params = [], options = {}) {
      if (options.paramTypes || !PREPARABLE.test(sql)) return target.query(sql, params, options);
      const known = statements.get(sql);
      // Being prepared by another request, maybe on another transaction: not waited for (it could be
      // waiting for this one's transaction to end), this run is unnamed.
      if (known && !known.settled) return target.query(sql, params, options);
      const arrays = params.some(Array.isArray);
      if (!params.every((value) => literal(value) !== undefined || mayBeArrayLiteral(value))) return target.query(sql, params, options);
      if (known) {
        statements.delete(sql);
        statements.set(sql, known);
        return run(target, known, sql, params, options, arrays);
      }
      const entry = prepare(target, sql);
      await entry.ready;
      return run(target, entry, sql, params, options, arrays);
    },
  };
}
