/**
 * GET /api/profiles/{id}: the logged-in trainee's full profile, for the wizard's 'Vérifiez votre
 * profil' step (address, work, union, mandates, completion and the missing-field messages).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { ProfileDetail } from '@irt/api/contract';

/** Under the profiles root: the account form invalidates it when the trainee saves their profile. */
export const profileDetailKeys = {
  one: (profileId: number) => [...queryRoots.profiles, 'detail', profileId] as const,
};

export function profileDetailQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: profileDetailKeys.one(profileId),
    queryFn: ({ signal }) => http.get(`profiles/${profileId}`, { signal }).json<ProfileDetail>(),
  });
}

/** `profileId` undefined (no profile in the session): nothing is asked. */
export function useOwnProfileDetail(profileId: number | undefined) {
  return useQuery({ ...profileDetailQueryOptions(profileId ?? 0), enabled: profileId !== undefined });
}
