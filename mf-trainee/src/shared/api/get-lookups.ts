/**
 * The reference lists of the profile forms (GET /api/genres, /api/degrees, …, /api/vehicle-categories):
 * one query per list under the lookups root, which the reference editor invalidates. They change
 * rarely, so they are kept for the whole visit once read.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { NamedItem, VehicleCategory } from '@irt/api/contract';

/** Lists answered as `{ id, name }` items. */
export type NamedLookup =
  | 'genres'
  | 'degrees'
  | 'professional-situations'
  | 'professional-categories'
  | 'activity-sectors'
  | 'company-sizes'
  | 'unions'
  | 'mandates'
  | 'councils'
  | 'council-sections';

export function lookupQueryOptions(list: NamedLookup) {
  return queryOptions({
    queryKey: [...queryRoots.lookups, list] as const,
    queryFn: ({ signal }) => http.get(list, { signal }).json<NamedItem[]>(),
    staleTime: Infinity,
  });
}

export function useLookup(list: NamedLookup) {
  return useQuery(lookupQueryOptions(list));
}

export function vehicleCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.lookups, 'vehicle-categories'] as const,
    queryFn: ({ signal }) => http.get('vehicle-categories', { signal }).json<VehicleCategory[]>(),
    staleTime: Infinity,
  });
}

export function useVehicleCategories() {
  return useQuery(vehicleCategoriesQueryOptions());
}

/** The name of item `id` in a list, or null while the list loads or when the id is unknown. */
export function nameOf(items: readonly NamedItem[] | undefined, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return items?.find((item) => item.id === id)?.name ?? null;
}
