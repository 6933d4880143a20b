/**
 * The audit trail (README, "Sécurité"): one row per read of bank details in clear and per change of a
 * money amount, an expense or registration status, an account's role or state. Append-only: triggers
 * of the migrations refuse UPDATE, DELETE and TRUNCATE. Each event is chained to the previous one by a
 * hash the database computes on insert (0018). Written only through modules/audit.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who: the acting account's profile (null for an account without profile or the system) and role at the time. */
    actor_profile_id: integer('actor_profile_id'),
    actor_user_id: integer('actor_user_id'),
    actor_role: varchar('actor_role', { length: 40 }).notNull(),
    /** What: AUDIT_ACTIONS (contract/audit.ts). */
    action: varchar('action', { length: 60 }).notNull(),
    object_type: varchar('object_type', { length: 40 }).notNull(),
    object_id: integer('object_id').notNull(),
    from_value: text('from_value'),
    to_value: text('to_value'),
    /** From where. */
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 500 }),
    created_at: createdAt(),
    /** The previous event's hash (null for the first), and sha256 of it and this event's content (`audit_event_digest`). */
    prev_hash: varchar('prev_hash', { length: 64 }),
    hash: varchar('hash', { length: 64 }),
  },
  (t) => [
    index('audit_events_object_idx').on(t.object_type, t.object_id, t.id),
    index('audit_events_actor_idx').on(t.actor_profile_id, t.id),
    index('audit_events_created_idx').on(t.created_at),
  ],
);

/** The end of the chain: the last event's id and hash, one row, locked by each writer until it commits. */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: integer('id').primaryKey(),
    last_id: bigint('last_id', { mode: 'number' }),
    last_hash: varchar('last_hash', { length: 64 }),
  },
  () => [check('audit_chain_head_one_row', sql`"id" = 1`)],
);
