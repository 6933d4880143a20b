/**
 * GET /api/trainings/{id}/trainees: the trainees of a training, as three screens read them — the
 * 'Stagiaires' tab (30 per page, optionally of one status), the documents tab (the validated ones, 30
 * per page) and the attendance (every page, only the trainees who take part).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryRoots } from '@irt/shared-auth/query';
import type { RegistrationStatusSlug, TrainingTrainee } from '@irt/api/contract';
import { MAX_PER_PAGE, TRAINEES_PER_PAGE } from '@irt/api/constants';

/** Under the trainings root: any write on the training (status, unregistration, documents) reloads it. */
export const traineesKeys = {
  all: (trainingId: number) => [...queryRoots.trainings, 'trainees', trainingId] as const,
  page: (trainingId: number, status: RegistrationStatusSlug | null, page: number) => [...traineesKeys.all(trainingId), { status }, page] as const,
  attending: (trainingId: number) => [...traineesKeys.all(trainingId), 'attending'] as const,
};

/** The one call of the endpoint. */
function traineesPage(trainingId: number, status: RegistrationStatusSlug | null, page: number, perPage: number, signal?: AbortSignal) {
  return getPage('/trainings/:id/trainees', { params: { id: trainingId }, page, perPage, query: status ? { status } : {}, signal });
}

export function trainingTraineesQueryOptions(trainingId: number, status: RegistrationStatusSlug | null, page: number) {
  return queryOptions({
    queryKey: traineesKeys.page(trainingId, status, page),
    queryFn: ({ signal }) => traineesPage(trainingId, status, page, TRAINEES_PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the trainees, of one status or all (null). */
export function useTrainingTrainees(trainingId: number, status: RegistrationStatusSlug | null, page: number) {
  return useQuery(trainingTraineesQueryOptions(trainingId, status, page));
}

/** Those who take part in the training: Validé and En attente (Refusé and Préinscription are left out). */
const ATTENDING: readonly string[] = ['valide', 'en_attente'];

/** Every page at the API's largest size (most trainings fit in one request), by name. */
export async function fetchAttendingTrainees(trainingId: number, signal?: AbortSignal): Promise<TrainingTrainee[]> {
  const all: TrainingTrainee[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await traineesPage(trainingId, null, page, MAX_PER_PAGE, signal);
    all.push(...answer.data);
    if (page >= answer.last_page) break;
  }
  return all.filter((trainee) => ATTENDING.includes(trainee.registration_status.slug)).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

export function attendingTraineesQueryOptions(trainingId: number) {
  return queryOptions({ queryKey: traineesKeys.attending(trainingId), queryFn: ({ signal }) => fetchAttendingTrainees(trainingId, signal) });
}

export function useAttendingTrainees(trainingId: number) {
  return useQuery(attendingTraineesQueryOptions(trainingId));
}
