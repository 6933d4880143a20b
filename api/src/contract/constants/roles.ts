/**
 * The five roles (ids and slugs of the specification) and who may do what: groups of roles named for
 * what they allow, so that a route's `config.roles` and a screen's check read as one rule
 * (`CAN_MANAGE_REGISTRATIONS`) and a rule changes in one place.
 */

export const ROLE_SLUGS = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'] as const;
export type RoleSlug = (typeof ROLE_SLUGS)[number];

/** Role ids as in the specification: 1 administrateur … 5 stagiaire. */
export const ROLE = {
  administrateur: 1,
  gestionnaire: 2,
  'responsable-pedagogique': 3,
  intervenant: 4,
  stagiaire: 5,
} as const satisfies Record<RoleSlug, number>;
export type RoleId = (typeof ROLE)[RoleSlug];

export function isRoleSlug(value: string): value is RoleSlug {
  return (ROLE_SLUGS as readonly string[]).includes(value);
}

export function isRoleId(value: number): value is RoleId {
  return (Object.values(ROLE) as number[]).includes(value);
}

/** A set of roles allowed to do something. */
export type RoleGroup = readonly RoleSlug[];

/** The trainees, whose screens differ from the team's (their own profile form, the catalogue to register from). */
export const TRAINEES: RoleGroup = ['stagiaire'];
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
/** Registering another trainee to a training (the administrator-made registration of the Stagiaires tab). */
export const CAN_REGISTER_OTHERS: RoleGroup = ['administrateur'];
/** POST /api/trainings/{id}/register and its options: a trainee for themself, the administrator for a trainee. */
export const CAN_SEND_REGISTRATIONS: RoleGroup = [...CAN_REGISTER_TO_TRAININGS, ...CAN_REGISTER_OTHERS];
/** The reference editor (/referentiel): adding, renaming and deleting the items of the reference lists. */
export const CAN_EDIT_REFERENCE_DATA: RoleGroup = ['administrateur'];
/** Everyone keeps their own profile (an administrator edits any account; object rules in modules/accounts/scopes.ts). */
export const CAN_KEEP_PROFILE: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
/** Creating a trainee profile: the trainee for their own account, the administrator for any account without one. */
export const CAN_CREATE_TRAINEE_PROFILE: RoleGroup = ['administrateur', 'stagiaire'];
/** Create the profile of another account (the administrator's registration of a trainee). */
export const CAN_CREATE_PROFILE_FOR_OTHERS: RoleGroup = ['administrateur'];
/** Unregistering a trainee: the trainee themself, and the staff who process registrations. */
export const CAN_UNREGISTER: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'stagiaire'];
/** Evaluating a finished training (own registration). */
export const CAN_EVALUATE_TRAININGS: RoleGroup = ['stagiaire'];
/** Answering the cold survey sent three months after a training (own survey). */
export const CAN_ANSWER_COLD_SURVEY: RoleGroup = ['stagiaire'];
/** Answering the teaching team's survey sent at the end of a training (own survey). */
export const CAN_ANSWER_TEAM_SURVEY: RoleGroup = ['responsable-pedagogique', 'intervenant'];
/** The Évaluations tab of a training (an intervenant: the trainings they teach). */
export const CAN_READ_EVALUATIONS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
/** Satisfaction results per theme and year (the Qualité page and its export): the roles of the Évaluations tab. */
export const CAN_READ_QUALITY_RESULTS: RoleGroup = CAN_READ_EVALUATIONS;
/** Own expenses and receipts (trainees and team members), and any expense for the managers. */
export const CAN_CLAIM_EXPENSES: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
/** Creating and editing trainings (the training form, the 'Modifier' dialog). */
export const CAN_EDIT_TRAININGS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];
/** The price and the fees of a training (the form's fee section, hidden from the responsable pédagogique). */
export const CAN_SET_TRAINING_FEES: RoleGroup = ['administrateur', 'gestionnaire'];
/** Changing a training's status (which change: the lifecycle table of contract/training-lifecycle.ts). */
export const CAN_CHANGE_TRAINING_STATUS: RoleGroup = ['administrateur', 'gestionnaire'];
/** Postponing a training (records a deferral). */
export const CAN_POSTPONE_TRAININGS: RoleGroup = ['administrateur', 'gestionnaire'];
/** 'Mes formations': the trainings one supervises. */
export const CAN_LIST_ASSIGNED_TRAININGS: RoleGroup = ['responsable-pedagogique'];
/** The trainees of a training, the export and the documents (an intervenant: trainings they teach). */
export const CAN_SEE_TRAINEES: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
/** The trainee list and a trainee's page (/stagiaires). */
export const CAN_BROWSE_TRAINEES: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
/** The trainer list and a trainer's page (/formateurs): not the intervenant. */
export const CAN_BROWSE_TEACHERS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];
/** Setting a trainee's registration status ('Gérer le statut'). */
export const CAN_SET_REGISTRATION_STATUS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];
/** Entering absences (an intervenant: trainings they teach). */
export const CAN_TAKE_ATTENDANCE: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
/** Marking the attendance of a training done (→ status 5). */
export const CAN_MARK_ATTENDANCE_DONE: RoleGroup = ['administrateur', 'gestionnaire'];
/** Cancelling 'attendance done' (→ status 3). */
export const CAN_CANCEL_ATTENDANCE_DONE: RoleGroup = ['administrateur'];
/** Reading a training's team (the gestionnaire: read-only). */
export const CAN_SEE_TEAMS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];
/** Adding, removing team members and entering their hours. */
export const CAN_MANAGE_TEAMS: RoleGroup = ['administrateur', 'responsable-pedagogique'];
/** The trainer hours report and its export (/formateurs/heures). */
export const CAN_READ_STAFF_HOURS: RoleGroup = ['administrateur', 'responsable-pedagogique'];
/** Setting the Ares status of a team member's hours. */
export const CAN_SET_ARES_STATUS: RoleGroup = ['administrateur'];
/** Downloading and sending convocations, certificates and attendance sheets (an intervenant: their trainings). */
export const CAN_ISSUE_TRAINING_DOCUMENTS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
/** Checking double bookings before a save: who creates, edits or postpones trainings or manages their teams. */
export const CAN_CHECK_CONFLICTS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];
/** The conflicts to come (dashboards of the administrateur and the gestionnaire). */
export const CAN_SEE_UPCOMING_CONFLICTS: RoleGroup = ['administrateur', 'gestionnaire'];
/** The month calendar of the trainings. */
export const CAN_SEE_CALENDAR: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
/** One convocation or certificate: staff (an intervenant: their trainings), and a stagiaire their own. */
export const CAN_DOWNLOAD_TRAINEE_DOCUMENT: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
/** Reading the emails the portal recorded (their one-time links masked), each read recorded. */
export const CAN_READ_OUTBOX: RoleGroup = ['administrateur'];
/** The scheduled jobs (Administration › Tâches planifiées) and retrying a failed one. */
export const CAN_MANAGE_JOBS: RoleGroup = ['administrateur'];
/** The team directory (/equipe): administrators, managers and pedagogical supervisors as cards. */
export const CAN_BROWSE_TEAM: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];
/** Creating an administrateur account ('Créer un admin'). */
export const CAN_CREATE_ADMINS: RoleGroup = ['administrateur'];
/** Creating a gestionnaire account ('Créer un gestionnaire'). */
export const CAN_CREATE_MANAGERS: RoleGroup = ['administrateur'];
/** Creating a responsable pédagogique account (hidden from the intervenant and the responsable pédagogique). */
export const CAN_CREATE_SUPERVISORS: RoleGroup = ['administrateur', 'gestionnaire'];
/** Creating an intervenant account (hidden from the intervenant). */
export const CAN_CREATE_TEACHERS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];
/**
 * Who creates — and so manages (edits the account of, sets the function and remuneration status of) —
 * a team member of each staff role, by role id. Everyone also edits their own profile.
 */
