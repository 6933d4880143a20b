/** GET /api/trainings/month/{month}/{year}: the 42 days of the month's grid, each with its first trainings and the count of the others. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** `month` from 1 to 12. */
export function calendarMonthQueryOptions(month: number, year: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings/month', year, month] as const,
    queryFn: ({ signal }) => api.get('/trainings/month/:month/:year', { params: { month, year }, signal }),
  });
}

export function useCalendarMonth(month: number, year: number) {
  return useQuery(calendarMonthQueryOptions(month, year));
}
