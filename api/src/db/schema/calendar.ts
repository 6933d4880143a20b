/** Private calendar feeds: one secret address per user, replaced when the user renews it. */
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the secret token; the address of the feed is /api/calendar/{token}.ics, never stored. */
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_uq').on(t.token_hash)],
);
