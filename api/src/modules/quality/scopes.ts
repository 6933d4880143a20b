/**
 * Object rules of the satisfaction results: the administrateur, the gestionnaire and the responsable
 * pédagogique read every training's; an intervenant only those of the trainings they teach (their
 * Évaluations tab, and the Qualité page counts only those trainings for them).
 */
import type { RoleSlug } from '../../contract/common';

export interface Caller {
  role: RoleSlug;
  profileId: number | null;
}

/** 'every' training, or only those of the team the profile belongs to. */
export type QualityScope = { kind: 'every' } | { kind: 'taught'; profileId: number };

export function qualityScope(caller: Caller): QualityScope {
  return caller.role === 'intervenant' ? { kind: 'taught', profileId: caller.profileId ?? 0 } : { kind: 'every' };
}
