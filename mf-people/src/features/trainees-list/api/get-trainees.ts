/** GET /api/users/by-role/stagiaire?name=…&page=…&per_page=20: one page of the trainee list. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { TRAINEE_LIST_PER_PAGE } from '@irt/api/constants';

export function traineesQueryOptions(name: string, page: number) {
  return queryOptions({
    queryKey: [...queryRoots.profiles, 'trainees', { name }, page] as const,
    queryFn: ({ signal }) =>
      getPage('/users/by-role/stagiaire', { page, perPage: TRAINEE_LIST_PER_PAGE, query: name ? { name } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTrainees(name: string, page: number) {
  return useQuery(traineesQueryOptions(name, page));
}
