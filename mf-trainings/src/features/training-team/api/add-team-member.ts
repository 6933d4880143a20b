/** POST /api/trainings/{id}/teachers or /pedagogical-supervisors: a person joins the team with their needs. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { AddTeamMember, StaffType, TeamMember } from '@irt/api/contract';
import { TEAM_SEGMENTS } from './team-segments';

export function useAddTeamMember(trainingId: number, type: StaffType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: AddTeamMember) =>
      http.post(`trainings/${trainingId}/${TEAM_SEGMENTS[type]}`, { json: member }).json<TeamMember>(),
    // The training's detail (its team summary) and the dashboards' lists change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.trainings }),
  });
}
