/**
 * The notices the portal sends by itself about a training (reminders before the start, the cancellation,
 * the satisfaction survey and its relances): one row per notice and person, written in the transaction
 * that records the email, so that the same notice is never sent twice.
 */
import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { profiles } from './accounts';
import { trainings } from './trainings';

export const trainingNotices = pgTable(
  'training_notices',
  {
    id: serial('id').primaryKey(),
    /** 'reminder_j7', 'reminder_j1', 'cancellation', 'survey', 'survey_relance_3', 'survey_relance_10'. */
    kind: varchar('kind', { length: 30 }).notNull(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    /** What the notice is about: the start it announces (ISO instant) for reminders and the cancellation, the end for the survey. */
    reference: varchar('reference', { length: 40 }).notNull(),
    /** The email recorded in the outbox. */
    outbox_id: integer('outbox_id'),
    sent_at: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_notices_uq').on(t.kind, t.training_id, t.profile_id, t.reference),
    index('training_notices_training_idx').on(t.training_id),
  ],
);
