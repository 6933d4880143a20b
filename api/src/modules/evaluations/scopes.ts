/**
 * Object rules of the evaluations (docs/decisions.md):
 * - a trainee evaluates, and looks up, only their own evaluation;
 * - the Évaluations tab: administrateur, gestionnaire, responsable-pedagogique for every training,
 *   an intervenant for the trainings they teach (as in the trainings lists).
 */
import type { RoleSlug } from '../../contract/common';

export interface Caller {
  role: RoleSlug;
  profileId: number | null;
}

export function mayReadOwnEvaluation(caller: Caller, profileId: number): boolean {
  if (caller.role === 'stagiaire') return caller.profileId === profileId;
  return true;
}

export function mayEvaluate(caller: Caller, profileId: number): boolean {
  return caller.role === 'stagiaire' && caller.profileId === profileId;
}

/** 'every' training, or only those the caller 'taught' (checked against the training's team). */
export function evaluationListScope(caller: Caller): 'every' | 'taught' {
  return caller.role === 'intervenant' ? 'taught' : 'every';
}
