/**
 * GET /api/trainings/search: the staff's search of trainings by title, the first 100 results at once
 * (the API's largest page) — the top bar's search and the training picker of the trainer hours report.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingSearchItem } from '@irt/api/contract';
import { MAX_PER_PAGE } from '@irt/api/constants';
import { api } from '../api-client';
import { queryRoots } from '../query/keys';
import { searchView, useDebouncedTerm, type DebouncedTerm, type SearchView } from '../query/search';

/** Under the trainings root, so a write of a training refreshes the searches too. */
export function staffTrainingSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'search', 'staff', term] as const,
    queryFn: ({ signal }) => api.get('/trainings/search', { query: { search_term: term, page: 1, per_page: MAX_PER_PAGE }, signal }),
    select: (answer) => answer.data,
    enabled: term !== '',
    // The previous results stay on screen while the next term is searched.
    placeholderData: keepPreviousData,
  });
}

/**
 * The trainings matching what the user typed in `input`, searched 600 ms after the last keystroke: the
 * results, the progress and the empty state to show.
 */
export function useStaffTrainingSearch(input: string): SearchView<TrainingSearchItem> & DebouncedTerm {
  const debounced = useDebouncedTerm(input);
  const query = useQuery(staffTrainingSearchQueryOptions(debounced.term));
  return { ...debounced, ...searchView(input, debounced, query) };
}
