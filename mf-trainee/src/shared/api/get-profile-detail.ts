/**
 * GET /api/profiles/{id}: the full profile (account form and 'Mes informations'). Under the profiles
 * root, so every write of a profile (here or in the staff's remotes) loads it again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export const profileDetailKeys = {
  one: (profileId: number) => [...queryRoots.profiles, 'detail', profileId] as const,
};

export function profileDetailQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: profileDetailKeys.one(profileId),
    queryFn: ({ signal }) => api.get('/profiles/:id', { params: { id: profileId }, signal }),
  });
}

/** The profile, or nothing while `profileId` is null (an account whose profile is still to be created). */
export function useProfileDetail(profileId: number | null) {
  return useQuery({ ...profileDetailQueryOptions(profileId ?? 0), enabled: profileId !== null });
}
