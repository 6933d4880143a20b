import {
  CAN_EDIT_TRAININGS,
  CAN_LIST_ASSIGNED_TRAININGS,
  CAN_LIST_TRAININGS,
  CAN_MANAGE_REGISTRATIONS,
  CAN_MANAGE_TEAMS,
  CAN_REGISTER_OTHERS,
  CAN_SEARCH_PROFILES,
  CAN_SEE_TEAMS,
  CAN_SET_ARES_STATUS,
  CAN_SET_REGISTRATION_STATUS,
  CAN_SET_TRAINING_FEES,
  ROLE,
  ROLE_SLUGS,
  roleCan,
  TRAINEES,
  type RoleSlug,
} from '@irt/api/constants';
import { PROFILE_SEARCH_ROLE_IDS, ROLES, STAFF_ROLES, TRAINER_ROLE_ID } from './roles';

// The screens' role checks are written with the contract's role groups: each must answer, for every
// role (and for no role yet), what the check it replaced answered.
type Check = (role: RoleSlug | undefined) => boolean;
const EVERY_ROLE: readonly (RoleSlug | undefined)[] = [...ROLE_SLUGS, undefined];

const CHECKS: readonly { what: string; before: Check; now: Check; roles?: readonly RoleSlug[] }[] = [
  { what: 'a trainee (own profile form, catalogue, no status badge)', before: (r) => r === 'stagiaire', now: (r) => roleCan(TRAINEES, r) },
  { what: "the 'Mes formations' tab", before: (r) => r === 'responsable-pedagogique', now: (r) => roleCan(CAN_LIST_ASSIGNED_TRAININGS, r) },
  {
    what: "'Créer une formation' on the trainings list (a page of the roles who list trainings)",
    before: (r) => !!r && r !== 'intervenant',
    now: (r) => roleCan(CAN_EDIT_TRAININGS, r),
    roles: CAN_LIST_TRAININGS,
  },
  {
    what: 'the team read as cards',
    before: (r) => r === 'gestionnaire',
    now: (r) => roleCan(CAN_SEE_TEAMS, r) && !roleCan(CAN_MANAGE_TEAMS, r),
  },
  { what: 'the Ares status of hours', before: (r) => r === 'administrateur', now: (r) => roleCan(CAN_SET_ARES_STATUS, r) },
  { what: 'the fees of a training', before: (r) => r === 'administrateur' || r === 'gestionnaire', now: (r) => roleCan(CAN_SET_TRAINING_FEES, r) },
  {
    what: 'registration statuses without Préinscription',
    before: (r) => r === 'responsable-pedagogique',
    now: (r) => roleCan(CAN_SET_REGISTRATION_STATUS, r) && !roleCan(CAN_MANAGE_REGISTRATIONS, r),
  },
  { what: 'the registration status filter', before: (r) => r === 'administrateur' || r === 'gestionnaire', now: (r) => roleCan(CAN_MANAGE_REGISTRATIONS, r) },
  {
    what: "the 'Gérer le statut' panel",
    before: (r) => r === 'administrateur' || r === 'gestionnaire' || r === 'responsable-pedagogique',
    now: (r) => roleCan(CAN_SET_REGISTRATION_STATUS, r),
  },
  { what: "the administrator's registration of a trainee", before: (r) => r === 'administrateur', now: (r) => roleCan(CAN_REGISTER_OTHERS, r) },
  {
    what: 'the profile search (the search bar, for a known role)',
    before: (r) => r !== 'stagiaire',
    now: (r) => roleCan(CAN_SEARCH_PROFILES, r),
    roles: ROLE_SLUGS,
  },
  {
    what: "the staff's training search (the search bar, for a known role)",
    before: (r) => r !== 'stagiaire',
    now: (r) => roleCan(CAN_LIST_TRAININGS, r),
    roles: ROLE_SLUGS,
  },
];

describe('role checks written with the role groups', () => {
  it.each(CHECKS)('$what: the same answer for every role', ({ before, now, roles }) => {
    for (const role of roles ?? EVERY_ROLE) expect([role, now(role)]).toEqual([role, before(role)]);
  });

  it('roleCan answers no without a role', () => {
    expect(roleCan(CAN_LIST_TRAININGS, undefined)).toBe(false);
    expect(roleCan(CAN_LIST_TRAININGS, null)).toBe(false);
  });
});

describe('the roles of shared-auth are those of the contract', () => {
  it('has the ids, slugs and staff of the contract', () => {
    expect(ROLES.map((role) => [role.slug, role.id])).toEqual(Object.entries(ROLE));
    expect(STAFF_ROLES).toEqual(['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant']);
    expect(PROFILE_SEARCH_ROLE_IDS).toEqual({ trainees: [5], teachers: [3, 4], team: [1, 2] });
    expect(TRAINER_ROLE_ID).toBe(4);
  });
});
