/** GET /api/trainings/without-attendance-sheets: trainings whose attendance is still to enter. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';

export function trainingsWithoutAttendanceSheetsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings/without-attendance-sheets', page] as const,
    queryFn: ({ signal }) =>
      getPage('/trainings/without-attendance-sheets', {
        page,
        perPage: DASHBOARD_PER_PAGE,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTrainingsWithoutAttendanceSheets(page: number) {
  return useQuery(trainingsWithoutAttendanceSheetsQueryOptions(page));
}
