/** PUT /api/trainings/{id}/teachers/{profileId} or /pedagogical-supervisors/{profileId}: hours, needs, Ares status, remuneration. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { StaffType, UpdateTeamMember } from '@irt/api/contract';
import { TEAM_SEGMENTS } from './team-segments';

export interface TeamMemberUpdate {
  type: StaffType;
  profileId: number;
  changes: UpdateTeamMember;
}

export function useUpdateTeamMember(trainingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, profileId, changes }: TeamMemberUpdate) =>
      api.put(`/trainings/:id/${TEAM_SEGMENTS[type]}/:profileId`, { params: { id: trainingId, profileId }, body: changes }),
    // Hours feed the dashboards' lists and the trainer hours report as well.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.trainings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.profiles }),
      ]),
  });
}
