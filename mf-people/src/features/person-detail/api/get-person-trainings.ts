/** GET /api/profiles/{id}/trainings?page=…: the person's trainings, 10 a page, most recent first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@irt/shared-auth/query';
import { PERSON_TRAININGS_PER_PAGE } from '@irt/api/constants';
import { personKeys } from './person-keys';

export function personTrainingsQueryOptions(profileId: number, page: number) {
  return queryOptions({
    queryKey: personKeys.trainings(profileId, page),
    queryFn: ({ signal }) => getPage('/profiles/:id/trainings', { page, perPage: PERSON_TRAININGS_PER_PAGE, params: { id: profileId }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePersonTrainings(profileId: number, page: number) {
  return useQuery(personTrainingsQueryOptions(profileId, page));
}
