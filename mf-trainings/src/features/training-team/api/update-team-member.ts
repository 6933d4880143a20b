/** PUT /api/trainings/{id}/teachers/{profileId} or /pedagogical-supervisors/{profileId}: hours, needs, Ares status, remuneration. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { StaffType, UpdateTeamMember } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import { TEAM_SEGMENTS } from './team-segments';

export interface TeamMemberUpdate {
  type: StaffType;
  profileId: number;
  changes: UpdateTeamMember;
}

export function useUpdateTeamMember(trainingId: number) {
  const invalidate = useInvalidateAfter('teamChanged');
  return useMutation({
    mutationFn: ({ type, profileId, changes }: TeamMemberUpdate) =>
      api.put(`/trainings/:id/${TEAM_SEGMENTS[type]}/:profileId`, { params: { id: trainingId, profileId }, body: changes }),
    // Hours feed the dashboards' lists and the trainer hours report as well.
    onSuccess: invalidate,
  });
}
