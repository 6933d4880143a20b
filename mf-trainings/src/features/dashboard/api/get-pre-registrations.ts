/** GET /api/registrations?status=preinscription: pre-registrations to process, oldest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function preRegistrationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.registrations, 'registrations', { status: 'preinscription' }, page] as const,
    queryFn: ({ signal }) =>
      getPage('/registrations', { page, perPage: DASHBOARD_PER_PAGE, query: { status: 'preinscription' }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePreRegistrations(page: number) {
  return useQuery(preRegistrationsQueryOptions(page));
}
