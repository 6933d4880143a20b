/** Lists of the lead teacher (responsable pédagogique) dashboard. */
import { http } from '@irt/shared-auth';
import type { Paged } from '@irt/api/contract';
import type { DashboardTraining } from './types';

function getTrainingsPage(path: string, page: number, perPage: number, signal?: AbortSignal) {
  return http.get(path, { searchParams: { page, per_page: perPage }, signal }).json<Paged<DashboardTraining>>();
}

/** Trainings within 3 months that have no trainer yet. */
export function getUpcomingWithoutTeachers(page: number, perPage: number, signal?: AbortSignal) {
  return getTrainingsPage('trainings/upcoming-without-teachers', page, perPage, signal);
}

/** Trainings within 3 months whose expected hours are not entered. */
export function getUpcomingWithoutHours(page: number, perPage: number, signal?: AbortSignal) {
  return getTrainingsPage('trainings/upcoming-without-hours', page, perPage, signal);
}

/** Past trainings whose actual hours are not entered. */
export function getPastWithoutActualHours(page: number, perPage: number, signal?: AbortSignal) {
  return getTrainingsPage('trainings/past-without-actual-hours', page, perPage, signal);
}
