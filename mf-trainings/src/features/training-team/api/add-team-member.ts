/** POST /api/trainings/{id}/teachers or /pedagogical-supervisors: a person joins the team with their needs. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { AddTeamMember, StaffType } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import { TEAM_SEGMENTS } from './team-segments';

export function useAddTeamMember(trainingId: number, type: StaffType) {
  const invalidate = useInvalidateAfter('teamChanged');
  return useMutation({
    mutationFn: (member: AddTeamMember) =>
      api.post(`/trainings/:id/${TEAM_SEGMENTS[type]}`, { params: { id: trainingId }, body: member }),
    // The training's detail (its team summary) and the dashboards' lists change too.
    onSuccess: invalidate,
  });
}
