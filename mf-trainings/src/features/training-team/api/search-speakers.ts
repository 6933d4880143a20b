/**
 * The speaker search of the Équipe tab: the portal's one profile search, among
 * roles 3 and 4 for a teacher, only 3 for a pedagogical supervisor.
 */
import { useProfileSearch } from '@irt/shared-auth/query';
import type { RoleId, StaffType } from '@irt/api/contract';
import { ROLE } from '@irt/api/constants';

/** Role ids searched for each list of the team: responsable-pedagogique (3), intervenant (4). */
export const SPEAKER_ROLE_IDS: Record<StaffType, readonly RoleId[]> = {
  teachers: [ROLE['responsable-pedagogique'], ROLE.intervenant],
  pedagogical_supervisors: [ROLE['responsable-pedagogique']],
};

export function useSpeakerSearch(type: StaffType, input: string) {
  return useProfileSearch(input, SPEAKER_ROLE_IDS[type]);
}
