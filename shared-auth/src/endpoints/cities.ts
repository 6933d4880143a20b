/**
 * GET /api/cities?zip_code=…: the communes of a 5-digit postal code, for a person's address (trainee
 * account, team member) and a training place (reference editor).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryRoots } from '../query/keys';

export const ZIP_CODE_PATTERN = /^[0-9]{5}$/;

export function citiesQueryOptions(zipCode: string) {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'cities', zipCode] as const,
    queryFn: ({ signal }) => api.get('/cities', { query: { zip_code: zipCode }, signal }),
    staleTime: Infinity,
  });
}

/** The communes of `zipCode`; nothing is asked until it has its 5 digits. */
export function useCities(zipCode: string) {
  return useQuery({ ...citiesQueryOptions(zipCode), enabled: ZIP_CODE_PATTERN.test(zipCode) });
}
