/**
 * Stores of the rate-limit counters that every API process shares (several processes behind one address): a
 * limit kept in one process's memory would let a client multiply its attempts by the number of
 * processes. PostgreSQL (the `rate_limits` table) by default, Redis when REDIS_URL is set.
 *
 * The PostgreSQL store has the shape @fastify/rate-limit expects of a custom store (`incr`, `read`,
 * `child`); the Redis one is the plugin's own, fed with an ioredis client.
 */
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { preparedStatement } from './prepared';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** The interface @fastify/rate-limit calls a custom store through. */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/** Keys hold an address and an email: long ones are hashed to fit the column. */
function storedKey(key: string): string {
  return key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

const ttlMs = sql<number>`ceil(extract(epoch from (${rateLimits.reset_at} - now())) * 1000)::int`;

/**
 * One statement that counts a hit on a key, atomically on the row (two processes counting the same key
 * at once both see their own increment): a new window when the last one is over; otherwise one more hit,
 * and the window either kept (a fixed window) or started again (a sliding one, forgotten only after a
 * quiet window: the time of the last hit is then the end of the window less its length).
 */
function hitStatement(name: string, window: 'fixed' | 'sliding') {
  return preparedStatement(name, (db, statementName) =>
    db
      .insert(rateLimits)
      .values({
        key: sql.placeholder('key'),
        hits: 1,
        reset_at: sql`now() + make_interval(secs => ${sql.placeholder('windowS')}::double precision)`,
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${rateLimits.reset_at} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          reset_at:
            window === 'sliding'
              ? sql`excluded.reset_at`
              : sql`CASE WHEN ${rateLimits.reset_at} <= now() THEN excluded.reset_at ELSE ${rateLimits.reset_at} END`,
        },
      })
      .returning({ hits: rateLimits.hits, ttlMs })
      .prepare(statementName),
  );
}

const incrStatement = hitStatement('rate_limit_incr', 'fixed');
const slideStatement = hitStatement('rate_limit_slide', 'sliding');

const readStatement = preparedStatement('rate_limit_read', (db, name) =>
  db
    .select({ hits: rateLimits.hits, ttlMs })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${sql.placeholder('key')} AND ${rateLimits.reset_at} > now()`)
    .prepare(name),
);

/** A @fastify/rate-limit store class whose counters live in PostgreSQL (or the embedded PGlite). */
export function postgresRateLimitStore(db: Db): new () => RateLimitStore {
  class PostgresRateLimitStore implements RateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      incrStatement(db)
        .execute({ key: storedKey(key), windowS: timeWindow / 1000 })
        .then(([row]) => callback(null, { current: row.hits, ttl: Math.max(0, Number(row.ttlMs)) }), callback);
    }

    read(key: string, callback: Callback): void {
      readStatement(db)
        .execute({ key: storedKey(key) })
        .then(([row]) => callback(null, row ? { current: row.hits, ttl: Math.max(0, Number(row.ttlMs)) } : { current: 0, ttl: 0 }), callback);
    }

    child(): RateLimitStore {
      // Windows and maxima come with each call: one store serves every route.
      return this;
    }
  }
  return PostgresRateLimitStore;
}

/** Deletes counters whose window is over (they would be reset on their next use anyway). */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.reset_at, sql`now()`));
}

/**
 * Counters the routes keep themselves, in the same table, when the plugin's rule (every call counts)
 * does not fit: failed logins count per account, per address and per known browser, and a reset of
 * the password clears the account's. Kept in the database even with Redis, which every process shares as well.
 */
export const attemptCounters = {
  /** Adds one to the counter (a new window when the last one is over); resolves with the hits and ms left. */
  async hit(db: Db, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
    const [row] = await incrStatement(db).execute({ key: storedKey(key), windowS: windowMs / 1000 });
    return { hits: row.hits, ttlMs: Math.max(0, Number(row.ttlMs)) };
  },
  /** Adds one to the counter and starts its window again: it lasts until `windowMs` without a hit. */
  async slide(db: Db, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
    const [row] = await slideStatement(db).execute({ key: storedKey(key), windowS: windowMs / 1000 });
    return { hits: row.hits, ttlMs: Math.max(0, Number(row.ttlMs)) };
  },
  /** The hits of the current window (0 when none is open). */
  async read(db: Db, key: string): Promise<{ hits: number; ttlMs: number }> {
    const [row] = await readStatement(db).execute({ key: storedKey(key) });
    return row ? { hits: row.hits, ttlMs: Math.max(0, Number(row.ttlMs)) } : { hits: 0, ttlMs: 0 };
  },
  async clear(db: Db, key: string): Promise<void> {
    await db.delete(rateLimits).where(eq(rateLimits.key, storedKey(key)));
  },
};
