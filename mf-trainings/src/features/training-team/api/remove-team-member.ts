/** DELETE /api/trainings/{id}/teachers/{profileId} or /pedagogical-supervisors/{profileId}. */
import { useMutation } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { MessageResponse, StaffType } from '@irt/api/contract';
import { TEAM_SEGMENTS } from './team-segments';

export function useRemoveTeamMember(trainingId: number, type: StaffType) {
  const invalidate = useInvalidateAfter('teamChanged');
  return useMutation({
    mutationFn: (profileId: number) => http.delete(`trainings/${trainingId}/${TEAM_SEGMENTS[type]}/${profileId}`).json<MessageResponse>(),
    onSuccess: invalidate,
  });
}
