/** PUT /api/trainings/{id}/teachers/{profileId} or /pedagogical-supervisors/{profileId}: hours, needs, Ares status, remuneration. */
import { useMutation } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { StaffType, TeamMember, UpdateTeamMember } from '@irt/api/contract';
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
      http.put(`trainings/${trainingId}/${TEAM_SEGMENTS[type]}/${profileId}`, { json: changes }).json<TeamMember>(),
    // Hours feed the dashboards' lists and the trainer hours report as well.
    onSuccess: invalidate,
  });
}
