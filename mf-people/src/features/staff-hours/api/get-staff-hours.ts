/** GET /api/trainings/with-staff?current_page=…&per_page=20&…filters: one page of the trainer hours report. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { STAFF_HOURS_PER_PAGE } from '@irt/api/constants';
import { staffHoursQuery, type StaffHoursFilters } from './filters';

/** Under the trainings root: a change to a training's team (hours, Ares status) refreshes the report. */
export function staffHoursQueryOptions(filters: StaffHoursFilters, page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'with-staff', filters, page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/with-staff', { page, perPage: STAFF_HOURS_PER_PAGE, pageParam: 'current_page', query: staffHoursQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffHours(filters: StaffHoursFilters, page: number) {
  return useQuery(staffHoursQueryOptions(filters, page));
}
