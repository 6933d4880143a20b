/**
 * GET /api/profiles-search?name=…&role_ids[]=…: the speaker search of the Équipe tab (spec 001 §2, §7):
 * roles 3 and 4 for a teacher, only 3 for a pedagogical supervisor.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { ProfileSearchItem, StaffType } from '@irt/api/contract';
import { ROLE } from '@irt/api/constants';

/** Role ids searched for each list of the team: responsable-pedagogique (3), intervenant (4). */
export const SPEAKER_ROLE_IDS: Record<StaffType, readonly number[]> = {
  teachers: [ROLE['responsable-pedagogique'], ROLE.intervenant],
  pedagogical_supervisors: [ROLE['responsable-pedagogique']],
};

/** As in the top bar's search (spec 000 §5): a term containing '20' is a profile number, anything else a name. */
export function speakerSearchParams(type: StaffType, term: string): URLSearchParams {
  const params = new URLSearchParams({ [term.includes('20') ? 'profile_number' : 'name']: term });
  for (const id of SPEAKER_ROLE_IDS[type]) params.append('role_ids[]', String(id));
  return params;
}

export function speakerSearchQueryOptions(type: StaffType, term: string) {
  return queryOptions({
    queryKey: [...queryRoots.profiles, 'speakers', type, term] as const,
    queryFn: ({ signal }) => http.get('profiles-search', { searchParams: speakerSearchParams(type, term), signal }).json<ProfileSearchItem[]>(),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}

export function useSpeakerSearch(type: StaffType, term: string) {
  return useQuery(speakerSearchQueryOptions(type, term));
}
