/**
 * GET /api/pedagogical-supervisor/assigned-trainings?filter=…&page=…&per_page=20: 'Mes formations' of a
 * responsable pédagogique, the trainings whose team they belong to.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { TRAININGS_PER_PAGE } from '@irt/api/constants';
import type { TrainingFilter } from '../timeline';

export function assignedTrainingsQueryOptions(filter: TrainingFilter, page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'pedagogical-supervisor/assigned-trainings', { filter }, page] as const,
    queryFn: ({ signal }) =>
      getPage('/pedagogical-supervisor/assigned-trainings', {
        page,
        perPage: TRAININGS_PER_PAGE,
        query: { filter },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAssignedTrainings(filter: TrainingFilter, page: number, enabled = true) {
  return useQuery({ ...assignedTrainingsQueryOptions(filter, page), enabled });
}
