/** The two global searches of the top bar (spec §2.10, §2.11, §7). */
import type { ProfileSearchItem, RoleId, TrainingSearchItem } from '@irt/api/contract';
import { http, PROFILE_SEARCH_ROLE_IDS } from '@irt/shared-auth';

export type TrainingSearchSource = 'catalog' | 'staff';
export type ProfileSearchContext = keyof typeof PROFILE_SEARCH_ROLE_IDS;

/** Search answers come either as a list or wrapped in `data` (paged answers). */
function itemsOf<T>(answer: T[] | { data: T[] }): T[] {
  return Array.isArray(answer) ? answer : answer.data ?? [];
}

/**
 * Catalogue search (trainees, and the catalogue page) or the staff training list search.
 * Staff search asks for the first 100 results at once.
 */
export async function searchTrainings(
  source: TrainingSearchSource,
  term: string,
  signal?: AbortSignal,
): Promise<TrainingSearchItem[]> {
  const request =
    source === 'catalog'
      ? http.get('catalog/trainings/search', { searchParams: { search: term }, signal })
      : http.get('trainings/search', { searchParams: { search_term: term, page: 1, per_page: 100 }, signal });
  return itemsOf(await request.json<TrainingSearchItem[] | { data: TrainingSearchItem[] }>());
}

/** Spec §5: an input containing '20' is a profile number, anything else a name. */
export function profileSearchParams(term: string, context: ProfileSearchContext): URLSearchParams {
  const params = new URLSearchParams();
  params.set(term.includes('20') ? 'profile_number' : 'name', term);
  for (const id of PROFILE_SEARCH_ROLE_IDS[context] as readonly RoleId[]) params.append('role_ids[]', String(id));
  return params;
}

export async function searchProfiles(
  context: ProfileSearchContext,
  term: string,
  signal?: AbortSignal,
): Promise<ProfileSearchItem[]> {
  const answer = await http
    .get('profiles-search', { searchParams: profileSearchParams(term, context), signal })
    .json<ProfileSearchItem[] | { data: ProfileSearchItem[] }>();
  return itemsOf(answer);
}

/** Where 'Voir le profil' leads, per search context. */
export const PROFILE_PAGE_BASE: Record<ProfileSearchContext, string> = {
  trainees: '/stagiaires',
  teachers: '/formateurs',
  team: '/equipe',
};
