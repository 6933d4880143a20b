/** Quality: the complaints anyone logged in files, and the improvement actions the staff follow. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ts, updatedAt } from './columns';
import { profiles, users } from './accounts';
import { trainings } from './trainings';

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    /** The author's account (every role may file one), and their profile when they have one. */
    user_id: integer('user_id').notNull().references(() => users.id),
    profile_id: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The training the complaint is about, if any. */
    training_id: integer('training_id').references(() => trainings.id, { onDelete: 'set null' }),
    subject: varchar('subject', { length: 200 }).notNull(),
    text: text('text').notNull(),
    /** COMPLAINT_STATUSES (contract/constants/complaints.ts). */
    status: varchar('status', { length: 20 }).notNull().default('recue'),
    answer: text('answer'),
    answered_by: integer('answered_by').references(() => users.id),
    answered_at: ts('answered_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('complaints_status_check', sql`${t.status} IN ('recue', 'en_cours', 'traitee')`),
    check('complaints_answer_check', sql`(${t.answer} IS NULL) = (${t.answered_at} IS NULL)`),
    index('complaints_status_idx').on(t.status, t.created_at.desc(), t.id.desc()),
    index('complaints_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('complaints_user_idx').on(t.user_id, t.created_at.desc(), t.id.desc()),
  ],
);

export const improvementActions = pgTable(
  'improvement_actions',
  {
    id: serial('id').primaryKey(),
    what: text('what').notNull(),
    /** Who carries it: a member of the team, or a name written freely (a supplier, a service). */
    owner_user_id: integer('owner_user_id').references(() => users.id),
    owner_name: varchar('owner_name', { length: 200 }),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    done_at: ts('done_at'),
    /** IMPROVEMENT_ORIGINS: a complaint, a training's survey results, or other. */
    origin: varchar('origin', { length: 20 }).notNull(),
    complaint_id: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    training_id: integer('training_id').references(() => trainings.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [
    check('improvement_actions_origin_check', sql`${t.origin} IN ('complaint', 'survey', 'other')`),
    check('improvement_actions_owner_check', sql`${t.owner_user_id} IS NOT NULL OR ${t.owner_name} IS NOT NULL`),
    check('improvement_actions_complaint_check', sql`(${t.origin} = 'complaint') = (${t.complaint_id} IS NOT NULL)`),
    index('improvement_actions_due_idx').on(t.due_date, t.id),
    index('improvement_actions_complaint_idx').on(t.complaint_id),
    index('improvement_actions_training_idx').on(t.training_id),
  ],
);
