/** GET /api/cities?zip_code=…: the communes of a 5-digit postal code (spec 002 §5). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { CitySummary } from '@irt/api/contract';

export const ZIP_CODE_PATTERN = /^[0-9]{5}$/;

export function citiesQueryOptions(zipCode: string) {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'cities', zipCode] as const,
    queryFn: ({ signal }) => http.get('cities', { searchParams: { zip_code: zipCode }, signal }).json<CitySummary[]>(),
    staleTime: Infinity,
  });
}

/** The communes of `zipCode`; nothing is asked until it has its 5 digits. */
export function useCities(zipCode: string) {
  return useQuery({ ...citiesQueryOptions(zipCode), enabled: ZIP_CODE_PATTERN.test(zipCode) });
}
