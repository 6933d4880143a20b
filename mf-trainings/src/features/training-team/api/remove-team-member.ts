/** DELETE /api/trainings/{id}/teachers/{profileId} or /pedagogical-supervisors/{profileId}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { MessageResponse, StaffType } from '@irt/api/contract';
import { TEAM_SEGMENTS } from './team-segments';

export function useRemoveTeamMember(trainingId: number, type: StaffType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => http.delete(`trainings/${trainingId}/${TEAM_SEGMENTS[type]}/${profileId}`).json<MessageResponse>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.trainings }),
  });
}
