/**
 * GET /api/profiles-search?name=…&role_ids[]=5: the trainees the administrator may register (the
 * slide-over 'Inscrire un stagiaire'), searched as the top bar searches them (spec 000 §5: a term
 * containing '20' is a profile number, anything else a name).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, PROFILE_SEARCH_ROLE_IDS } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { ProfileSearchQuery } from '@irt/api/contract';

export function traineeSearchQuery(term: string): ProfileSearchQuery {
  return { ...(term.includes('20') ? { profile_number: term } : { name: term }), 'role_ids[]': [...PROFILE_SEARCH_ROLE_IDS.trainees] };
}

export function traineeSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: [...queryRoots.profiles, 'trainee-search', term] as const,
    queryFn: ({ signal }) => api.get('/profiles-search', { query: traineeSearchQuery(term), signal }),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}

export function useTraineeSearch(term: string) {
  return useQuery(traineeSearchQueryOptions(term));
}
