/**
 * GET /api/trainee/trainings/{upcoming|past}?status=…: the trainee's own registrations,
 * one page at a time.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PER_PAGE } from '@irt/api/constants';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import type { RegistrationStatusSlug } from '@irt/api/contract';

export type TraineeTimeline = 'upcoming' | 'past';

/**
 * Query keys, from the widest to the narrowest: a write that changes the trainee's registrations
 * (a pre-registration, a cancellation) invalidates `traineeTrainingKeys.all`, and every group and page
 * loads again.
 */
export const traineeTrainingKeys = {
  all: queryRoots.traineeTrainings,
  timeline: (timeline: TraineeTimeline) => [...traineeTrainingKeys.all, timeline] as const,
  list: (timeline: TraineeTimeline, status: RegistrationStatusSlug, page: number) =>
    [...traineeTrainingKeys.timeline(timeline), status, page] as const,
};

export function traineeTrainingsQueryOptions(timeline: TraineeTimeline, status: RegistrationStatusSlug, page: number) {
  return queryOptions({
    queryKey: traineeTrainingKeys.list(timeline, status, page),
    queryFn: ({ signal }) =>
      getPage(`/trainee/trainings/${timeline}`, { page, perPage: DASHBOARD_PER_PAGE, query: { status }, signal }),
    // On a page change the current rows stay (dimmed) until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useTraineeTrainings(timeline: TraineeTimeline, status: RegistrationStatusSlug, page: number) {
  return useQuery(traineeTrainingsQueryOptions(timeline, status, page));
}
