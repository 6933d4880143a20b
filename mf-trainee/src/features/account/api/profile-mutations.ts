/**
 * POST /api/profiles (the first section creates the profile), PUT /api/profiles/{id} (each section
 * saves its own fields), POST /api/update-email (main email: asks for the current password, changes once the
 * new address follows its link).
 */
import { http } from '@irt/shared-auth';
import type { MessageResponse, ProfileCreate, ProfileSaved, ProfileUpdate, UpdateEmail } from '@irt/api/contract';
import { useProfileWrite } from './use-profile-write';

export function useCreateProfile() {
  return useProfileWrite((body: ProfileCreate) => http.post('profiles', { json: body }).json<ProfileSaved>());
}

export function useUpdateProfile(profileId: number | null) {
  return useProfileWrite((body: ProfileUpdate) => http.put(`profiles/${profileId}`, { json: body }).json<ProfileSaved>(), profileId);
}

export function useUpdateEmail() {
  return useProfileWrite((body: UpdateEmail) => http.post('update-email', { json: body }).json<MessageResponse>());
}
