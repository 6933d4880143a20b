/**
 * Satisfaction surveys sent by the scheduled work: the cold survey (three months after the end of a
 * training, to each trainee who attended) and the teaching team's survey (at the end, to its members).
 * A row is the request; its answer fills the same row once.
 */
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { profiles } from './accounts';
import { trainings } from './trainings';

export const coldSurveys = pgTable(
  'cold_surveys',
  {
    id: serial('id').primaryKey(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    requested_at: ts('requested_at').notNull(),
    relanced_at: ts('relanced_at'),
    answered_at: ts('answered_at'),
    /** 'Mis en pratique', 1 to 10. */
    practice: smallint('practice'),
    /** What changed in the trainee's practice (free text). */
    changes: text('changes'),
    recommend: boolean('recommend'),
  },
  (t) => [uniqueIndex('cold_surveys_uq').on(t.training_id, t.profile_id), index('cold_surveys_profile_idx').on(t.profile_id)],
);

export const teamSurveys = pgTable(
  'team_surveys',
  {
    id: serial('id').primaryKey(),
    training_id: integer('training_id').notNull().references(() => trainings.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    requested_at: ts('requested_at').notNull(),
    relanced_at: ts('relanced_at'),
    answered_at: ts('answered_at'),
    /** The group of trainees, 1 to 10. */
    group_rating: smallint('group_rating'),
    /** The material conditions (room, equipment, organisation), 1 to 10. */
    conditions_rating: smallint('conditions_rating'),
    comment: text('comment'),
  },
  (t) => [uniqueIndex('team_surveys_uq').on(t.training_id, t.profile_id), index('team_surveys_profile_idx').on(t.profile_id)],
);
