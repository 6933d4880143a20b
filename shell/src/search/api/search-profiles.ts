/** The profile search of the top bar (spec §2.11, §7): GET /api/profiles-search. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, PROFILE_SEARCH_ROLE_IDS } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { ProfileSearchQuery, RoleId } from '@irt/api/contract';

export type ProfileSearchContext = keyof typeof PROFILE_SEARCH_ROLE_IDS;

/** Spec §5: an input containing '20' is a profile number, anything else a name. */
export function profileSearchQuery(term: string, context: ProfileSearchContext): ProfileSearchQuery {
  return {
    ...(term.includes('20') ? { profile_number: term } : { name: term }),
    // Sent as `role_ids[]=…`, once per role, as the API's PHP-style clients send it.
    'role_ids[]': [...(PROFILE_SEARCH_ROLE_IDS[context] as readonly RoleId[])],
  };
}

export function profileSearchQueryOptions(context: ProfileSearchContext, term: string) {
  return queryOptions({
    queryKey: [...queryRoots.profiles, 'search', context, term] as const,
    queryFn: ({ signal }) =>
      api.get('/profiles-search', { query: profileSearchQuery(term, context), signal }),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}

export function useProfileSearch(context: ProfileSearchContext, term: string) {
  return useQuery(profileSearchQueryOptions(context, term));
}

/** Where 'Voir le profil' leads, per search context. */
export const PROFILE_PAGE_BASE: Record<ProfileSearchContext, string> = {
  trainees: '/stagiaires',
  teachers: '/formateurs',
  team: '/equipe',
};
