/**
 * The creation of a team member (POST /api/register/{admin,manager,pedagogical-supervisor,teacher}, by
 * role id). It refreshes the profiles root (`WRITE_INVALIDATES.profileSaved`): the directory, the trainer
 * list, the profile pages and searches. The update and the picture are the shared profile writes
 * (`useUpdateProfile`, `useUploadProfilePicture` of `@irt/shared-auth/endpoints`).
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { ManagerCreate, TeacherCreate } from '@irt/api/contract';
import type { TeamRoleId } from '@irt/api/constants';

/** The creation path of each staff role id. */
const CREATE_PATH = {
  1: '/register/admin',
  2: '/register/manager',
  3: '/register/pedagogical-supervisor',
  4: '/register/teacher',
} as const satisfies Record<TeamRoleId, string>;

export type TeamMemberCreation = { roleId: 1 | 2; body: ManagerCreate } | { roleId: 3 | 4; body: TeacherCreate };

function createMember(creation: TeamMemberCreation) {
  switch (creation.roleId) {
    case 1:
    case 2:
      return api.post(CREATE_PATH[creation.roleId], { body: creation.body });
    case 3:
    case 4:
      return api.post(CREATE_PATH[creation.roleId], { body: creation.body });
  }
}

export function useCreateTeamMember() {
  const invalidate = useInvalidateAfter('profileSaved');
  return useMutation({ mutationFn: createMember, onSuccess: () => invalidate() });
}
