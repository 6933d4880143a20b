/**
 * The writes of the team member form: the creation (POST /api/register/{admin,manager,
 * pedagogical-supervisor,teacher}, by role id), the update (PUT /api/profiles/{id}) and the picture
 * (POST /api/profile/picture with the profile's id). Each refreshes the profiles root
 * (`WRITE_INVALIDATES.profileSaved`): the directory, the trainer list, the profile pages and searches.
 */
import { useMutation } from '@tanstack/react-query';
import { api, fetchProfile, fetchUser, useSession } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { ManagerCreate, ProfileUpdate, TeacherCreate } from '@irt/api/contract';
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

/** After a write of one's own profile, the session's user and profile (top bar, guard) are read again. */
async function refreshOwn(profileId: number) {
  if (useSession.getState().profile?.id === profileId) {
    await fetchUser().catch(() => undefined);
    await fetchProfile();
  }
}

export function useUpdateTeamMember(profileId: number) {
  const invalidate = useInvalidateAfter('profileSaved');
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.put('/profiles/:id', { params: { id: profileId }, body }),
    onSuccess: async () => {
      await invalidate();
      await refreshOwn(profileId);
    },
  });
}

export function useUploadPicture() {
  const invalidate = useInvalidateAfter('profileSaved');
  return useMutation({
    mutationFn: ({ profileId, file }: { profileId: number; file: File }) => {
      const form = new FormData();
      form.append('profile_id', String(profileId));
      form.append('profile_picture', file);
      return api.post('/profile/picture', { body: form });
    },
    onSuccess: async (_answer, { profileId }) => {
      await invalidate();
      await refreshOwn(profileId);
    },
  });
}
