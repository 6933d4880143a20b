/**
 * Who may do what: groups of roles (ids and slugs in common.ts) named for what they allow, so that a
 * route's `config.roles` reads as a rule (`CAN_MANAGE_REGISTRATIONS`) and a rule changes in one place.
 */
import type { RoleSlug } from './common';

/** A set of roles allowed to do something. */
export type RoleGroup = readonly RoleSlug[];

/** Everyone: trainees read the catalogue and the trainings they are registered to (object scope applies). */
export const CAN_READ_TRAININGS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
/** The institute's team: the trainings list, its search and the 15-day panels (an intervenant: their own). */
export const CAN_LIST_TRAININGS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
/** The institute's team: the profile search of the top bar. */
export const CAN_SEARCH_PROFILES: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
/** Teams and hours of the trainings (the lead-teacher panels). */
export const CAN_STAFF_TRAININGS: RoleGroup = ['administrateur', 'responsable-pedagogique'];
/** Running the trainings: upcoming ones, attendance sheets, trainings to boost. */
export const CAN_MANAGE_TRAININGS: RoleGroup = ['administrateur', 'gestionnaire'];
/** Processing registrations (pre-registrations to validate). */
export const CAN_MANAGE_REGISTRATIONS: RoleGroup = ['administrateur', 'gestionnaire'];
/** Handling expenses (to check, to pay). */
export const CAN_MANAGE_EXPENSES: RoleGroup = ['administrateur', 'gestionnaire'];
/** The institute's yearly figures. */
export const CAN_SEE_INSTITUTE_FIGURES: RoleGroup = ['administrateur'];
/** Contract hours to put into payment (Ares). */
export const CAN_PAY_CONTRACT_HOURS: RoleGroup = ['administrateur'];
/** Registering to trainings and following one's own registrations. */
export const CAN_REGISTER_TO_TRAININGS: RoleGroup = ['stagiaire'];
