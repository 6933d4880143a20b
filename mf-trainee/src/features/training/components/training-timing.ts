/**
 * What the registration panel offers a trainee. Whether registrations are open
 * (they close 7 days before the start, in Paris days) is the server's answer, `training.registration`,
 * the rule the registration itself applies; a trainee unregisters while the training is published or
 * postponed.
 */
import type { TrainingDetail } from '@irt/api/contract';
import { TRAINING_STATUS } from '@irt/api/constants';

/** Training statuses a trainee unregisters from: Publiée, Reportée. */
const OPEN_TRAINING_STATUSES: readonly number[] = [TRAINING_STATUS.published, TRAINING_STATUS.postponed];

/** Whether the training has ended (its end is past). */
export function hasEnded(training: Pick<TrainingDetail, 'end_date'>, now: Date = new Date()): boolean {
  return now.getTime() > new Date(training.end_date).getTime();
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
  training: Pick<TrainingDetail, 'registration' | 'max_attendees' | 'registered_count' | 'own_registration'>,
): RegistrationPanelState {
  if (training.own_registration) return { kind: 'registered' };
  if (!training.registration.open) return { kind: 'closed' };
  return training.max_attendees > training.registered_count ? { kind: 'open' } : { kind: 'full' };
}
