/** GET /api/profiles/{id}: the person's full profile, with the fields the server lets this reader see. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** The same key as the account form's reading of a profile: one copy of a profile in the cache. */
export const personKeys = {
  one: (profileId: number) => [...queryRoots.profiles, 'detail', profileId] as const,
  trainings: (profileId: number, page: number) => [...queryRoots.profiles, 'detail', profileId, 'trainings', page] as const,
  expenses: (profileId: number) => [...queryRoots.expenses, 'person', profileId] as const,
};

export function personQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: personKeys.one(profileId),
    queryFn: ({ signal }) => api.get('/profiles/:id', { params: { id: profileId }, signal }),
  });
}

export function usePerson(profileId: number, enabled = true) {
  return useQuery({ ...personQueryOptions(profileId), enabled });
}
