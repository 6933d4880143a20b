import { ROLE } from '@irt/api/constants';

/** Empty texts of the dashboard lists (spec 000 §2.12, §8). */
export const EMPTY_TRAININGS = 'Aucune formation pour le moment';
export const EMPTY_CURRENT_TRAININGS = 'Aucune formation en cours';

/** Role id of a trainer (intervenant) in the team-member creation route (spec §6). */
export const TEACHER_ROLE_ID = ROLE.intervenant;
