/**
 * The reference lists (GET /api/{list}), for every remote: one table of the lists and the type of their
 * items, one query key per list under the lookups root (the reference editor invalidates that root), one
 * freshness. Every remote shares one query client, so a list read by one is not read again by another.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AresStatus,
  NamedItem,
  ReferenceItem,
  ReferralSource,
  Seniority,
  TrainingCategory,
  TrainingDuration,
  TrainingPlace,
  TrainingStatus,
  TrainingTheme,
  TrainingType,
  Union,
  VehicleCategory,
} from '@irt/api/contract';
import { api } from '../api-client';
import { queryRoots } from './keys';

/** Each list's path under /api and the items it answers. */
export interface LookupLists {
  'training-categories': TrainingCategory;
  'training-themes': TrainingTheme;
  'training-types': TrainingType;
  'training-places': TrainingPlace;
  'training-statuses': TrainingStatus;
  'ares-statuses': AresStatus;
  unions: Union;
  seniorities: Seniority;
  'training-durations': TrainingDuration;
  'referral-sources': ReferralSource;
  'vehicle-categories': VehicleCategory;
  genres: NamedItem;
  degrees: ReferenceItem;
  'professional-situations': ReferenceItem;
  'professional-categories': ReferenceItem;
  'activity-sectors': ReferenceItem;
  'company-sizes': ReferenceItem;
  mandates: ReferenceItem;
  councils: ReferenceItem;
  'council-sections': ReferenceItem;
  'employment-statuses': NamedItem;
}

export type LookupList = keyof LookupLists;

/** A reference list changes rarely, and only through the reference editor (which invalidates them). */
export const LOOKUP_STALE_TIME_MS = 10 * 60_000;

export const lookupKey = (list: LookupList) => [...queryRoots.lookups, list] as const;

/** Every list is a GET without params nor query: the call is checked once for all of them together. */
const getList: (path: `/${LookupList}`, options: { signal: AbortSignal }) => Promise<LookupLists[LookupList][]> = api.get;

function getLookup<L extends LookupList>(list: L, signal: AbortSignal): Promise<LookupLists[L][]> {
  // The answer of `/${L}` is that list's items (the check above covers the lists together).
  return getList(`/${list}`, { signal }) as Promise<LookupLists[L][]>;
}

export function lookupQueryOptions<L extends LookupList>(list: L) {
  return queryOptions({
    queryKey: lookupKey(list),
    queryFn: ({ signal }) => getLookup(list, signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });
}

/** The items of a reference list; `enabled` false leaves it unloaded (a field not shown yet). */
export function useLookup<L extends LookupList>(list: L, enabled = true) {
  return useQuery({ ...lookupQueryOptions(list), enabled });
}
