/**
 * GET /api/profiles/{id}: a team member's full profile (the profile page and the account form). The
 * key is the one every remote uses for a profile, under the profiles root, so any profile write reloads it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export const profileKeys = {
  one: (profileId: number) => [...queryRoots.profiles, 'detail', profileId] as const,
};

export function profileQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: profileKeys.one(profileId),
    queryFn: ({ signal }) => api.get('/profiles/:id', { params: { id: profileId }, signal }),
  });
}

/** The profile, or nothing while `profileId` is null. */
export function useProfile(profileId: number | null) {
  return useQuery({ ...profileQueryOptions(profileId ?? 0), enabled: profileId !== null });
}
