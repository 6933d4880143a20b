/**
 * GET /api/trainings?timeline=…&current_page=…&per_page=…: one page of the staff's trainings, for the
 * trainings list (20 per page, its four filters) and the dashboard's 'Formations en cours' (7 per page).
 * This call names its page `current_page`. The page size is part of the key, so the two never share a page.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import type { TrainingTimeline } from '@irt/api/contract';

export type TrainingsTimeline = TrainingTimeline | 'all';

export function trainingsPageQueryOptions(timeline: TrainingsTimeline, page: number, perPage: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainings', { timeline, perPage }, page] as const,
    queryFn: ({ signal }) => getPage('/trainings', { page, perPage, pageParam: 'current_page', query: { timeline }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTrainingsPage(timeline: TrainingsTimeline, page: number, perPage: number, enabled = true) {
  return useQuery({ ...trainingsPageQueryOptions(timeline, page, perPage), enabled });
}
