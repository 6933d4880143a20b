/**
 * Whether a trainee may still register (spec 001 §2 and §4):
 * registration closes 7 days before the start; a trainee unregisters while the training is published
 * or postponed.
 */
import type { TrainingDetail } from '@irt/api/contract';
import { parisCalendarDays } from '@irt/shared-ui/paris-time';
import { REGISTRATION_CLOSES_DAYS_BEFORE_START, TRAINING_STATUS } from '@irt/api/constants';

/** Registration closes this many days before the start. */
export const REGISTRATION_CLOSES_DAYS_BEFORE = REGISTRATION_CLOSES_DAYS_BEFORE_START;

/** Training statuses a trainee registers to or unregisters from: Publiée, Reportée. */
const OPEN_TRAINING_STATUSES: readonly number[] = [TRAINING_STATUS.published, TRAINING_STATUS.postponed];

/** Whether the training has ended (its end is past). */
export function hasEnded(training: Pick<TrainingDetail, 'end_date'>, now: Date = new Date()): boolean {
  return now.getTime() > new Date(training.end_date).getTime();
}

/** Registrations are open while the training is published or postponed, until 7 days before the start. */
export function registrationOpen(training: Pick<TrainingDetail, 'start_date' | 'training_status_id'>, now: Date = new Date()): boolean {
  if (!OPEN_TRAINING_STATUSES.includes(training.training_status_id)) return false;
  // Days of the institute's calendar (Paris), whatever the device's zone.
  return parisCalendarDays(now, training.start_date) >= REGISTRATION_CLOSES_DAYS_BEFORE;
}

/** A trainee may unregister while the training is published or postponed. */
export function canUnregister(training: Pick<TrainingDetail, 'training_status_id'>): boolean {
  return OPEN_TRAINING_STATUSES.includes(training.training_status_id);
}

export type RegistrationPanelState =
  | { kind: 'registered' }
  | { kind: 'open' }
  | { kind: 'full' }
  | { kind: 'closed' };

/** What the registration panel offers a trainee. */
export function registrationPanelState(
  training: Pick<TrainingDetail, 'start_date' | 'training_status_id' | 'max_attendees' | 'registered_count' | 'own_registration'>,
  now: Date = new Date(),
): RegistrationPanelState {
  if (training.own_registration) return { kind: 'registered' };
  if (!registrationOpen(training, now)) return { kind: 'closed' };
  return training.max_attendees > training.registered_count ? { kind: 'open' } : { kind: 'full' };
}
