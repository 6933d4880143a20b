/** GET /api/quality/results: the satisfaction results of a year per theme (the Qualité page). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** Under the trainings root: an evaluation, an absence or a registration's status refreshes it. */
export const qualityKeys = {
  all: [...queryRoots.trainings, 'quality'] as const,
  ofYear: (year: number | null) => [...qualityKeys.all, year] as const,
};

/** `year` null: the current year, as the server reads it in Paris. */
export function qualityResultsQueryOptions(year: number | null) {
  return queryOptions({
    queryKey: qualityKeys.ofYear(year),
    queryFn: ({ signal }) => api.get('/quality/results', { query: year === null ? {} : { year }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useQualityResults(year: number | null) {
  return useQuery(qualityResultsQueryOptions(year));
}
