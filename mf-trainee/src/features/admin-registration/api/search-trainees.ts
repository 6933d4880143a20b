/**
 * GET /api/profiles-search?name=…&role_ids[]=5: the trainees the administrator may register (the
 * slide-over 'Inscrire un stagiaire'), searched as the top bar searches them (spec 000 §5: a term
 * containing '20' is a profile number, anything else a name).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, PROFILE_SEARCH_ROLE_IDS } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { ProfileSearchItem } from '@irt/api/contract';

export function traineeSearchParams(term: string): URLSearchParams {
  const params = new URLSearchParams({ [term.includes('20') ? 'profile_number' : 'name']: term });
  for (const id of PROFILE_SEARCH_ROLE_IDS.trainees) params.append('role_ids[]', String(id));
  return params;
}

export function traineeSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: [...queryRoots.profiles, 'trainee-search', term] as const,
    queryFn: ({ signal }) => http.get('profiles-search', { searchParams: traineeSearchParams(term), signal }).json<ProfileSearchItem[]>(),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}

export function useTraineeSearch(term: string) {
  return useQuery(traineeSearchQueryOptions(term));
}
