/**
 * GET /api/profiles-search?name=…&role_ids[]=…: the speaker search of the Équipe tab (spec 001 §2, §7):
 * roles 3 and 4 for a teacher, only 3 for a pedagogical supervisor.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { ProfileSearchQuery, RoleId, StaffType } from '@irt/api/contract';
import { ROLE } from '@irt/api/constants';

/** Role ids searched for each list of the team: responsable-pedagogique (3), intervenant (4). */
export const SPEAKER_ROLE_IDS: Record<StaffType, readonly RoleId[]> = {
  teachers: [ROLE['responsable-pedagogique'], ROLE.intervenant],
  pedagogical_supervisors: [ROLE['responsable-pedagogique']],
};

/** As in the top bar's search (spec 000 §5): a term containing '20' is a profile number, anything else a name. */
export function speakerSearchQuery(type: StaffType, term: string): ProfileSearchQuery {
  return { ...(term.includes('20') ? { profile_number: term } : { name: term }), 'role_ids[]': [...SPEAKER_ROLE_IDS[type]] };
}

export function speakerSearchQueryOptions(type: StaffType, term: string) {
  return queryOptions({
    queryKey: [...queryRoots.profiles, 'speakers', type, term] as const,
    queryFn: ({ signal }) => api.get('/profiles-search', { query: speakerSearchQuery(type, term), signal }),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}

export function useSpeakerSearch(type: StaffType, term: string) {
  return useQuery(speakerSearchQueryOptions(type, term));
}
