/** GET /api/trainings/day/{date}: every training of one day of the calendar (the '+ k autres' dialog). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** `date`: 'YYYY-MM-DD', a Paris day. */
export function calendarDayQueryOptions(date: string) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings/day', date] as const,
    queryFn: ({ signal }) => api.get('/trainings/day/:date', { params: { date }, signal }),
  });
}

/** The trainings of `date`, asked for only while a day is shown (null: none). */
export function useCalendarDay(date: string | null) {
  return useQuery({ ...calendarDayQueryOptions(date ?? ''), enabled: date !== null });
}
