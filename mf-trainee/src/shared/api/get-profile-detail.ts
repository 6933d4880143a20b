/**
 * GET /api/profiles/{id}: the full profile (account form and 'Mes informations'). Under the profiles
 * root, so every write of a profile (here or in the staff's remotes) loads it again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { ProfileDetail } from '@irt/api/contract';

export const profileDetailKeys = {
  one: (profileId: number) => [...queryRoots.profiles, 'detail', profileId] as const,
};

export function profileDetailQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: profileDetailKeys.one(profileId),
    queryFn: ({ signal }) => http.get(`profiles/${profileId}`, { signal }).json<ProfileDetail>(),
  });
}

/** The profile, or nothing while `profileId` is null (an account whose profile is still to be created). */
export function useProfileDetail(profileId: number | null) {
  return useQuery({ ...profileDetailQueryOptions(profileId ?? 0), enabled: profileId !== null });
}
