/**
 * Object rules of the trainings, in one place (docs/decisions.md):
 * - an intervenant finds in the staff lists, the staff search and the 15-day panels, and opens, only the
 *   trainings they teach (or supervise): every tab of another training would be refused anyway;
 * - a stagiaire opens only a training of the catalogue or one they are registered to;
 * - a stagiaire reads a training without staff contacts, supervisors, postponements or creator;
 * - the hours and remuneration of a team's members are changed by the administrateur and the gestionnaire
 *   on every training, by a responsable pédagogique only on the trainings they supervise.
 * Route roles (who may call a route at all) stay in the routes' `config.roles`.
 */
import { exists, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RoleSlug } from '../../contract/common';
import { TRAINING_STATUS } from '../../contract/statuses';
import type { TrainingDetail } from '../../contract/trainings';
import { registrations, trainings, trainingStaff } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-sessions';

/**
 * Which trainings a caller reaches: every one, those they teach (or supervise), those they supervise,
 * the catalogue and their own registrations, or none.
 */
export const TRAINING_SCOPES = ['every', 'taught', 'supervised', 'catalogueOrRegistered', 'none'] as const;
export type TrainingScope = (typeof TRAINING_SCOPES)[number];
/** The scopes of listing and opening. */
export type ReadScope = Extract<TrainingScope, 'every' | 'taught' | 'catalogueOrRegistered'>;

/** Listing (staff lists and searches), opening one training, or changing its team's hours and remuneration. */
export type TrainingUse = 'list' | 'read' | 'editHours';

/**
 * Listing and opening give the same scope: an intervenant opens only what they teach (every tab of
 * another training is refused to them anyway). Hours, which set what the institute pays, are changed
 * by the managers of every training and by a responsable pédagogique on the trainings they supervise.
 */
export function trainingScope(auth: { role: RoleSlug }, use: 'list' | 'read'): ReadScope;
export function trainingScope(auth: { role: RoleSlug }, use: TrainingUse): TrainingScope;
export function trainingScope(auth: { role: RoleSlug }, use: TrainingUse): TrainingScope {
  if (use === 'editHours') {
    if (auth.role === 'administrateur' || auth.role === 'gestionnaire') return 'every';
    return auth.role === 'responsable-pedagogique' ? 'supervised' : 'none';
  }
  if (auth.role === 'stagiaire') return 'catalogueOrRegistered';
  if (auth.role === 'intervenant') return 'taught';
  return 'every';
}

/** Values of the placeholders the scope conditions use. */
export interface ScopeParams {
  /** The caller's profile (0 without one: matches nothing). */
  profileId: number;
  now: Date;
}

export function scopeParams(auth: Pick<AuthContext, 'profileId'>, now: Date): ScopeParams {
  return { profileId: auth.profileId ?? 0, now };
}

/**
 * Trainings taught or supervised by the profile of the `profileId` placeholder; `trainingId` is the
 * column holding the training's id in the query (the trainings' own by default).
 */
export function taughtByCaller(trainingId: SQL | AnyColumn = trainings.id): SQL {
  return exists(
    sql`(SELECT 1 FROM ${trainingStaff} WHERE ${trainingStaff.training_id} = ${trainingId}
      AND ${trainingStaff.profile_id} = ${sql.placeholder('profileId')})`,
  );
}

/** Trainings the profile of the `profileId` placeholder supervises (pedagogical supervisor of the team). */
export function supervisedByCaller(): SQL {
  return exists(
    sql`(SELECT 1 FROM ${trainingStaff} WHERE ${trainingStaff.training_id} = ${trainings.id}
      AND ${trainingStaff.type} = 'pedagogical_supervisor' AND ${trainingStaff.profile_id} = ${sql.placeholder('profileId')})`,
  );
}

/** Trainings a trainee finds in the catalogue: published or postponed, and not ended at the `now` placeholder. */
export function inCatalogue(): SQL {
  // Status ids written into the SQL text: the planner sees them in a prepared statement too, and they
  // are the predicate of the catalogue's indexes (migration 0037).
  return sql`(${trainings.training_status_id} IN (${sql.raw(`${TRAINING_STATUS.published}, ${TRAINING_STATUS.postponed}`)})
    AND ${gte(trainings.end_date, sql.placeholder('now'))})`;
}

/*
 * The catalogue in two parts, each found through an index of its own (migration 0037); their union is
 * the catalogue. Read in start order through one index, the catalogue would first pass every past
 * training. With `start_date <= end_date` (which the trainings' period index enforces), the range
 * condition only repeats the others, in the form the catalogue's period index answers.
 */

/** Catalogue trainings under way at the `now` placeholder: started before it, not ended. */
export function catalogueUnderWay(): SQL {
  const now = sql.placeholder('now');
  return sql`${inCatalogue()} AND ${lt(trainings.start_date, now)}
    AND tstzrange(${trainings.start_date}, ${trainings.end_date}, '[]') @> ${now}::timestamptz`;
}

/** Catalogue trainings starting at the `now` placeholder or later: their index is read from `now` on. */
export function catalogueToCome(): SQL {
  return sql`${inCatalogue()} AND ${gte(trainings.start_date, sql.placeholder('now'))}`;
}

function registeredCaller(): SQL {
  return exists(
    sql`(SELECT 1 FROM ${registrations} WHERE ${registrations.training_id} = ${trainings.id}
      AND ${registrations.profile_id} = ${sql.placeholder('profileId')})`,
  );
}

/** The SQL condition (on `trainings`) of a scope; its values are the placeholders of ScopeParams. */
export function scopeCondition(scope: TrainingScope): SQL {
  switch (scope) {
    case 'taught':
      return taughtByCaller();
    case 'supervised':
      return supervisedByCaller();
    case 'catalogueOrRegistered':
      return sql`(${inCatalogue()} OR ${registeredCaller()})`;
    case 'none':
      return sql`false`;
    default:
      return sql`true`;
  }
}

/** Whether a row of `trainings` with this id is in the scope (used to answer 403 rather than 404). */
export function inScope(scope: TrainingScope): SQL<boolean> {
  return sql<boolean>`(${scopeCondition(scope)})`;
}

/**
 * What the caller reads of a training: a stagiaire sees who teaches but not how to reach them, no
 * supervisors, postponements nor creator, and their own registration; staff see everything else.
 */
export function trainingDetailFor(role: RoleSlug, detail: TrainingDetail): TrainingDetail {
  if (role !== 'stagiaire') return { ...detail, own_registration: null };
  return {
    ...detail,
    deferrals: [],
    pedagogical_supervisors: [],
    teachers: detail.teachers.map((teacher) => ({ ...teacher, email: null, phone: null })),
    created_by: null,
    own_team_membership: null,
  };
}

/** A responsable pédagogique never receives nor sets pre-registered trainees. */
export function hidesPreRegistered(role: RoleSlug): boolean {
  return role === 'responsable-pedagogique';
}
