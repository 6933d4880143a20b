/**
 * The lifecycle of a training, written once as data: which status change each role may
 * make from which status, under which condition. The server applies it (PATCH /api/trainings/{id},
 * POST /api/training-deferrals) and answers each caller the changes allowed now (`allowed_actions` of
 * GET /api/trainings/{id}); the status panel shows exactly those.
 */
import type { RoleSlug } from './roles';
import { TRAINING_STATUS, type TrainingStatusId } from './statuses';

export const TRAINING_TRANSITION_KINDS = ['validate', 'publish', 'postpone', 'cancel', 'close'] as const;
export type TrainingTransitionKind = (typeof TRAINING_TRANSITION_KINDS)[number];

export interface TrainingTransition {
  kind: TrainingTransitionKind;
  from: readonly TrainingStatusId[];
  to: TrainingStatusId;
  /** Label of the button (French, as in the spec). */
  label: string;
  roles: readonly RoleSlug[];
  /** Only while the training has not started (start date in the future). */
  requiresFutureStart: boolean;
  /** Asks new start and end dates and a new place, and records a deferral (POST /api/training-deferrals). */
  recordsDeferral: boolean;
}

const { upcoming, validated, published, postponed, toClose, cancelled, closed } = TRAINING_STATUS;

export const TRAINING_TRANSITIONS: readonly TrainingTransition[] = [
  { kind: 'validate', from: [upcoming], to: validated, label: 'Valider', roles: ['administrateur'], requiresFutureStart: false, recordsDeferral: false },
  {
    kind: 'publish',
    from: [validated],
    to: published,
    label: 'Publier',
    roles: ['gestionnaire', 'administrateur'],
    requiresFutureStart: false,
    recordsDeferral: false,
  },
  {
    kind: 'postpone',
    from: [validated, published, postponed],
    to: postponed,
    label: 'Reporter la formation',
    roles: ['gestionnaire', 'administrateur'],
    requiresFutureStart: true,
    recordsDeferral: true,
  },
  {
    kind: 'cancel',
    from: [validated, published, postponed],
    to: cancelled,
    // The spec's 'Annuler' is also the word of every dialog's dismiss button: the label says what it does.
    label: 'Annuler la formation',
    roles: ['administrateur'],
    requiresFutureStart: false,
    recordsDeferral: false,
  },
  // Named like 'Annuler la formation': both are final, and confirmed before they apply.
  { kind: 'close', from: [toClose], to: closed, label: 'Clôturer la formation', roles: ['administrateur'], requiresFutureStart: false, recordsDeferral: false },
];

/** 'Forcer le statut': any status, by these roles. */
export const CAN_FORCE_TRAINING_STATUS: readonly RoleSlug[] = ['administrateur'];

/** The transitions `role` may make now on a training in `statusId` starting at `startDate`. */
export function allowedTransitions(role: RoleSlug, statusId: number, startDate: Date, now: Date): TrainingTransition[] {
  return TRAINING_TRANSITIONS.filter(
    (t) =>
      t.roles.includes(role) &&
      (t.from as readonly number[]).includes(statusId) &&
      (!t.requiresFutureStart || startDate.getTime() > now.getTime()),
  );
}

/**
 * Editing by status: 'full' (status 1, the edit page), 'title' (status 2 or 3, the 'Modifier'
 * dialog: title, theme and place), otherwise none.
 */
export const TRAINING_EDIT_MODES = ['full', 'title', 'none'] as const;
export type TrainingEditMode = (typeof TRAINING_EDIT_MODES)[number];

export function editModeOf(statusId: number): TrainingEditMode {
  if (statusId === upcoming) return 'full';
  if (statusId === validated || statusId === published) return 'title';
  return 'none';
}

/** Training statuses in which attendance may be entered (once the training has ended). */
export const ATTENDANCE_STATUSES: readonly TrainingStatusId[] = [published, postponed, toClose];

/** Statuses after which nothing changes any more but a forced status. */
export const FINAL_TRAINING_STATUSES: readonly TrainingStatusId[] = [cancelled, closed];
