/** The profile search of the top bar (spec §2.11, §7): GET /api/profiles-search. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, PROFILE_SEARCH_ROLE_IDS } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { ProfileSearchItem, RoleId } from '@irt/api/contract';

export type ProfileSearchContext = keyof typeof PROFILE_SEARCH_ROLE_IDS;

/** Spec §5: an input containing '20' is a profile number, anything else a name. */
export function profileSearchParams(term: string, context: ProfileSearchContext): URLSearchParams {
  const params = new URLSearchParams();
  params.set(term.includes('20') ? 'profile_number' : 'name', term);
  for (const id of PROFILE_SEARCH_ROLE_IDS[context] as readonly RoleId[]) params.append('role_ids[]', String(id));
  return params;
}

export function profileSearchQueryOptions(context: ProfileSearchContext, term: string) {
  return queryOptions({
    queryKey: [...queryRoots.profiles, 'search', context, term] as const,
    queryFn: ({ signal }) =>
      http.get('profiles-search', { searchParams: profileSearchParams(term, context), signal }).json<ProfileSearchItem[]>(),
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
