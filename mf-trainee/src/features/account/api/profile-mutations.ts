/**
 * POST /api/profiles: the first section creates the caller's profile. Each section then saves its own
 * fields with `useUpdateProfile` (PUT /api/profiles/{id}) and the main email changes with `useUpdateEmail`
 * (POST /api/update-email), both of `@irt/shared-auth/endpoints`.
 */
import { api } from '@irt/shared-auth';
import { useProfileWrite } from '@irt/shared-auth/endpoints';
import type { ProfileCreate } from '@irt/api/contract';

export function useCreateProfile() {
  return useProfileWrite((body: ProfileCreate) => api.post('/profiles', { body }));
}
