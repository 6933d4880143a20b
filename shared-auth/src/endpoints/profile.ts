/**
 * A person's profile, read and written by the trainee's remote (account form, 'Mes informations',
 * registration) and the staff's (person page, team member form): GET and PUT /api/profiles/{id},
 * POST /api/profile/picture, POST /api/update-email.
 *
 * Every write of a profile (the email's request aside, which changes nothing yet) ends the same way: the profiles root loads again (`profileSaved`: the
 * profile, the lists and searches showing it), and when the caller wrote their own profile the session's
 * user and profile are read again, so the top bar, the guard and the dashboard's completion follow at once.
 * Someone editing another person's profile keeps their session as it is.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ProfileUpdate, UpdateEmail } from '@irt/api/contract';
// Through the package's own entry (not '../session'): the one session store the shell and every remote share.
import { fetchProfile, fetchUser, useSession } from '@irt/shared-auth';
import { api } from '../api-client';
import { queryRoots, useInvalidateAfter } from '../query/keys';

/** Under the profiles root: every write of a profile (in any remote) loads it again. */
export const profileKeys = {
  detail: (profileId: number) => [...queryRoots.profiles, 'detail', profileId] as const,
};

export function profileQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: profileKeys.detail(profileId),
    queryFn: ({ signal }) => api.get('/profiles/:id', { params: { id: profileId }, signal }),
  });
}

/** The full profile, with the fields the server lets this reader see; nothing is asked while `profileId` is null. */
export function useProfile(profileId: number | null) {
  return useQuery({ ...profileQueryOptions(profileId ?? 0), enabled: profileId !== null });
}

/**
 * A mutation writing a profile, with the common ending above. `writtenProfile`: the profile written, a
 * number or read from the mutation's input; absent or null for the caller's own (creation, main email).
 */
export function useProfileWrite<T, R>(write: (input: T) => Promise<R>, writtenProfile?: number | null | ((input: T) => number)) {
  const invalidate = useInvalidateAfter('profileSaved');
  return useMutation({
    mutationFn: write,
    onSuccess: async (_answer, input) => {
      const profileId = typeof writtenProfile === 'function' ? writtenProfile(input) : writtenProfile;
      const own = profileId === undefined || profileId === null || profileId === useSession.getState().profile?.id;
      const invalidated = invalidate();
      await Promise.all(own ? [invalidated, fetchUser().catch(() => undefined), fetchProfile()] : [invalidated]);
    },
  });
}

/** PUT /api/profiles/{id}: the fields sent; a profile still to be created (null) cannot be updated. */
export function useUpdateProfile(profileId: number | null) {
  return useProfileWrite((body: ProfileUpdate) => {
    if (profileId === null) throw new Error('Le profil doit être créé avant d’être modifié.');
    return api.put('/profiles/:id', { params: { id: profileId }, body });
  }, profileId);
}

export interface PictureUpload {
  profileId: number;
  /** PNG or JPEG; the server checks it by its content. */
  file: File;
}

/** POST /api/profile/picture (multipart, with the profile's id). */
export function useUploadProfilePicture() {
  return useProfileWrite(
    ({ profileId, file }: PictureUpload) => {
      const form = new FormData();
      form.append('profile_id', String(profileId));
      form.append('profile_picture', file);
      return api.post('/profile/picture', { body: form });
    },
    ({ profileId }) => profileId,
  );
}

/**
 * POST /api/update-email: the caller's own main email, with their current password. Nothing changes
 * until the new address follows the link the server sends, so nothing is read again.
 */
export function useUpdateEmail() {
  return useMutation({ mutationFn: (body: UpdateEmail) => api.post('/update-email', { body }) });
}
