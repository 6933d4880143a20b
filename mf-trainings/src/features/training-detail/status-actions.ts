/** The status button of a training's header, from what the API allows now. */
import type { TrainingDetail } from '@irt/api/contract';
import { FINAL_TRAINING_STATUSES, TRAINING_STATUS } from '@irt/api/constants';

export const CHANGE_STATUS = 'Changer le statut';
export const FORCE_STATUS = 'Forcer le statut';

/** Annulée and Clôturée: nothing leads out of them but a status forced by an administrateur. */
const FINAL_STATUS_NAMES: Readonly<Record<number, string>> = { [TRAINING_STATUS.cancelled]: 'Annulée', [TRAINING_STATUS.closed]: 'Clôturée' };
const FINAL_STATUSES: readonly number[] = FINAL_TRAINING_STATUSES;

/** The name of a status a regular change leads to, when the panel needs it (final statuses). */
export function finalStatusName(to: number): string | undefined {
  return FINAL_STATUS_NAMES[to];
}

/** The label of the button opening the panel: the one change offered, else 'Changer le statut'. */
export function statusButtonLabel(training: TrainingDetail): string | null {
  const { transitions, can_force_status } = training.allowed_actions;
  if (transitions.length === 1 && transitions[0]) return transitions[0].label;
  if (transitions.length > 1 || can_force_status) return CHANGE_STATUS;
  return null;
}

/** A status change as the panel offers it. */
export interface StatusChoice {
  /** Target status id and name. */
  to: number;
  toName: string;
  /** Label of the choice and of the button that applies it. */
  label: string;
  /** Chosen under 'Forcer le statut': applied without the lifecycle's checks. */
  force: boolean;
}

export interface StatusConfirmation {
  title: string;
  paragraphs: string[];
  confirmLabel: string;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

/** What can no longer be done once the training reaches a final status. */
function finalConsequences(to: number): string {
  return to === TRAINING_STATUS.cancelled
    ? 'Elle ne pourra plus recevoir d’inscriptions ni de désinscriptions, ses présences ne pourront plus être saisies ni ses attestations délivrées.'
    : 'Ses présences ne pourront plus être modifiées et les défraiements de ses participants ne pourront plus être saisis ni corrigés.';
}

/** Who is concerned: nobody is told by the portal, so the person changing the status has to. */
function whoIsTold(training: TrainingDetail): string {
  const registered = training.registered_count + training.pre_registered_count + training.waiting_count;
  const people = registered > 0 ? `les ${plural(registered, 'stagiaire inscrit ou en attente', 'stagiaires inscrits ou en attente')} et l’équipe pédagogique` : 'l’équipe pédagogique';
  return `Personne n’est prévenu automatiquement : informez vous-même ${people}.`;
}

/**
 * The confirmation a change asks before it is applied, or null when it applies at once. Irreversible
 * changes (to Annulée or Clôturée) and every forced change say what follows and who must be told.
 */
export function confirmationOf(choice: StatusChoice, training: TrainingDetail): StatusConfirmation | null {
  const final = FINAL_STATUSES.includes(choice.to);
  if (!final && !choice.force) return null;
  const undo = 'Seul un administrateur pourra revenir en arrière, en forçant son statut.';
  if (choice.force) {
    return {
      title: `${FORCE_STATUS} « ${choice.toName} » ?`,
      paragraphs: [
        `« ${training.title} » passera du statut « ${training.status.name} » au statut « ${choice.toName} », sans les vérifications habituelles (dates, inscriptions, présences).`,
        ...(final ? [finalConsequences(choice.to), undo] : []),
        whoIsTold(training),
      ],
      confirmLabel: FORCE_STATUS,
    };
  }
  return {
    title: `${choice.label} ?`,
    paragraphs: [`« ${training.title} » passera au statut « ${choice.toName} ».`, finalConsequences(choice.to), undo, whoIsTold(training)],
    confirmLabel: choice.label,
  };
}

/** Irreversible or forced changes are shown in the error colour. */
export function isDangerous(choice: StatusChoice): boolean {
  return choice.force || FINAL_STATUSES.includes(choice.to);
}
