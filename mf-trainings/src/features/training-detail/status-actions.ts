/** The status button of a training's header, from what the API allows now (spec 001 §2 and §4). */
import type { TrainingDetail } from '@irt/api/contract';

export const CHANGE_STATUS = 'Changer le statut';
export const STATUS_CHANGED = 'Le statut de la formation a été modifié.';

/** The label of the button opening the panel: the one change offered, else 'Changer le statut'. */
export function statusButtonLabel(training: TrainingDetail): string | null {
  const { transitions, can_force_status } = training.allowed_actions;
  if (transitions.length === 1 && transitions[0]) return transitions[0].label;
  if (transitions.length > 1 || can_force_status) return CHANGE_STATUS;
  return null;
}
