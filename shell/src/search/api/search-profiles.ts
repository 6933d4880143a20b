/**
 * The profile search of the top bar: the profiles of the page's search context, through the
 * portal's one profile search (`useProfileSearch` of `@irt/shared-auth/query`).
 */
import { isRouteBuilt, type PROFILE_SEARCH_ROLE_IDS, type RouteDefinition } from '@irt/shared-auth';
import type { RoleSlug } from '@irt/api/contract';

export type ProfileSearchContext = keyof typeof PROFILE_SEARCH_ROLE_IDS;

/** Where 'Voir le profil' leads, per search context. */
export const PROFILE_PAGE_BASE: Record<ProfileSearchContext, string> = {
  trainees: '/stagiaires',
  teachers: '/formateurs',
  team: '/equipe',
};

/**
 * The page 'Voir le profil' opens for this profile, or null while that page is not built for the role
 * (the link is not offered, and comes back by itself when the page lands).
 */
export function profilePageFor(context: ProfileSearchContext, profileId: number, role: RoleSlug | null, routes?: readonly RouteDefinition[]): string | null {
  const address = `${PROFILE_PAGE_BASE[context]}/${profileId}`;
  return isRouteBuilt(address, role, routes) ? address : null;
}
