/** DELETE /api/trainings/{id}/teachers/{profileId} or /pedagogical-supervisors/{profileId}. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { StaffType } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import { TEAM_SEGMENTS } from './team-segments';

export function useRemoveTeamMember(trainingId: number, type: StaffType) {
  const invalidate = useInvalidateAfter('teamChanged');
  return useMutation({
    mutationFn: (profileId: number) => api.delete(`/trainings/:id/${TEAM_SEGMENTS[type]}/:profileId`, { params: { id: trainingId, profileId } }),
    onSuccess: invalidate,
  });
}
