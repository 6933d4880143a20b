/**
 * The audit trail (README, "Sécurité"): one row per read of bank details in clear and per change of a
 * money amount, an expense or registration status, an account's role or state. Append-only: a trigger
 * of the migration refuses UPDATE and DELETE. Written only through modules/audit.
 */
import { bigserial, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    index('audit_events_object_idx').on(t.object_type, t.object_id, t.id),
    index('audit_events_actor_idx').on(t.actor_profile_id, t.id),
    index('audit_events_created_idx').on(t.created_at),
  ],
);
