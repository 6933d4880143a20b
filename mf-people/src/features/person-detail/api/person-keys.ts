/**
 * The keys of a person's lists on their page; the profile itself is read with `useProfile` of
 * `@irt/shared-auth/endpoints` (one copy of a profile in the cache, whichever remote reads it).
 */
import { queryRoots } from '@irt/shared-auth/query';

export const personKeys = {
  trainings: (profileId: number, page: number) => [...queryRoots.profiles, 'detail', profileId, 'trainings', page] as const,
  expenses: (profileId: number) => [...queryRoots.expenses, 'person', profileId] as const,
};
