/**
 * Object rules of the quality surveys (docs/decisions.md):
 * - a trainee reads and answers only the cold survey sent to them, a team member only the team survey
 *   sent to them: the survey is always the caller's own (their profile), never one named in the URL;
 * - the results: administrateur, gestionnaire, responsable-pedagogique for every training, an intervenant
 *   for the trainings they teach (as the Évaluations tab).
 */
import type { RoleSlug } from '../../contract/common';

export interface Caller {
  role: RoleSlug;
  profileId: number | null;
}

/** 'every' training, or only those the caller 'taught' (checked against the training's team). */
export function surveyResultsScope(caller: Caller): 'every' | 'taught' {
  return caller.role === 'intervenant' ? 'taught' : 'every';
}
