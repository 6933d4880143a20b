/** GET /api/trainings/{id}/trainees: the trainees of a training, 30 per page, optionally of one status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import type { RegistrationStatusSlug } from '@irt/api/contract';
import { TRAINEES_PER_PAGE } from '@irt/api/constants';

/** The API's page size of this list. */

/** Under the trainings root: any write on the training (status, unregistration, documents) reloads it. */
export const traineesKeys = {
  all: (trainingId: number) => [...queryRoots.trainings, 'trainees', trainingId] as const,
  page: (trainingId: number, status: RegistrationStatusSlug | null, page: number) => [...traineesKeys.all(trainingId), { status }, page] as const,
};

export function trainingTraineesQueryOptions(trainingId: number, status: RegistrationStatusSlug | null, page: number) {
  return queryOptions({
    queryKey: traineesKeys.page(trainingId, status, page),
    queryFn: ({ signal }) =>
      getPage('/trainings/:id/trainees', {
        params: { id: trainingId },
        page,
        perPage: TRAINEES_PER_PAGE,
        query: status ? { status } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTrainingTrainees(trainingId: number, status: RegistrationStatusSlug | null, page: number) {
  return useQuery(trainingTraineesQueryOptions(trainingId, status, page));
}
