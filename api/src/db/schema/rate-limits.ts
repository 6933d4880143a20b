/** Rate-limit counters shared by every API process. */
import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Rate-limit counters shared by every API process (login, password reset, sign-up); used when no
 * REDIS_URL is set. One row per limited key and window; expired rows are reused or swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 512 }).primaryKey(),
    hits: integer('hits').notNull(),
    reset_at: ts('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.reset_at)],
);
