/** POST /api/trainings/{id}/teachers or /pedagogical-supervisors: a person joins the team with their needs. */
import { useMutation } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { AddTeamMember, StaffType, TeamMember } from '@irt/api/contract';
import { TEAM_SEGMENTS } from './team-segments';

export function useAddTeamMember(trainingId: number, type: StaffType) {
  const invalidate = useInvalidateAfter('teamChanged');
  return useMutation({
    mutationFn: (member: AddTeamMember) =>
      http.post(`trainings/${trainingId}/${TEAM_SEGMENTS[type]}`, { json: member }).json<TeamMember>(),
    // The training's detail (its team summary) and the dashboards' lists change too.
    onSuccess: invalidate,
  });
}
