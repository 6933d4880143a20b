/** GET /api/catalog/trainings?page=…&per_page=20&category_id=…: one page of the catalogue. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { CATALOGUE_PER_PAGE } from '@irt/api/constants';

/** Under the trainings root: a registration changes the cards' places and statuses. */
export const catalogueKeys = {
  all: [...queryRoots.trainings, 'catalogue'] as const,
  page: (page: number, categoryId: number | null) => [...catalogueKeys.all, categoryId, page] as const,
};

export function catalogueQueryOptions(page: number, categoryId: number | null) {
  return queryOptions({
    queryKey: catalogueKeys.page(page, categoryId),
    queryFn: ({ signal }) =>
      getPage('/catalog/trainings', {
        page,
        perPage: CATALOGUE_PER_PAGE,
        query: categoryId ? { category_id: categoryId } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogue(page: number, categoryId: number | null) {
  return useQuery(catalogueQueryOptions(page, categoryId));
}
