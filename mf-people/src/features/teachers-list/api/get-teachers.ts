/** GET /api/teachers?name=…&page=…&per_page=10: one page of the trainer list. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { TEACHER_LIST_PER_PAGE } from '@irt/api/constants';

export function teachersQueryOptions(name: string, page: number) {
  return queryOptions({
    queryKey: [...queryRoots.profiles, 'teachers', { name }, page] as const,
    queryFn: ({ signal }) => getPage('/teachers', { page, perPage: TEACHER_LIST_PER_PAGE, query: name ? { name } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTeachers(name: string, page: number) {
  return useQuery(teachersQueryOptions(name, page));
}
