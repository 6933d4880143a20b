/**
 * The training searches of the top bar: GET /api/catalog/trainings/search (trainees,
 * and the catalogue page) or GET /api/trainings/search (staff, the first 100 results at once).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export type TrainingSearchSource = 'catalog' | 'staff';

export function trainingSearchQueryOptions(source: TrainingSearchSource, term: string) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'search', source, term] as const,
    queryFn: ({ signal }) =>
      source === 'catalog'
        ? api.get('/catalog/trainings/search', { query: { search: term }, signal })
        : api.get('/trainings/search', { query: { search_term: term, page: 1, per_page: 100 }, signal }),
    select: (answer) => answer.data,
    enabled: term !== '',
    // The previous results stay on screen while the next term is searched.
    placeholderData: keepPreviousData,
  });
}

export function useTrainingSearch(source: TrainingSearchSource, term: string) {
  return useQuery(trainingSearchQueryOptions(source, term));
}
