/** The training picker of the report's filter: GET /api/trainings/search (staff), 600 ms after the last keystroke. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingSearchItem } from '@irt/api/contract';
import { api } from '@irt/shared-auth';
import { queryRoots, searchView, useDebouncedTerm } from '@irt/shared-auth/query';

/** Trainings offered at once (training search size 100). */
export const TRAINING_SEARCH_SIZE = 100;

function trainingSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'search', 'staff-hours', term] as const,
    queryFn: async ({ signal }): Promise<TrainingSearchItem[]> =>
      (await api.get('/trainings/search', { query: { search_term: term, page: 1, per_page: TRAINING_SEARCH_SIZE }, signal })).data,
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}

export function useTrainingSearch(input: string) {
  const debounced = useDebouncedTerm(input);
  const query = useQuery(trainingSearchQueryOptions(debounced.term));
  return { ...debounced, ...searchView(input, debounced, query) };
}
