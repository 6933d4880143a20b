/**
 * The trainees the administrator may register (the slide-over 'Inscrire un stagiaire'), searched as the
 * top bar searches them: the portal's one profile search, among trainees (role 5).
 */
import { PROFILE_SEARCH_ROLE_IDS } from '@irt/shared-auth';
import { useProfileSearch } from '@irt/shared-auth/query';

export function useTraineeSearch(input: string) {
  return useProfileSearch(input, PROFILE_SEARCH_ROLE_IDS.trainees);
}
