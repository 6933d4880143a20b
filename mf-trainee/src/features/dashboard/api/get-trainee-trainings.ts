/** The trainee's own registrations (spec 000 §7): upcoming and past, filtered by registration status. */
import { http } from '@irt/shared-auth';
import type { Paged } from '@irt/api/contract';
import type { RegistrationStatusSlug, TraineeRegistration } from './types';

type TraineeTimeline = 'upcoming' | 'past';

function getTraineeTrainings(
  timeline: TraineeTimeline,
  status: RegistrationStatusSlug,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<Paged<TraineeRegistration>> {
  return http
    .get(`trainee/trainings/${timeline}`, { searchParams: { status, page, per_page: perPage }, signal })
    .json<Paged<TraineeRegistration>>();
}

export function getUpcomingTraineeTrainings(status: RegistrationStatusSlug, page: number, perPage: number, signal?: AbortSignal) {
  return getTraineeTrainings('upcoming', status, page, perPage, signal);
}

export function getPastTraineeTrainings(status: RegistrationStatusSlug, page: number, perPage: number, signal?: AbortSignal) {
  return getTraineeTrainings('past', status, page, perPage, signal);
}
