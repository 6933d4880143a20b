import type { RoleSlug } from '@irt/api/contract';
import type { SearchContext } from '@irt/shared-auth';
import type { ProfileSearchContext } from './api/search-profiles';
import type { TrainingSearchSource } from './api/search-trainings';
import { CAN_LIST_TRAININGS, CAN_SEARCH_PROFILES, roleCan } from '@irt/api/constants';

export type SearchKind =
  | { kind: 'training'; source: TrainingSearchSource }
  | { kind: 'profile'; context: ProfileSearchContext };

/**
 * Trainings, catalog and dashboard contexts open the training search (the catalogue
 * for trainees and in the catalog context, the staff list otherwise); trainees, teachers and team
 * open the profile search. Trainees never search profiles (the API refuses them).
 */
export function searchKindFor(context: SearchContext | undefined, role: RoleSlug): SearchKind {
  if (roleCan(CAN_SEARCH_PROFILES, role) && (context === 'trainees' || context === 'teachers' || context === 'team')) {
    return { kind: 'profile', context };
  }
  return { kind: 'training', source: !roleCan(CAN_LIST_TRAININGS, role) || context === 'catalog' ? 'catalog' : 'staff' };
}
