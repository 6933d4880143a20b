/** DELETE /api/trainings/{id}/teachers/{profileId} or /pedagogical-supervisors/{profileId}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { StaffType } from '@irt/api/contract';
import { TEAM_SEGMENTS } from './team-segments';

export function useRemoveTeamMember(trainingId: number, type: StaffType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => api.delete(`/trainings/:id/${TEAM_SEGMENTS[type]}/:profileId`, { params: { id: trainingId, profileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.trainings }),
  });
}
