/**
 * POST /api/profiles (the first section creates the profile), PUT /api/profiles/{id} (each section
 * saves its own fields), POST /api/update-email (main email: asks for the current password, changes once the
 * new address follows its link).
 */
import { api } from '@irt/shared-auth';
import type { ProfileCreate, ProfileUpdate, UpdateEmail } from '@irt/api/contract';
import { useProfileWrite } from './use-profile-write';

export function useCreateProfile() {
  return useProfileWrite((body: ProfileCreate) => api.post('/profiles', { body }));
}

export function useUpdateProfile(profileId: number | null) {
  return useProfileWrite((body: ProfileUpdate) => {
    // Sections save their fields only once the first one created the profile.
    if (profileId === null) throw new Error('Le profil doit être créé avant d’être modifié.');
    return api.put('/profiles/:id', { params: { id: profileId }, body });
  }, profileId);
}

export function useUpdateEmail() {
  return useProfileWrite((body: UpdateEmail) => api.post('/update-email', { body }));
}
