/** GET /api/financial-report/{paymentOrderId}?page=…&per_page=10: the régie's payments grouped by training. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REGIE_PAGE_SIZE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function regieReportQueryOptions(regieId: number, page: number) {
  return queryOptions({
    queryKey: [...queryRoots.expenses, 'regie', 'report', regieId, page] as const,
    queryFn: ({ signal }) => getPage('/financial-report/:paymentOrderId', { params: { paymentOrderId: regieId }, page, perPage: REGIE_PAGE_SIZE, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRegieReport(regieId: number | null, page: number) {
  return useQuery({ ...regieReportQueryOptions(regieId ?? 0, page), enabled: regieId !== null });
}
