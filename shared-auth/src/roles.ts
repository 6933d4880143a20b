import { CAN_LIST_TRAININGS, ROLE, ROLE_SLUGS as CONTRACT_ROLE_SLUGS, roleCan, type RoleId, type RoleSlug } from '@irt/api/constants';

export interface RoleDefinition {
  id: RoleId;
  slug: RoleSlug;
  name: string;
}

/** What each role is called on screen. */
const ROLE_NAMES: Record<RoleSlug, string> = {
  administrateur: 'Administrateur',
  gestionnaire: 'Gestionnaire',
  'responsable-pedagogique': 'Responsable pédagogique',
  intervenant: 'Intervenant',
  stagiaire: 'Stagiaire',
};

/** The five roles of the spec, with the ids and slugs of the contract and their names. */
export const ROLES: readonly RoleDefinition[] = CONTRACT_ROLE_SLUGS.map((slug) => ({ id: ROLE[slug], slug, name: ROLE_NAMES[slug] }));

export const ROLE_SLUGS: readonly RoleSlug[] = CONTRACT_ROLE_SLUGS;

/** Staff roles: every role but stagiaire (the institute's team, who list the trainings). */
export const STAFF_ROLES: readonly RoleSlug[] = CAN_LIST_TRAININGS;

/** Role ids used by the profile search: trainees, teachers, team. */
export const PROFILE_SEARCH_ROLE_IDS = {
  trainees: [ROLE.stagiaire],
  teachers: [ROLE['responsable-pedagogique'], ROLE.intervenant],
  team: [ROLE.administrateur, ROLE.gestionnaire],
} as const satisfies Record<string, readonly RoleId[]>;

/** Role id used when creating a trainer or speaker. */
export const TRAINER_ROLE_ID: RoleId = ROLE.intervenant;

export function isRoleSlug(value: unknown): value is RoleSlug {
  return typeof value === 'string' && (ROLE_SLUGS as readonly string[]).includes(value);
}

export function roleBySlug(slug: RoleSlug): RoleDefinition {
  const role = ROLES.find((candidate) => candidate.slug === slug);
  if (!role) throw new Error(`Unknown role slug: ${slug}`);
  return role;
}

export function roleById(id: number): RoleDefinition | undefined {
  return ROLES.find((role) => role.id === id);
}

export function roleName(slug: RoleSlug): string {
  return ROLE_NAMES[slug];
}

export function isStaff(slug: RoleSlug | null | undefined): boolean {
  return roleCan(STAFF_ROLES, slug);
}

/** Whether a role may open something reserved to `allowed`. */
export function hasRole(slug: RoleSlug | null | undefined, allowed: readonly RoleSlug[]): boolean {
  return roleCan(allowed, slug);
}
