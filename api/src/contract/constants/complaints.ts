/**
 * Complaints and improvement actions: the statuses of a complaint with their French labels, the
 * changes each status allows (one table, read by the API and the screens), the origins of an action
 * and the page sizes of the lists.
 */

export const COMPLAINT_STATUSES = ['recue', 'en_cours', 'traitee'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Readonly<Record<ComplaintStatus, string>> = {
  recue: 'Reçue',
  en_cours: 'En cours',
  traitee: 'Traitée',
};

/**
 * The statuses a complaint may move to from each status. 'Traitée' is reached by answering: the answer
 * closes the complaint, and a closed complaint does not reopen (a new complaint is filed instead).
 */
export const COMPLAINT_TRANSITIONS: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = {
  recue: ['en_cours', 'traitee'],
  en_cours: ['traitee'],
  traitee: [],
};

/** The status an answer moves a complaint to. */
export const COMPLAINT_ANSWERED_STATUS: ComplaintStatus = 'traitee';

export function canMoveComplaint(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return COMPLAINT_TRANSITIONS[from].includes(to);
}

/** Whether a complaint in this status may still be answered. */
export function canAnswerComplaint(status: ComplaintStatus): boolean {
  return canMoveComplaint(status, COMPLAINT_ANSWERED_STATUS);
}

export const IMPROVEMENT_ORIGINS = ['complaint', 'survey', 'other'] as const;
export type ImprovementOrigin = (typeof IMPROVEMENT_ORIGINS)[number];

export const IMPROVEMENT_ORIGIN_LABELS: Readonly<Record<ImprovementOrigin, string>> = {
  complaint: 'Réclamation',
  survey: 'Résultats d’évaluation',
  other: 'Autre',
};

/** The filter of the actions list: still to do, done, or every one. */
export const IMPROVEMENT_STATES = ['open', 'done'] as const;
export type ImprovementState = (typeof IMPROVEMENT_STATES)[number];
export const IMPROVEMENT_STATE_LABELS: Readonly<Record<ImprovementState, string>> = {
  open: 'À faire',
  done: 'Faites',
};

export const COMPLAINTS_PER_PAGE = 20;
export const MY_COMPLAINTS_PER_PAGE = 10;
export const IMPROVEMENT_ACTIONS_PER_PAGE = 20;

export const COMPLAINT_SUBJECT_MAX = 200;
export const COMPLAINT_TEXT_MAX = 5000;
export const IMPROVEMENT_WHAT_MAX = 2000;

export const COMPLAINT_MESSAGES = {
  filed: 'Votre réclamation a bien été enregistrée. Un accusé de réception vous a été envoyé par email.',
  invalid: 'Les données envoyées ne sont pas valides.',
  subjectRequired: 'Indiquez l’objet de la réclamation.',
  textRequired: 'Décrivez votre réclamation.',
  notYourTraining: 'Choisissez une formation à laquelle vous avez pris part, ou aucune.',
  notFound: 'Réclamation introuvable.',
  answerRequired: 'Écrivez la réponse.',
  answered: 'La réponse a été envoyée par email à l’auteur de la réclamation.',
  alreadyClosed: 'Cette réclamation est déjà traitée : elle ne change plus.',
  transitionRefused: 'Ce changement de statut n’est pas possible.',
  statusChanged: 'Le statut de la réclamation a été mis à jour.',
} as const;

export const IMPROVEMENT_MESSAGES = {
  created: 'L’action d’amélioration a été enregistrée.',
  saved: 'L’action d’amélioration a été mise à jour.',
  deleted: 'L’action d’amélioration a été supprimée.',
  notFound: 'Action d’amélioration introuvable.',
  whatRequired: 'Décrivez l’action.',
  ownerRequired: 'Choisissez un membre de l’équipe ou écrivez un nom.',
  ownerNotStaff: 'Cette personne ne fait pas partie de l’équipe.',
  dueDateInvalid: 'Indiquez une date valide.',
  complaintRequired: 'Une action née d’une réclamation est rattachée à cette réclamation.',
  trainingRequired: 'Une action née de résultats d’évaluation est rattachée à une formation.',
  trainingNotFound: 'Formation introuvable.',
  complaintNotFound: 'Réclamation introuvable.',
} as const;
