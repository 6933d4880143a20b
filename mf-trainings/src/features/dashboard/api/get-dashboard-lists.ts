/** Lists of the administrator and manager dashboards (spec 000 §7), paged by `page` and `per_page`. */
import { http } from '@irt/shared-auth';
import type { Paged } from '@irt/api/contract';
import type {
  DashboardTraining,
  ExpenseTrackingRow,
  RegistrationListItem,
  ValidatedContractHoursRow,
  ValidatedExpensesTraining,
} from './types';

function getPage<T>(path: string, page: number, perPage: number, signal?: AbortSignal, extra: Record<string, string> = {}) {
  return http.get(path, { searchParams: { ...extra, page, per_page: perPage }, signal }).json<Paged<T>>();
}

/** GET /api/trainings?timeline=ongoing — this call names its page `current_page` (spec §7). */
export function getCurrentTrainings(page: number, perPage: number, signal?: AbortSignal): Promise<Paged<DashboardTraining>> {
  return http
    .get('trainings', { searchParams: { current_page: page, per_page: perPage, timeline: 'ongoing' }, signal })
    .json<Paged<DashboardTraining>>();
}

/** GET /api/trainings/validated-contract-hours — a plain list, paged by the browser. */
export function getValidatedContractHours(signal?: AbortSignal): Promise<ValidatedContractHoursRow[]> {
  return http.get('trainings/validated-contract-hours', { signal }).json<ValidatedContractHoursRow[]>();
}

export function getValidatedExpenses(page: number, perPage: number, signal?: AbortSignal) {
  return getPage<ValidatedExpensesTraining>('trainings/validated-expenses', page, perPage, signal);
}

export function getLowInscriptionTrainings(page: number, perPage: number, signal?: AbortSignal) {
  return getPage<DashboardTraining>('trainings/low-inscription-alert', page, perPage, signal);
}

export function getPreRegistrations(page: number, perPage: number, signal?: AbortSignal) {
  return getPage<RegistrationListItem>('registrations', page, perPage, signal, { status: 'preinscription' });
}

export function getUpcomingTrainings(page: number, perPage: number, signal?: AbortSignal) {
  return getPage<DashboardTraining>('trainings/upcoming', page, perPage, signal);
}

export function getTrainingsWithoutAttendanceSheets(page: number, perPage: number, signal?: AbortSignal) {
  return getPage<DashboardTraining>('trainings/without-attendance-sheets', page, perPage, signal);
}

export function getPendingExpenses(page: number, perPage: number, signal?: AbortSignal) {
  return getPage<ExpenseTrackingRow>('trainings/pending-expenses', page, perPage, signal);
}
