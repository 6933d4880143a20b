/** What the 'Gérer le statut' panel allows. */
import type { TrainingDetail, TrainingTrainee } from '@irt/api/contract';
import { TRAINING_STATUS } from '@irt/api/constants';

/** Training statuses while a trainee may be unregistered: published or postponed. */
const UNREGISTER_STATUSES: readonly number[] = [TRAINING_STATUS.published, TRAINING_STATUS.postponed];
/** A cancelled training: its registrations no longer change. */
const CANCELLED = TRAINING_STATUS.cancelled;

export interface StatusPanelRules {
  /** 'modifier' and the status choice: while the training's end date is not past. */
  canEdit: boolean;
  /** The choice starts open for a pre-registration of a training not over. */
  startsEditing: boolean;
  /** 'Désinscrire': training status 3 or 4. */
  canUnregister: boolean;
}

export function statusPanelRules(training: Pick<TrainingDetail, 'end_date' | 'training_status_id'>, trainee: Pick<TrainingTrainee, 'registration_status'>, now: Date): StatusPanelRules {
  const ended = new Date(training.end_date).getTime() <= now.getTime();
  const canEdit = !ended && training.training_status_id !== CANCELLED;
  return {
    canEdit,
    startsEditing: canEdit && trainee.registration_status.slug === 'preinscription',
    canUnregister: UNREGISTER_STATUSES.includes(training.training_status_id),
  };
}
