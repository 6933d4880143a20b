/** Lists of the teacher (intervenant) dashboard: their own trainings around today. */
import { http } from '@irt/shared-auth';
import type { Paged } from '@irt/api/contract';
import type { DashboardTraining } from './types';

export function getNext15DaysTrainings(page: number, perPage: number, signal?: AbortSignal) {
  return http
    .get('trainings/next-15-days', { searchParams: { page, per_page: perPage }, signal })
    .json<Paged<DashboardTraining>>();
}

export function getLast15DaysTrainings(page: number, perPage: number, signal?: AbortSignal) {
  return http
    .get('trainings/last-15-days', { searchParams: { page, per_page: perPage }, signal })
    .json<Paged<DashboardTraining>>();
}
