// Setting the scene through the API as staff would: a training of the test's own (so that no row
// another spec reads is changed), its status changes, a trainee's registration status.
import type { RegistrationStatusSlug, TrainingDetail, TrainingPayload } from '@irt/api/contract';
import type { PortalApi } from './fixtures';
import { TRAINING_STATUS } from '@irt/api/constants';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Training statuses, as the API numbers them. */
export { TRAINING_STATUS } from '@irt/api/constants';

/** Training types of the reference data: a CPH training asks the councillor questions of the wizard. */
export const TRAINING_TYPE = { cph: 1, stage: 2 } as const;

/**
 * An ISO date `daysFromNow` days from now (fractions allowed), at `hour` o'clock local time when given,
 * otherwise on the hour before.
 */
export function at(daysFromNow: number, hour?: number): string {
  const date = new Date(Date.now() + daysFromNow * DAY_MS);
  if (hour !== undefined) date.setHours(hour, 0, 0, 0);
  else date.setMinutes(0, 0, 0);
  return date.toISOString();
}

/**
 * The training form's payload: a free two-day training at place 1, nothing covered. Many tests book
 * place 1 at nearby dates: the double booking is confirmed (`confirm_conflicts`), as the form's
 * 'Enregistrer malgré le conflit' does — the conflicts themselves are the subject of training-conflicts.spec.ts.
 */
export function trainingPayload(values: Pick<TrainingPayload, 'title' | 'start_date' | 'end_date'> & Partial<TrainingPayload>): TrainingPayload {
  return {
    complement: null,
    training_category_id: 1,
    training_type_id: TRAINING_TYPE.cph,
    training_theme_id: 1,
    training_place_id: 1,
    max_attendees: 12,
    reserved: false,
    is_visio: false,
    paid_training: false,
    amount: null,
    dinners: 0,
    accommodation: false,
    transportation_fees: false,
    number_of_round_trips: 0,
    unions: [],
    confirm_conflicts: true,
    ...values,
  };
}

/** Creates a training ('À venir'), as the administrateur's form does. */
export async function createTraining(api: PortalApi, token: string, payload: TrainingPayload): Promise<TrainingDetail> {
  return api.write<TrainingDetail>('POST', '/api/trainings', payload, token);
}

/** A change of the lifecycle table (Valider, Publier…) from the status panel. */
export async function changeTrainingStatus(api: PortalApi, token: string, id: number, to: number): Promise<TrainingDetail> {
  return api.write<TrainingDetail>('PATCH', `/api/trainings/${id}`, { training_status_id: to }, token);
}

/** 'Forcer le statut' (administrateur): any status. */
export async function forceTrainingStatus(api: PortalApi, token: string, id: number, to: number): Promise<TrainingDetail> {
  return api.write<TrainingDetail>('PATCH', `/api/trainings/${id}`, { training_status_id: to, force: true }, token);
}

/** A new training, validated then published: it is in the catalogue and takes registrations. */
export async function publishedTraining(api: PortalApi, token: string, payload: TrainingPayload): Promise<TrainingDetail> {
  const created = await createTraining(api, token, payload);
  await changeTrainingStatus(api, token, created.id, TRAINING_STATUS.validated);
  return changeTrainingStatus(api, token, created.id, TRAINING_STATUS.published);
}

/** 'Gérer le statut' of a trainee of a training (POST /api/trainings/{id}/update-status). */
export async function setRegistrationStatus(
  api: PortalApi,
  token: string,
  trainingId: number,
  profileId: number,
  status: RegistrationStatusSlug,
): Promise<void> {
  await api.write('POST', `/api/trainings/${trainingId}/update-status`, { profile_id: profileId, status }, token);
}

/**
 * Moves a published training into the past the way the administrateur can with the API alone: the
 * status forced back to 'À venir' (the only status whose dates the form edits), the dates edited to
 * `days` days ago, the status forced to 'Publiée' again, then the attendance marked as entered, which
 * sets it 'À clôturer' as after a real session. Registrations are kept throughout.
 */
export async function moveIntoThePast(api: PortalApi, token: string, training: TrainingDetail, payload: TrainingPayload, days = 3): Promise<TrainingDetail> {
  await forceTrainingStatus(api, token, training.id, TRAINING_STATUS.upcoming);
  await api.write('PUT', `/api/trainings/${training.id}`, { ...payload, start_date: at(-days, 9), end_date: at(-days + 1, 17) }, token);
  await forceTrainingStatus(api, token, training.id, TRAINING_STATUS.published);
  return api.write<TrainingDetail>('PATCH', `/api/trainings/${training.id}`, { attendance_sheet_done: true, training_status_id: TRAINING_STATUS.toClose }, token);
}
