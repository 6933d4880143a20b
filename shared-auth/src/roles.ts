import type { RoleId, RoleSlug } from '@irt/api/contract';

export interface RoleDefinition {
  id: RoleId;
  slug: RoleSlug;
  name: string;
}

/** The five roles of the spec (§6), with their fixed ids. */
export const ROLES = [
  { id: 1, slug: 'administrateur', name: 'Administrateur' },
  { id: 2, slug: 'gestionnaire', name: 'Gestionnaire' },
  { id: 3, slug: 'responsable-pedagogique', name: 'Responsable pédagogique' },
  { id: 4, slug: 'intervenant', name: 'Intervenant' },
  { id: 5, slug: 'stagiaire', name: 'Stagiaire' },
] as const satisfies readonly RoleDefinition[];

export const ROLE_SLUGS: readonly RoleSlug[] = ROLES.map((role) => role.slug);

/** Staff roles: every role but stagiaire. */
export const STAFF_ROLES: readonly RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];

/** Role ids used by the profile search (§6): trainees, teachers, team. */
export const PROFILE_SEARCH_ROLE_IDS = {
  trainees: [5],
  teachers: [3, 4],
  team: [1, 2],
} as const satisfies Record<string, readonly RoleId[]>;

/** Role id used when creating a trainer or speaker (§6). */
export const TRAINER_ROLE_ID: RoleId = 4;

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
  return roleBySlug(slug).name;
}

export function isStaff(slug: RoleSlug | null | undefined): boolean {
  return !!slug && STAFF_ROLES.includes(slug);
}

/** Whether a role may open something reserved to `allowed`. */
export function hasRole(slug: RoleSlug | null | undefined, allowed: readonly RoleSlug[]): boolean {
  return !!slug && allowed.includes(slug);
}
