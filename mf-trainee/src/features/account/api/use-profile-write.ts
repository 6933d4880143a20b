/**
 * Every write of the account form ends the same way: the profile and the lists showing it load again
 * (profiles root), and, when the caller wrote their own profile, the session's user and profile are
 * read again, so the completion of the dashboard and the name and picture of the top bar follow at once.
 * An administrator editing another account (/modifier-un-compte/{id}) keeps their session as it is.
 */
import { useMutation } from '@tanstack/react-query';
import { fetchProfile, fetchUser, useSession } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

/** `profileId`: the profile written; absent for the caller's own (creation, main email). */
export function useProfileWrite<T, R>(write: (input: T) => Promise<R>, profileId?: number | null) {
  const invalidate = useInvalidateAfter('profileSaved');
  const ownProfileId = useSession((state) => state.profile?.id ?? null);
  const own = profileId === undefined || profileId === null || profileId === ownProfileId;
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      const invalidated = invalidate();
      await Promise.all(own ? [invalidated, fetchUser().catch(() => undefined), fetchProfile()] : [invalidated]);
    },
  });
}
