/** GET /api/trainings/{id}/trainees?status=valide: the trainees who receive documents, 30 per page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import { TRAINEES_PER_PAGE } from '@irt/api/constants';

export function validatedTraineesQueryOptions(trainingId: number, page: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainees', trainingId, { status: 'valide' }, page] as const,
    queryFn: ({ signal }) => getPage('/trainings/:id/trainees', { params: { id: trainingId }, page, perPage: TRAINEES_PER_PAGE, query: { status: 'valide' }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useValidatedTrainees(trainingId: number, page: number) {
  return useQuery(validatedTraineesQueryOptions(trainingId, page));
}
