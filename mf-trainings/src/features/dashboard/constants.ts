import { ROLE } from '@irt/api/constants';
import { MESSAGES } from '@irt/shared-ui/messages';

/** Empty texts of the dashboard lists. */
export const EMPTY_TRAININGS = MESSAGES.noTrainings.text;
export const EMPTY_CURRENT_TRAININGS = MESSAGES.noCurrentTraining.text;

/** Role id of a trainer (intervenant) in the team-member creation route. */
export const TEACHER_ROLE_ID = ROLE.intervenant;

/** Empty text of the panel of the conflicts to come. */
export const EMPTY_CONFLICTS = 'Aucun conflit à venir.';
