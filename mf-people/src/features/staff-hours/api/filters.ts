/**
 * The report's filter (training_id, profile_id, start_date, end_date,
 * ares_status_ids) as the address keeps it — French keys, read by the list controller — and as the API
 * takes it.
 */
import type { StaffHoursExportQuery } from '@irt/api/contract';

/** The filters' keys in the address and their defaults (absent: no filter). */
export const STAFF_HOURS_FILTER_KEYS = { formation: '', personne: '', du: '', au: '', ares: '' } as const;
export type StaffHoursFilterKey = keyof typeof STAFF_HOURS_FILTER_KEYS;
export type StaffHoursAddress = Readonly<Record<StaffHoursFilterKey, string>>;

export interface StaffHoursFilters {
  trainingId: number | null;
  profileId: number | null;
  /** First and last day of the period ('AAAA-MM-JJ', Paris days), '' when open. */
  from: string;
  to: string;
  aresStatusIds: number[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveId(value: string): number | null {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The filters of the address; a value that is not one (a hand-typed address) is left out. */
export function filtersFromAddress(address: StaffHoursAddress): StaffHoursFilters {
  return {
    trainingId: positiveId(address.formation),
    profileId: positiveId(address.personne),
    from: DAY.test(address.du) ? address.du : '',
    to: DAY.test(address.au) ? address.au : '',
    aresStatusIds: [...new Set(address.ares.split(',').map(positiveId).filter((id): id is number => id !== null))].sort((a, b) => a - b),
  };
}

/** The Ares statuses as the address writes them ('1,3'). */
export const aresToAddress = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

/** The API's query of these filters (the spec's names; the statuses as `ares_status_ids[]`). */
export function staffHoursQuery(filters: StaffHoursFilters): StaffHoursExportQuery {
  return {
    ...(filters.trainingId === null ? {} : { training_id: filters.trainingId }),
    ...(filters.profileId === null ? {} : { profile_id: filters.profileId }),
    ...(filters.from ? { start_date: filters.from } : {}),
    ...(filters.to ? { end_date: filters.to } : {}),
    ...(filters.aresStatusIds.length === 0 ? {} : { 'ares_status_ids[]': filters.aresStatusIds }),
  };
}

/** How many filters are on (the filter button's count). */
export function activeFilterCount(filters: StaffHoursFilters): number {
  return [filters.trainingId !== null, filters.profileId !== null, filters.from !== '', filters.to !== '', filters.aresStatusIds.length > 0].filter(Boolean).length;
}