export const TEAM_MEMBER_CREATORS = {
  1: CAN_CREATE_ADMINS,
  2: CAN_CREATE_MANAGERS,
  3: CAN_CREATE_SUPERVISORS,
  4: CAN_CREATE_TEACHERS,
} as const satisfies Record<number, RoleGroup>;
export type TeamRoleId = keyof typeof TEAM_MEMBER_CREATORS;

export function isTeamRoleId(value: number): value is TeamRoleId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** Whether `role` may create (and manage) a team member of role id `roleId` (false for a trainee or an unknown id). */
export function mayManageTeamRole(role: RoleSlug | null | undefined, roleId: number): boolean {
  return isTeamRoleId(roleId) && roleCan(TEAM_MEMBER_CREATORS[roleId], role);
}

/** A person's expenses on their page ('Remboursements et justificatifs'). */
export const CAN_READ_PERSON_EXPENSES: RoleGroup = ['administrateur', 'gestionnaire'];
/** Closing an account ('Clôturer'); never one's own, a gestionnaire not the administration's (scopes). */
export const CAN_CLOSE_ACCOUNTS: RoleGroup = ['administrateur', 'gestionnaire'];
/** Reopening a closed account ('Réactiver le compte'): the administrateur only, never an anonymised one. */
export const CAN_REOPEN_ACCOUNTS: RoleGroup = ['administrateur'];

/**
 * Whose accounts each role may close (docs/decisions.md 'People detail'): the
 * administrator anyone, the gestionnaire the trainees and trainers; nobody their own (checked apart).
 */
export const ACCOUNTS_CLOSED_BY: Readonly<Record<RoleSlug, RoleGroup>> = {
  administrateur: ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'],
  gestionnaire: ['responsable-pedagogique', 'intervenant', 'stagiaire'],
  'responsable-pedagogique': [],
  intervenant: [],
  stagiaire: [],
};
/** The exports and statistics page (/exports): the figures of the activity and the five exports. */
export const CAN_EXPORT_STATISTICS: RoleGroup = ['administrateur'];

/** Paying expenses (payment orders, payments) and running the monthly régie: report, export, new régie. */
export const CAN_PAY_EXPENSES: RoleGroup = ['administrateur'];

/** Whether `role` belongs to `group` (no role, as before the session is known, belongs to none). */
export function roleCan(group: RoleGroup, role: RoleSlug | null | undefined): boolean {
  return role != null && group.includes(role);
}
/** Reading the audit trail (GET /audit-events). */
export const CAN_READ_AUDIT: RoleGroup = ['administrateur'];
/** The 'Émargement' screen of a half-day (QR code, signatures on the device; an intervenant: their trainings). */
export const CAN_RUN_SIGNING: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
/** Signing a half-day with one's own phone (QR code or visio link). */
export const CAN_SIGN_OWN_ATTENDANCE: RoleGroup = ['stagiaire'];
/** Marking a half-day present by hand, with its reason, instead of a signature (Présences tab). */
export const CAN_MARK_ATTENDANCE: RoleGroup = ['administrateur', 'gestionnaire'];
/** Filing a complaint ('Faire une réclamation') and reading one's own complaints and their answers: everyone logged in. */
export const CAN_FILE_COMPLAINTS: RoleGroup = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
/** Listing and answering the complaints, and following the improvement actions. */
export const CAN_HANDLE_COMPLAINTS: RoleGroup = ['administrateur', 'gestionnaire'];
