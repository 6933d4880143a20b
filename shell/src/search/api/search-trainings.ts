/**
 * The training searches of the top bar: GET /api/catalog/trainings/search (trainees, and the catalogue
 * page) or the staff's search (`staffTrainingSearchQueryOptions` of `@irt/shared-auth/endpoints`).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { staffTrainingSearchQueryOptions } from '@irt/shared-auth/endpoints';
import { queryRoots } from '@irt/shared-auth/query';

export type TrainingSearchSource = 'catalog' | 'staff';

function catalogSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'search', 'catalog', term] as const,
    queryFn: ({ signal }) => api.get('/catalog/trainings/search', { query: { search: term }, signal }),
    select: (answer) => answer.data,
    enabled: term !== '',
    // The previous results stay on screen while the next term is searched.
    placeholderData: keepPreviousData,
  });
}

/** The search of `source`; the other one asks nothing. */
export function useTrainingSearch(source: TrainingSearchSource, term: string) {
  const catalog = useQuery({ ...catalogSearchQueryOptions(term), enabled: source === 'catalog' && term !== '' });
  const staff = useQuery({ ...staffTrainingSearchQueryOptions(term), enabled: source === 'staff' && term !== '' });
  return source === 'catalog' ? catalog : staff;
}
