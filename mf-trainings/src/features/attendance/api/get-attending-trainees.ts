/**
 * GET /api/trainings/{id}/trainees, every page: the trainees who take part in the training (Validé and
 * En attente; Refusé and Préinscription are left out of the attendance).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import type { TrainingTrainee } from '@irt/api/contract';

/** The API's largest page: most trainings fit in one request. */
const PAGE_SIZE = 100;
const ATTENDING: readonly string[] = ['valide', 'en_attente'];

export async function fetchAttendingTrainees(trainingId: number, signal?: AbortSignal): Promise<TrainingTrainee[]> {
  const all: TrainingTrainee[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getPage('/trainings/:id/trainees', { params: { id: trainingId }, page, perPage: PAGE_SIZE, signal });
    all.push(...answer.data);
    if (page >= answer.last_page) break;
  }
  return all.filter((trainee) => ATTENDING.includes(trainee.registration_status.slug)).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

export function attendingTraineesQueryOptions(trainingId: number) {
  return queryOptions({
    queryKey: [...queryRoots.trainings, 'trainees', trainingId, 'attending'] as const,
    queryFn: ({ signal }) => fetchAttendingTrainees(trainingId, signal),
  });
}

export function useAttendingTrainees(trainingId: number) {
  return useQuery(attendingTraineesQueryOptions(trainingId));
}
